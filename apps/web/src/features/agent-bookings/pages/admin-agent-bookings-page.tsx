import type { AgentBookingListItem } from '@masar/contract/agent-bookings';
import { useQuery } from '@tanstack/react-query';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { NoAccess } from '../../../shared/ui/no-access';
import {
  AdminBookingsScreen,
  usePendingBookingAction,
} from '../../bookings-core/booking/admin-bookings-screen';
import { useAdminBookingsSearch } from '../../bookings-core/booking/admin-bookings-search';
import { AgentBookingActionModal } from '../../bookings-core/booking/agent-booking-action-modal';
import {
  adminBookingsQueryOptions,
  agentsBookingsScreen,
  type BookingAction,
  exportAdminBookings,
  useBookingAction,
} from '../api/agent-bookings';
import { AdminBookingDrawer } from '../components/admin-list/admin-booking-drawer';
import { useAdminBookingColumns } from '../components/admin-list/admin-bookings-columns';
import { AdminBookingsFilters } from '../components/admin-list/admin-bookings-filters';

/**
 * Every agent's bookings: filters and sort in the URL, server pagination, the Excel export of the same
 * filtered list, the booking's drawer (?id=) with its wallet entries (for ViewPayments) and — for
 * ManageOrders — accept, complete and refund, each behind a confirmation.
 */
function AgentsBookingsList() {
  const search = useAdminBookingsSearch(agentsBookingsScreen);
  const { page: _page, limit: _limit, after: _after, ...filters } = search.params;
  const bookings = useQuery(adminBookingsQueryOptions(search.params));
  const canViewAgents = useAdminCan('ViewAgents');
  const canViewPayments = useAdminCan('ViewPayments');
  const { pending, onAction, close } = usePendingBookingAction<AgentBookingListItem, BookingAction>();
  const bookingAction = useBookingAction();
  const columns = useAdminBookingColumns({ onOpen: (booking) => search.select(booking.id), onAction });

  if (isForbidden(bookings.error)) return <NoAccess permission="ViewAgentsBookings" />;
  return (
    <AdminBookingsScreen
      namespace="agents-bookings"
      search={search}
      query={bookings}
      columns={columns}
      filters={<AdminBookingsFilters search={search} canPickAgent={canViewAgents} />}
      exportList={(lang) => exportAdminBookings(filters, lang)}
    >
      <AdminBookingDrawer
        id={search.selectedId}
        onClose={() => search.select(null)}
        onOpenOther={(id) => search.select(id)}
        onAction={onAction}
        canViewLedger={canViewPayments}
      />
      {pending && (
        <AgentBookingActionModal
          booking={pending.booking}
          action={pending.action}
          mutation={bookingAction}
          onClose={close}
        />
      )}
    </AdminBookingsScreen>
  );
}

/** /admin-panel/agents-bookings: for admins holding ViewAgentsBookings (ViewerAdmin counts). */
export function AdminAgentBookingsPage() {
  return (
    <RequirePermission permission="ViewAgentsBookings">
      <AgentsBookingsList />
    </RequirePermission>
  );
}
