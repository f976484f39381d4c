import type { Paginated } from '@masar/contract/common';
import type {
  CreateLocationBody,
  ListAllLocationsQuery,
  ListLocationsQuery,
  Location,
  UpdateLocationBody,
} from '@masar/contract/locations';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** The list's query (listLocationsQuery): page, filters, sort. */
export type LocationsParams = ListLocationsQuery;

export const locationsKey = ['locations'] as const;

/** GET /location (a page). */
export function locationsQueryOptions(params: LocationsParams) {
  return queryOptions({
    queryKey: [...locationsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<Location>>('/location', {
        signal,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /location/allNoPagination: every location matching the filters, by English name, for pickers. */
export function allLocationsQueryOptions(query: ListAllLocationsQuery) {
  return queryOptions({
    queryKey: [...locationsKey, 'all', query],
    queryFn: ({ signal }) => api.get<Location[]>('/location/allNoPagination', { signal, query }),
  });
}

/** GET /location/{id}. */
export function locationQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...locationsKey, 'one', id],
    queryFn: ({ signal }) => api.get<Location>(`/location/${id}`, { signal, silent: true }),
    retry: false,
  });
}

export function useSaveLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateLocationBody | UpdateLocationBody }) =>
      id
        ? api.patch<Location>(`/location/${id}`, body, { silent: true })
        : api.post<Location>('/location', body, { silent: true }),
    onSuccess: (location) => {
      client.setQueryData(locationQueryOptions(location.id).queryKey, location);
      return client.invalidateQueries({ queryKey: locationsKey });
    },
  });
}

export function useDeleteLocation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/location/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: locationsKey }),
  });
}
