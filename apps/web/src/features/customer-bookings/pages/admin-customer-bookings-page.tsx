import type { CustomerBooking } from '@masar/contract/customer-bookings';
import { useQuery } from '@tanstack/react-query';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { NoAccess } from '../../../shared/ui/no-access';
import {
  AdminBookingsScreen,
  usePendingBookingAction,
} from '../../bookings-core/booking/admin-bookings-screen';
import { useAdminBookingsSearch } from '../../bookings-core/booking/admin-bookings-search';
import { exportOrders, type OrderAction, ordersQueryOptions, ordersScreen } from '../api/customer-bookings';
import { OrderActionModal } from '../components/admin-list/customer-booking-action-modal';
import { OrderDrawer } from '../components/admin-list/customer-booking-drawer';
import { useOrdersColumns } from '../components/admin-list/customer-bookings-columns';
import { OrdersFilters } from '../components/admin-list/customer-bookings-filters';

/**
 * Customers' bookings (orders): filters and sort in the URL, server pagination, the Excel export of the
 * same filtered list, the booking's drawer (?id=) and — for ManageOrders — accept, complete and cancel,
 * each behind a confirmation.
 */
function OrdersList() {
  const search = useAdminBookingsSearch(ordersScreen);
  const { page: _page, limit: _limit, ...filters } = search.params;
  const orders = useQuery(ordersQueryOptions(search.params));
  const { pending, onAction, close } = usePendingBookingAction<CustomerBooking, OrderAction>();
  const columns = useOrdersColumns({ onOpen: (booking) => search.select(booking.id), onAction });

  if (isForbidden(orders.error)) return <NoAccess permission="ViewOrders" />;
  return (
    <AdminBookingsScreen
      namespace="orders"
      search={search}
      query={orders}
      columns={columns}
      filters={<OrdersFilters search={search} customerName={orders.data?.items[0]?.customer.name} />}
      exportList={(lang) => exportOrders(filters, lang)}
    >
      <OrderDrawer id={search.selectedId} onClose={() => search.select(null)} onAction={onAction} />
      {pending && <OrderActionModal booking={pending.booking} action={pending.action} onClose={close} />}
    </AdminBookingsScreen>
  );
}

/** /admin-panel/orders: for admins holding ViewOrders (ViewerAdmin counts). */
export function OrdersPage() {
  return (
    <RequirePermission permission="ViewOrders">
      <OrdersList />
    </RequirePermission>
  );
}
