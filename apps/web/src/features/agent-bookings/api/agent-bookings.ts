import type { AdminAction } from '@masar/contract/admin-actions';
import type {
  AgentBooking,
  AgentBookingListItem,
  EditAgentBookingBody,
  ExportAdminAgentBookingsQuery,
  ExportAgentBookingsQuery,
  ListAdminAgentBookingsQuery,
  ListAgentBookingsQuery,
} from '@masar/contract/agent-bookings';
import type { CancellationQuote, RefundMode } from '@masar/contract/cancellation-policy';
import type { Paginated } from '@masar/contract/common';
import { bookingStatuses, IDEMPOTENCY_KEY_HEADER } from '@masar/contract/constants';
import type { BookTripBody, Quote, QuoteBody } from '@masar/contract/trips';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';
import { agentProfileKey } from '../../agents/api/agents';
import { paymentsKey, transactionsKey } from '../../transactions/api/transactions';

/**
 * The one web client of /agents-bookings/*: the agent's wizard (quote, create), the agent's own list
 * (trips history, requests) and the admins' list of every agent's bookings. One query-options function and
 * one key per endpoint. The catalogue and ledger reads these screens also need come from the clients of
 * those endpoints (locations, extra-services, agents and transactions api/).
 */

// ——— The agent's side ———————————————————————————————————————————————————————————————————————————————

/** Every query of the agent's own bookings (lists, details) starts with this key; booking invalidates it. */
export const agentBookingsKey = ['agent-bookings'] as const;
/** The wizard's quotes. */
export const bookingFlowKey = ['agent-booking-flow'] as const;

/** The agent's list query, as the API takes it (page, filters, sort): the contract's type. */
export type BookingsParams = ListAgentBookingsQuery;
/** The list's filters without the page (the export takes these). */
export type BookingFilters = Omit<BookingsParams, 'page' | 'limit'>;
/** A field the agent's list sorts by (the contract's `sort` values without the leading `-`). */
export type BookingSortField = Exclude<BookingsParams['sort'], `-${string}`>;
/** The same fields at run time. The contract does not export its list; `satisfies` checks each one. */
export const bookingSortFields = [
  'pickupAt',
  'createdAt',
  'total',
] as const satisfies readonly BookingSortField[];

/**
 * POST /agents-bookings/quote: the offers for a trip (step 2, 3), or one car with extras (step 4). A read,
 * so a query: steps share the answer, and the previous price stays on screen while a new one loads.
 * Silent: a 404 (no area covers the place) is an empty state, not an error toast.
 */
export function quoteQueryOptions(body: QuoteBody | null) {
  return queryOptions({
    queryKey: [...bookingFlowKey, 'quote', body],
    queryFn: ({ signal }) => api.post<Quote>('/agents-bookings/quote', body, { signal, silent: true }),
    enabled: body !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * GET /agents-bookings/one-by-agent/{id}: the wizard's confirmation and the list's drawer (also after a
 * reload with ?id=). No retry: an unknown id is a not-found state at once, not after three attempts.
 */
export function agentBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...agentBookingsKey, 'one', id],
    queryFn: ({ signal }) =>
      api.get<AgentBooking>(`/agents-bookings/one-by-agent/${id}`, { signal, silent: true }),
    retry: false,
  });
}

/**
 * GET /agents-bookings/all-bookings-by-agent (a page of list rows: what the table shows; the drawer reads the
 * whole booking). Silent: the page shows its own states.
 */
export function agentBookingsQueryOptions(params: BookingsParams) {
  return queryOptions({
    queryKey: [...agentBookingsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<AgentBookingListItem>>('/agents-bookings/all-bookings-by-agent', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /agents-bookings/create-by-agent with the Idempotency-Key of this confirmation. Success changes the
 * wallet balance (header) and the bookings lists. Silent: the review shows the messages.
 */
export function useBookTrip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: BookTripBody; idempotencyKey: string }) =>
      api.post<AgentBooking>('/agents-bookings/create-by-agent', body, {
        silent: true,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
    onSuccess: (booking) => {
      client.setQueryData(agentBookingQueryOptions(booking.id).queryKey, booking);
      return Promise.all([
        client.invalidateQueries({ queryKey: agentProfileKey }),
        client.invalidateQueries({ queryKey: agentBookingsKey }),
      ]);
    },
  });
}

/** After an agent's change: the lists, the wallet ledger and the balance in the header all move. */
function useRefreshAfterChange() {
  const client = useQueryClient();
  return (booking: AgentBooking) => {
    client.setQueryData(agentBookingQueryOptions(booking.id).queryKey, booking);
    return Promise.all([
      client.invalidateQueries({ queryKey: agentBookingsKey }),
      client.invalidateQueries({ queryKey: transactionsKey }),
      client.invalidateQueries({ queryKey: agentProfileKey }),
    ]);
  };
}

/** PATCH /agents-bookings/{id}: traveller, flight, notes while Requested. Silent: the form shows messages. */
export function useEditAgentBooking() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditAgentBookingBody }) =>
      api.patch<AgentBooking>(`/agents-bookings/${id}`, body, { silent: true }),
    onSuccess: refresh,
  });
}

/** GET /agents-bookings/{id}/cancellation: the fee and refund if the agent cancelled now (decision 0016). */
export function agentCancellationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...agentBookingsKey, 'cancellation', id],
    queryFn: ({ signal }) => api.get<CancellationQuote>(`/agents-bookings/${id}/cancellation`, { signal }),
    staleTime: 0,
  });
}

/**
 * DELETE /agents-bookings/{id}: cancel while Requested or Accepted ⇒ Refunded, the price less the terms' fee back;
 * `bothLegs`: a return trip's other leg too, in one transaction (decision 0017).
 */
export function useCancelAgentBooking() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: ({ id, bothLegs = false }: { id: string; bothLegs?: boolean }) =>
      api.delete<AgentBooking>(`/agents-bookings/${id}`, {
        silent: true,
        ...(bothLegs && { query: { bothLegs: 'true' } }),
      }),
    onSuccess: refresh,
  });
}

/** GET /agents-bookings/export-all-bookings-by-agent: the same filtered list as an .xlsx, headers in `lang`. */
export function exportAgentBookings(filters: BookingFilters, lang: ExportAgentBookingsQuery['lang']) {
  return downloadFile('/agents-bookings/export-all-bookings-by-agent', {
    query: { ...filters, search: filters.search || undefined, lang },
    fileName: 'bookings.xlsx',
  });
}

/**
 * GET /agents-bookings/download-ticket/{id} (the agent's own booking, or any for an admin): the PDF ticket,
 * saved as MS-….pdf unless the server names it.
 */
export function downloadTicket(booking: Pick<AgentBooking, 'id' | 'reference'>): Promise<void> {
  return downloadFile(`/agents-bookings/download-ticket/${booking.id}`, {
    fileName: `${booking.reference}.pdf`,
  });
}

// ——— The admins' side ———————————————————————————————————————————————————————————————————————————————

/** The admin list's query, as the API takes it (page, filters, sort). */
export type AdminBookingsParams = ListAdminAgentBookingsQuery;
export type AdminBookingFilters = Omit<AdminBookingsParams, 'page' | 'limit'>;

/** What the admin screen's shared pieces need to know: agents own the bookings, with the agent statuses. */
export const agentsBookingsScreen = { owner: 'agentId', statuses: bookingStatuses } as const;

/** Every query of the admin screen starts with this key: an action invalidates the list and the drawer at once. */
export const adminBookingsKey = ['admin-agent-bookings'] as const;

/** GET /agents-bookings/all-bookings-by-admin (a page of list rows). Silent: the page shows its own states. */
export function adminBookingsQueryOptions(params: AdminBookingsParams) {
  return queryOptions({
    queryKey: [...adminBookingsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<AgentBookingListItem>>('/agents-bookings/all-bookings-by-admin', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /agents-bookings/one-by-admin/{id}: the drawer's booking (also after a reload with ?id=). */
export function adminBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminBookingsKey, 'one', id],
    queryFn: ({ signal }) =>
      api.get<AgentBooking>(`/agents-bookings/one-by-admin/${id}`, { signal, silent: true }),
    retry: false,
  });
}

/** GET /agents-bookings/admin-actions-on-agent-bookings/{id}: who did what to the booking, oldest first. */
export function bookingAdminActionsQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminBookingsKey, 'actions', id],
    queryFn: ({ signal }) =>
      api.get<AdminAction[]>(`/agents-bookings/admin-actions-on-agent-bookings/${id}`, {
        signal,
        silent: true,
      }),
  });
}

export type BookingAction = 'accept' | 'complete' | 'refund';

/** Which actions a booking's status allows (DESIGN §5): Completed and Refunded are final. */
export function actionsFor(status: AgentBooking['status']): BookingAction[] {
  if (status === 'Requested') return ['accept', 'refund'];
  if (status === 'Accepted') return ['complete', 'refund'];
  return [];
}

function runAction(
  action: BookingAction,
  id: string,
  reason: string,
  mode?: RefundMode,
): Promise<AgentBooking> {
  if (action === 'accept')
    return api.patch<AgentBooking>(`/agents-bookings/mark-booking-as-accepted-by-admins/${id}`, undefined, {
      silent: true,
    });
  if (action === 'complete')
    return api.post<AgentBooking>(`/agents-bookings/mark-as-completed/${id}`, undefined, { silent: true });
  // Decision 0016: Full (with its reason) or Terms (the reason optional).
  const body = { mode: mode ?? 'Full', ...(reason && { reason }) };
  return api.patch<AgentBooking>(`/agents-bookings/refund/${id}`, body, { silent: true });
}

/**
 * Accept, complete or refund. Silent: the confirmation shows a refusal (409 when someone else moved the
 * booking first). Either way the list and the drawer's queries reload, so the screen shows the real state.
 */
export function useBookingAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      action,
      id,
      reason = '',
      mode,
    }: {
      action: BookingAction;
      id: string;
      reason?: string;
      mode?: RefundMode;
    }) => runAction(action, id, reason, mode),
    onSuccess: (booking) => client.setQueryData(adminBookingQueryOptions(booking.id).queryKey, booking),
    // A refund writes a ledger line: the drawer's wallet entries and the payments screen reload too.
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminBookingsKey }),
        client.invalidateQueries({ queryKey: paymentsKey }),
      ]),
  });
}

/** PATCH /agents-bookings/{id} by an admin (ManageOrders): traveller details and notes, logged server-side. */
export function useEditBookingByAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditAgentBookingBody }) =>
      api.patch<AgentBooking>(`/agents-bookings/${id}`, body, { silent: true }),
    onSuccess: (booking) => {
      client.setQueryData(adminBookingQueryOptions(booking.id).queryKey, booking);
      return client.invalidateQueries({ queryKey: adminBookingsKey });
    },
  });
}

/** GET /agents-bookings/export-all-bookings-by-admin: the same filtered list as an .xlsx, headers in `lang`. */
export function exportAdminBookings(
  filters: AdminBookingFilters,
  lang: ExportAdminAgentBookingsQuery['lang'],
): Promise<void> {
  return downloadFile('/agents-bookings/export-all-bookings-by-admin', {
    query: { ...filters, search: filters.search || undefined, lang },
    fileName: 'agents-bookings.xlsx',
  });
}
