import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { ExtraService } from '@masar/contract/extra-services';
import type { Location } from '@masar/contract/locations';
import { type BookTripBody, IDEMPOTENCY_KEY_HEADER, type Quote, type QuoteBody } from '@masar/contract/trips';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';
import { agentProfileKey } from '../../agent-profile/api/agent-profile';

/** Every query of the agent's bookings (lists, details) starts with this key. */
export const agentBookingsKey = ['agent-bookings'] as const;
/** The flow's own catalogue reads and quotes. */
const bookingFlowKey = ['agent-booking-flow'] as const;

/** GET /location/allNoPagination?active=true: the airports, ports … a trip starts or ends at. */
export function activeLocationsQueryOptions() {
  return queryOptions({
    queryKey: [...bookingFlowKey, 'locations'],
    queryFn: ({ signal }) =>
      api.get<Location[]>('/location/allNoPagination', { signal, query: { active: true }, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** GET /extra-services/allNoPagination?active=true: what can be added to a booking. */
export function activeExtrasQueryOptions() {
  return queryOptions({
    queryKey: [...bookingFlowKey, 'extras'],
    queryFn: ({ signal }) =>
      api.get<ExtraService[]>('/extra-services/allNoPagination', {
        signal,
        query: { active: true },
        silent: true,
      }),
    staleTime: 5 * 60_000,
  });
}

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

/** GET /agents-bookings/one-by-agent/{id}: the booking the confirmation shows. */
export function agentBookingQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...agentBookingsKey, 'one', id],
    queryFn: ({ signal }) =>
      api.get<AgentBooking>(`/agents-bookings/one-by-agent/${id}`, { signal, silent: true }),
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

/** GET /agents-bookings/download-ticket/{id}: the PDF ticket, saved as MS-….pdf unless the server names it. */
export function downloadTicket(booking: Pick<AgentBooking, 'id' | 'reference'>): Promise<void> {
  return downloadFile(`/agents-bookings/download-ticket/${booking.id}`, {
    fileName: `${booking.reference}.pdf`,
  });
}
