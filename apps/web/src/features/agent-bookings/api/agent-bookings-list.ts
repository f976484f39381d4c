import type {
  AgentBooking,
  BookingStatus,
  EditAgentBookingBody,
  ExportAgentBookingsQuery,
} from '@masar/contract/agent-bookings';
import type { Paginated } from '@masar/contract/common';
import type { TripDirection } from '@masar/contract/trips';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';
import { agentProfileKey } from '../../agent-profile/api/agent-profile';
import { transactionsKey } from '../../wallet/api/transactions';

export type BookingSortField = 'pickupAt' | 'createdAt' | 'total';
export const bookingSortFields: readonly BookingSortField[] = ['pickupAt', 'createdAt', 'total'];

/** The list's filters, as the API takes them (listAgentBookingsQuery / exportAgentBookingsQuery). */
export interface BookingFilters {
  search?: string;
  status?: BookingStatus;
  direction?: TripDirection;
  dateField: 'pickupAt' | 'createdAt';
  /** Business-time-zone days (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
  sort: BookingSortField | `-${BookingSortField}`;
}

export interface BookingsParams extends BookingFilters {
  page: number;
  limit: number;
}

/** Every query of the agent's bookings starts with this key; the booking flow invalidates it too. */
export const agentBookingsKey = ['agent-bookings'] as const;

/** GET /agents-bookings/all-bookings-by-agent (a page). Silent: the page shows its own states. */
export function agentBookingsQueryOptions(params: BookingsParams) {
  return queryOptions({
    queryKey: [...agentBookingsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<AgentBooking>>('/agents-bookings/all-bookings-by-agent', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /agents-bookings/one-by-agent/{id}: the drawer's booking (also after a reload with ?id=). */
export function agentBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...agentBookingsKey, 'one', id],
    queryFn: ({ signal }) =>
      api.get<AgentBooking>(`/agents-bookings/one-by-agent/${id}`, { signal, silent: true }),
    retry: false,
  });
}

/** After a change: the lists, the wallet ledger and the balance in the header all move. */
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

/** DELETE /agents-bookings/{id}: cancel while Requested ⇒ Refunded, the full price back to the wallet. */
export function useCancelAgentBooking() {
  const refresh = useRefreshAfterChange();
  return useMutation({
    mutationFn: (id: string) => api.delete<AgentBooking>(`/agents-bookings/${id}`, { silent: true }),
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
