import type { AdminAction } from '@masar/contract/admin-actions';
import type { CancellationQuote } from '@masar/contract/cancellation-policy';
import type { Paginated } from '@masar/contract/common';
import { IDEMPOTENCY_KEY_HEADER } from '@masar/contract/constants';
import {
  type CreateCustomerBookingBody,
  type CreatedCustomerBooking,
  type CustomerBooking,
  type CustomerBookingListItem,
  customerBookingStatuses,
  type EditCustomerBookingBody,
  type ExportAdminCustomerBookingsQuery,
  type ListAdminCustomerBookingsQuery,
  type ListCustomerBookingsQuery,
} from '@masar/contract/customer-bookings';
import type { Quote, QuoteBody } from '@masar/contract/trips';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';
import { publicKey } from '../../public-catalogue/api/public-catalogue';

/**
 * The one web client of /bookings/*: the public wizard's quote and booking, the signed-in customer's own
 * bookings, and the admins' list of every customer's bookings (the /admin-panel/orders screen). One query-options
 * function and one key per endpoint.
 */

// ——— The visitor and the signed-in customer ————————————————————————————————————————————————————————

/** Every query of the signed-in customer's bookings (lists, details) starts with this key. */
export const customerBookingsKey = ['customer-bookings'] as const;

/**
 * POST /bookings/quote (no sign-in): the offers for a trip, or one car's price with hours and extras.
 * Kept under the public catalogue's key: the same for every visitor. Silent: a 404 (no area covers the
 * place) is an empty state, not an error toast.
 */
export function publicQuoteQueryOptions(body: QuoteBody | null) {
  return queryOptions({
    queryKey: [...publicKey, 'quote', body],
    queryFn: ({ signal }) => api.post<Quote>('/bookings/quote', body, { signal, auth: false, silent: true }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/** GET /bookings/{id}: one of the signed-in customer's bookings. */
export function customerBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...customerBookingsKey, 'one', id],
    queryFn: ({ signal }) => api.get<CustomerBooking>(`/bookings/${id}`, { signal, silent: true }),
  });
}

/** GET /bookings: the signed-in customer's own bookings (list rows; a card opens the whole one), newest first by default. */
export function customerBookingsQueryOptions(query: Partial<ListCustomerBookingsQuery>) {
  return queryOptions({
    queryKey: [...customerBookingsKey, 'list', query],
    queryFn: ({ signal }) => api.get<Paginated<CustomerBookingListItem>>('/bookings', { signal, query }),
    placeholderData: keepPreviousData,
  });
}

/** After a change: the booking's new state everywhere it shows. */
function useStoreBooking() {
  const client = useQueryClient();
  return (booking: CustomerBooking) => {
    client.setQueryData(customerBookingQueryOptions(booking.id).queryKey, booking);
    return client.invalidateQueries({ queryKey: [...customerBookingsKey, 'list'] });
  };
}

/** POST /bookings with the Idempotency-Key of this confirmation: a retry returns the first booking. */
export function useCreateCustomerBooking() {
  const store = useStoreBooking();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: CreateCustomerBookingBody; idempotencyKey: string }) =>
      api.post<CreatedCustomerBooking>('/bookings', body, {
        silent: true,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    onSuccess: store,
  });
}

/** PATCH /bookings/{id}: traveller, flight and notes while Requested. Silent: the form shows the messages. */
export function useEditCustomerBooking(id: string) {
  const store = useStoreBooking();
  return useMutation({
    mutationFn: (body: EditCustomerBookingBody) =>
      api.patch<CustomerBooking>(`/bookings/${id}`, body, { silent: true }),
    onSuccess: store,
  });
}

/** GET /bookings/{id}/cancellation: whether the customer may cancel now (only while free, decision 0016). */
export function customerCancellationQueryOptions(id: string) {
  return queryOptions({
    queryKey: ['customer-bookings', 'cancellation', id],
    queryFn: ({ signal }) => api.get<CancellationQuote>(`/bookings/${id}/cancellation`, { signal }),
    staleTime: 0,
  });
}

/**
 * DELETE /bookings/{id}: cancels while Requested and free under its terms (the booking stays, as Cancelled);
 * `bothLegs` cancels a return trip's other leg too (decision 0017), so every leg is read again.
 */
export function useCancelCustomerBooking(id: string) {
  const store = useStoreBooking();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (options: { bothLegs?: boolean } = {}) =>
      api.delete<CustomerBooking>(`/bookings/${id}`, {
        ...(options.bothLegs && { query: { bothLegs: 'true' } }),
      }),
    onSuccess: async (booking, options) => {
      await store(booking);
      if (options?.bothLegs) await client.invalidateQueries({ queryKey: customerBookingsKey });
    },
  });
}

// ——— The admins ————————————————————————————————————————————————————————————————————————————————————

/** The admin list's query, as the API takes it (page, filters, sort). */
export type AdminCustomerBookingsParams = ListAdminCustomerBookingsQuery;
export type AdminCustomerBookingFilters = Omit<AdminCustomerBookingsParams, 'page' | 'limit'>;

/** What the admin screen's shared pieces need to know: customers (users) own the bookings, with their statuses. */
export const customerBookingsScreen = { owner: 'userId', statuses: customerBookingStatuses } as const;

/** Every admin query of customer bookings starts with this key: an action invalidates the list and the drawer at once. */
export const adminCustomerBookingsKey = ['admin-customer-bookings'] as const;

/**
 * GET /bookings/admin/all-bookings (a page): the admin list, and a customer's latest bookings in the
 * customers screen's drawer. Silent: the page shows its own states.
 */
export function adminCustomerBookingsQueryOptions(params: AdminCustomerBookingsParams) {
  return queryOptions({
    queryKey: [...adminCustomerBookingsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<CustomerBookingListItem>>('/bookings/admin/all-bookings', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /bookings/admin/one/{id}: the drawer's booking (also after a reload with ?id=). */
export function adminCustomerBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminCustomerBookingsKey, 'one', id],
    queryFn: ({ signal }) => api.get<CustomerBooking>(`/bookings/admin/one/${id}`, { signal, silent: true }),
    retry: false,
  });
}

/** GET /bookings/admin/admin-actions/{id}: who did what to the booking, oldest first. */
export function customerBookingAdminActionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminCustomerBookingsKey, 'actions', id],
    queryFn: ({ signal }) =>
      api.get<AdminAction[]>(`/bookings/admin/admin-actions/${id}`, { signal, silent: true }),
  });
}

export type CustomerBookingAction = 'accept' | 'complete' | 'cancel';

/** Which actions a status allows: Completed and Cancelled are final. */
export function actionsFor(status: CustomerBooking['status']): CustomerBookingAction[] {
  if (status === 'Requested') return ['accept', 'cancel'];
  if (status === 'Accepted') return ['complete', 'cancel'];
  return [];
}

const actionPaths: Record<CustomerBookingAction, string> = {
  accept: 'mark-as-accepted',
  complete: 'mark-as-completed',
  cancel: 'cancel',
};

/**
 * Accept, complete or cancel (with a reason). Silent: the confirmation shows a refusal (409 when someone
 * moved the booking first). Either way the list and the drawer reload, so the screen shows the real state.
 */
export function useCustomerBookingAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason }: { action: CustomerBookingAction; id: string; reason?: string }) =>
      api.patch<CustomerBooking>(
        `/bookings/admin/${actionPaths[action]}/${id}`,
        action === 'cancel' ? { reason } : undefined,
        { silent: true },
      ),
    onSuccess: (booking) =>
      client.setQueryData(adminCustomerBookingQueryOptions(booking.id).queryKey, booking),
    onSettled: () => client.invalidateQueries({ queryKey: adminCustomerBookingsKey }),
  });
}

/** GET /bookings/admin/export: the same filtered list as an .xlsx, headers in `lang`. */
export function exportAdminCustomerBookings(
  filters: AdminCustomerBookingFilters,
  lang: ExportAdminCustomerBookingsQuery['lang'],
): Promise<void> {
  return downloadFile('/bookings/admin/export', {
    query: { ...filters, search: filters.search || undefined, lang },
    fileName: 'customer-bookings.xlsx',
  });
}
