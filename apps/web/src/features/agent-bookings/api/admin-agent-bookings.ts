import type { AdminAction } from '@masar/contract/admin-actions';
import {
  type AgentBooking,
  bookingStatuses,
  type EditAgentBookingBody,
  type ExportAdminAgentBookingsQuery,
  type ListAdminAgentBookingsQuery,
} from '@masar/contract/agent-bookings';
import type { AgentOption } from '@masar/contract/agents';
import type { Paginated } from '@masar/contract/common';
import type { Transaction } from '@masar/contract/transactions';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';

/** The admin list's query, as the API takes it (page, filters, sort). */
export type AdminBookingsParams = ListAdminAgentBookingsQuery;
export type AdminBookingFilters = Omit<AdminBookingsParams, 'page' | 'limit'>;

/** What this screen's shared pieces need to know: agents own the bookings, with the agent statuses. */
export const agentsBookingsScreen = { owner: 'agentId', statuses: bookingStatuses } as const;

/** Every query of this screen starts with this key: an action invalidates the list and the drawer at once. */
export const adminBookingsKey = ['admin-agent-bookings'] as const;

/** GET /agents-bookings/all-bookings-by-admin (a page). Silent: the page shows its own states. */
export function adminBookingsQueryOptions(params: AdminBookingsParams) {
  return queryOptions({
    queryKey: [...adminBookingsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<AgentBooking>>('/agents-bookings/all-bookings-by-admin', {
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

/**
 * The wallet entries of one booking: GET /transactions/findAllByAdmin for its agent, searched by its
 * reference (the ledger search matches booking references), then kept to this booking's id — a reference
 * search could also match a note that quotes it. A booking has at most two entries (DESIGN §5).
 */
export function bookingLedgerQueryOptions(booking: Pick<AgentBooking, 'id' | 'agentId' | 'reference'>) {
  return queryOptions({
    queryKey: [...adminBookingsKey, 'ledger', booking.id],
    queryFn: async ({ signal }) => {
      const page = await api.get<Paginated<Transaction>>('/transactions/findAllByAdmin', {
        signal,
        silent: true,
        query: { agentId: booking.agentId, search: booking.reference, limit: 100, sort: 'createdAt' },
      });
      return page.items.filter((entry) => entry.booking?.id === booking.id);
    },
  });
}

/** GET /agents/listAllAgents: the agent picker (needs ViewAgents). */
export function agentOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...adminBookingsKey, 'agent-options'],
    queryFn: ({ signal }) => api.get<AgentOption[]>('/agents/listAllAgents', { signal, silent: true }),
    staleTime: 60_000,
  });
}

export type BookingAction = 'accept' | 'complete' | 'refund';

/** Which actions a booking's status allows (DESIGN §5): Completed and Refunded are final. */
export function actionsFor(status: AgentBooking['status']): BookingAction[] {
  if (status === 'Requested') return ['accept', 'refund'];
  if (status === 'Accepted') return ['complete', 'refund'];
  return [];
}

function runAction(action: BookingAction, id: string, reason: string): Promise<AgentBooking> {
  if (action === 'accept')
    return api.patch<AgentBooking>(`/agents-bookings/mark-booking-as-accepted-by-admins/${id}`, undefined, {
      silent: true,
    });
  if (action === 'complete')
    return api.post<AgentBooking>(`/agents-bookings/mark-as-completed/${id}`, undefined, { silent: true });
  return api.patch<AgentBooking>(`/agents-bookings/refund/${id}`, { reason }, { silent: true });
}

/**
 * Accept, complete or refund. Silent: the confirmation shows a refusal (409 when someone else moved the
 * booking first). Either way the list and the drawer's queries reload, so the screen shows the real state.
 */
export function useBookingAction() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ action, id, reason = '' }: { action: BookingAction; id: string; reason?: string }) =>
      runAction(action, id, reason),
    onSuccess: (booking) => client.setQueryData(adminBookingQueryOptions(booking.id).queryKey, booking),
    onSettled: () => client.invalidateQueries({ queryKey: adminBookingsKey }),
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
