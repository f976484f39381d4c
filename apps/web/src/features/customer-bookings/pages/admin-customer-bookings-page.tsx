import type { CustomerBookingListItem } from '@masar/contract/customer-bookings';
import { useQuery } from '@tanstack/react-query';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { NoAccess } from '../../../shared/ui/no-access';
import {
  AdminBookingsScreen,
  usePendingBookingAction,
} from '../../bookings-core/booking/admin-bookings-screen';
import { useAdminBookingsSearch } from '../../bookings-core/booking/admin-bookings-search';
import {
  adminCustomerBookingsQueryOptions,
  type CustomerBookingAction,
  customerBookingsScreen,
  exportAdminCustomerBookings,
} from '../api/customer-bookings';
import { CustomerBookingActionModal } from '../components/admin-list/customer-booking-action-modal';
import { CustomerBookingDrawer } from '../components/admin-list/customer-booking-drawer';
import { useCustomerBookingsColumns } from '../components/admin-list/customer-bookings-columns';
import { CustomerBookingsFilters } from '../components/admin-list/customer-bookings-filters';

/**
 * Customers' bookings (orders): filters and sort in the URL, server pagination, the Excel export of the
 * same filtered list, the booking's drawer (?id=) and — for ManageOrders — accept, complete and cancel,
 * each behind a confirmation.
 */
function OrdersList() {
  const search = useAdminBookingsSearch(customerBookingsScreen);
  const { page: _page, limit: _limit, after: _after, ...filters } = search.params;
  const orders = useQuery(adminCustomerBookingsQueryOptions(search.params));
  const { pending, onAction, close } = usePendingBookingAction<
    CustomerBookingListItem,
    CustomerBookingAction
  >();
  const columns = useCustomerBookingsColumns({ onOpen: (booking) => search.select(booking.id), onAction });

  if (isForbidden(orders.error)) return <NoAccess permission="ViewOrders" />;
  return (
    <AdminBookingsScreen
      namespace="customer-bookings"
      search={search}
      query={orders}
      columns={columns}
      filters={
        <CustomerBookingsFilters search={search} customerName={orders.data?.items[0]?.customer.name} />
      }
      exportList={(lang) => exportAdminCustomerBookings(filters, lang)}
    >
      <CustomerBookingDrawer
        id={search.selectedId}
        onClose={() => search.select(null)}
        onOpenOther={(id) => search.select(id)}
        onAction={onAction}
      />
      {pending && (
        <CustomerBookingActionModal booking={pending.booking} action={pending.action} onClose={close} />
      )}
    </AdminBookingsScreen>
  );
}

/** /admin-panel/orders: for admins holding ViewOrders (ViewerAdmin counts). */
export function AdminCustomerBookingsPage() {
  return (
    <RequirePermission permission="ViewOrders">
      <OrdersList />
    </RequirePermission>
  );
}
