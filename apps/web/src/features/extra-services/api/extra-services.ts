import type { Paginated } from '@masar/contract/common';
import type {
  CreateExtraServiceBody,
  ExtraService,
  ListExtraServicesQuery,
  UpdateExtraServiceBody,
} from '@masar/contract/extra-services';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** The list's query (listExtraServicesQuery): page, filters, sort. */
export type ExtraServicesParams = ListExtraServicesQuery;

export const extraServicesKey = ['extra-services'] as const;

/** GET /extra-services (a page). */
export function extraServicesQueryOptions(params: ExtraServicesParams) {
  return queryOptions({
    queryKey: [...extraServicesKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<ExtraService>>('/extra-services', {
        signal,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** Form mutations are silent: the form shows the server's messages per field. */
export function useSaveExtraService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateExtraServiceBody | UpdateExtraServiceBody }) =>
      id
        ? api.patch<ExtraService>(`/extra-services/${id}`, body, { silent: true })
        : api.post<ExtraService>('/extra-services', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: extraServicesKey }),
  });
}

export function useDeleteExtraService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/extra-services/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: extraServicesKey }),
  });
}
