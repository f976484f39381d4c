import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { AgentOption } from '@masar/contract/agents';
import type { Paginated } from '@masar/contract/common';
import type { ExtraService } from '@masar/contract/extra-services';
import type { Location } from '@masar/contract/locations';
import type { Transaction } from '@masar/contract/transactions';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { adminBookingsKey, bookingFlowKey } from './agent-bookings';

/**
 * Reads of other API modules that the bookings screens need with their own settings (active only, silent,
 * cached per screen). Not /agents-bookings endpoints: their own clients live in the locations,
 * extra-services, agents and payments features, which may replace these in time.
 */

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

/** GET /agents/listAllAgents: the admin list's agent picker (needs ViewAgents). */
export function agentOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...adminBookingsKey, 'agent-options'],
    queryFn: ({ signal }) => api.get<AgentOption[]>('/agents/listAllAgents', { signal, silent: true }),
    staleTime: 60_000,
  });
}
