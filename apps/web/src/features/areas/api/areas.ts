import type { Area, CreateAreaBody, UpdateAreaBody } from '@masar/contract/areas';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { locationsKey } from '../../locations/api/locations';

export const areasKey = ['areas'] as const;

/**
 * GET /area/allNoPagination: every area — the areas map (it shows them all, so overlaps are visible), the
 * locations' and taxi services' area pickers. The one client of this endpoint.
 */
export function allAreasQueryOptions() {
  return queryOptions({
    queryKey: [...areasKey, 'all'],
    queryFn: ({ signal }) => api.get<Area[]>('/area/allNoPagination', { signal }),
  });
}

/** Silent: the side panel shows the server's messages (a crossing outline, a missing name …). */
export function useSaveArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateAreaBody | UpdateAreaBody }) =>
      id
        ? api.patch<Area>(`/area/${id}`, body, { silent: true })
        : api.post<Area>('/area', body, { silent: true }),
    // A changed outline moves locations between areas: their derived area changes too.
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: areasKey }),
        client.invalidateQueries({ queryKey: locationsKey }),
      ]),
  });
}

export function useDeleteArea() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/area/${id}`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: areasKey }),
        client.invalidateQueries({ queryKey: locationsKey }),
      ]),
  });
}
