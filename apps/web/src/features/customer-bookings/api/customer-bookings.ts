import type { AdminAction } from '@masar/contract/admin-actions';
import type { Paginated } from '@masar/contract/common';
import {
  type CustomerBooking,
  customerBookingStatuses,
  type ExportAdminCustomerBookingsQuery,
  type ListAdminCustomerBookingsQuery,
} from '@masar/contract/customer-bookings';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';

/** The orders list's query, as the API takes it (page, filters, sort). */
export type OrdersParams = ListAdminCustomerBookingsQuery;
export type OrderFilters = Omit<OrdersParams, 'page' | 'limit'>;

/** What this screen's shared pieces need to know: customers (users) own the bookings, with their statuses. */
export const ordersScreen = { owner: 'userId', statuses: customerBookingStatuses } as const;

/** Every query of this screen starts with this key: an action invalidates the list and the drawer at once. */
export const ordersKey = ['admin-customer-bookings'] as const;

/** GET /bookings/admin/all-bookings (a page). Silent: the page shows its own states. */
export function ordersQueryOptions(params: OrdersParams) {
  return queryOptions({
    queryKey: [...ordersKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<CustomerBooking>>('/bookings/admin/all-bookings', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /bookings/admin/one/{id}: the drawer's booking (also after a reload with ?id=). */
export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ordersKey, 'one', id],
    queryFn: ({ signal }) => api.get<CustomerBooking>(`/bookings/admin/one/${id}`, { signal, silent: true }),
    retry: false,
  });
}

/** GET /bookings/admin/admin-actions/{id}: who did what to the booking, oldest first. */
export function orderAdminActionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ordersKey, 'actions', id],
    queryFn: ({ signal }) =>
      api.get<AdminAction[]>(`/bookings/admin/admin-actions/${id}`, { signal, silent: true }),
  });
}

export type OrderAction = 'accept' | 'complete' | 'cancel';

/** Which actions a status allows: Completed and Cancelled are final. */
export function actionsFor(status: CustomerBooking['status']): OrderAction[] {
  if (status === 'Requested') return ['accept', 'cancel'];
  if (status === 'Accepted') return ['complete', 'cancel'];
  return [];
}

const actionPaths: Record<OrderAction, string> = {
  accept: 'mark-as-accepted',
  complete: 'mark-as-completed',
  cancel: 'cancel',
};

/**
 * Accept, complete or cancel (with a reason). Silent: the confirmation shows a refusal (409 when someone
 * moved the booking first). Either way the list and the drawer reload, so the screen shows the real state.
 */
export function useOrderAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason }: { action: OrderAction; id: string; reason?: string }) =>
      api.patch<CustomerBooking>(
        `/bookings/admin/${actionPaths[action]}/${id}`,
        action === 'cancel' ? { reason } : undefined,
        { silent: true },
      ),
    onSuccess: (booking) => client.setQueryData(orderQueryOptions(booking.id).queryKey, booking),
    onSettled: () => client.invalidateQueries({ queryKey: ordersKey }),
  });
}

/** GET /bookings/admin/export: the same filtered list as an .xlsx, headers in `lang`. */
export function exportOrders(
  filters: OrderFilters,
  lang: ExportAdminCustomerBookingsQuery['lang'],
): Promise<void> {
  return downloadFile('/bookings/admin/export', {
    query: { ...filters, search: filters.search || undefined, lang },
    fileName: 'customer-bookings.xlsx',
  });
}
