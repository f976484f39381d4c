import type { CreatePlaceBody, Place, UpdatePlaceBody } from '@masar/contract/places';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** Every query of the signed-in agent's saved places starts with this key. */
export const placesKey = ['places'] as const;

/** GET /places/findAgentAll: the agent's places, newest first, filtered by name or address. */
export function placesQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...placesKey, 'list', { search }],
    queryFn: ({ signal }) =>
      api.get<Place[]>('/places/findAgentAll', { signal, query: { search: search || undefined } }),
  });
}

/** POST /places/createByAgent or PATCH /places/{id}. Silent: the form shows the messages per field. */
export function useSavePlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreatePlaceBody | UpdatePlaceBody }) =>
      id
        ? api.patch<Place>(`/places/${id}`, body, { silent: true })
        : api.post<Place>('/places/createByAgent', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: placesKey }),
  });
}

/** DELETE /places/removeByAgent/{id}; a failure is toasted by the API client. */
export function useDeletePlace() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/places/removeByAgent/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: placesKey }),
  });
}
