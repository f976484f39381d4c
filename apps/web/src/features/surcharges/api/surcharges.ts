import type { Paginated } from '@masar/contract/common';
import type {
  ListSurchargesQuery,
  SaveSurchargeBody,
  Surcharge,
  SurchargeCalendar,
} from '@masar/contract/surcharges';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type SurchargesParams = ListSurchargesQuery;

export const surchargesKey = ['surcharges'] as const;

/** GET /surcharges (a page). */
export function surchargesQueryOptions(params: SurchargesParams) {
  return queryOptions({
    queryKey: [...surchargesKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<Surcharge>>('/surcharges', {
        signal,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /surcharges or PUT /surcharges/:id (the whole rule). Silent: the form shows the messages per field. */
export function useSaveSurcharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: SaveSurchargeBody }) =>
      id
        ? api.put<Surcharge>(`/surcharges/${id}`, body, { silent: true })
        : api.post<Surcharge>('/surcharges', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: surchargesKey }),
  });
}

export function useDeleteSurcharge() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/surcharges/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: surchargesKey }),
  });
}

/** GET /surcharges/calendar?month=YYYY-MM: each day of the month with the rules that hold on it. */
export function surchargeCalendarQueryOptions(month: string) {
  return queryOptions({
    queryKey: [...surchargesKey, 'calendar', month],
    queryFn: ({ signal }) => api.get<SurchargeCalendar>('/surcharges/calendar', { signal, query: { month } }),
    placeholderData: keepPreviousData,
  });
}
