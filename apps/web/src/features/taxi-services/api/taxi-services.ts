import type { CancellationPolicy, SaveCancellationPolicyBody } from '@masar/contract/cancellation-policy';
import type {
  CreateTaxiServiceBody,
  TaxiService,
  UpdateTaxiServiceBody,
} from '@masar/contract/taxi-services';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export const taxiServicesKey = ['taxi-services'] as const;

/** GET /taxi-service/admin/by-area/{id}: every service of the area, active or not. */
export function areaServicesQueryOptions(areaId: string) {
  return queryOptions({
    queryKey: [...taxiServicesKey, 'admin-by-area', areaId],
    queryFn: ({ signal }) => api.get<TaxiService[]>(`/taxi-service/admin/by-area/${areaId}`, { signal }),
  });
}

/** Silent: the row shows the server's messages under its fields. */
export function useSaveTaxiService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: string; body: CreateTaxiServiceBody | UpdateTaxiServiceBody }) =>
      id
        ? api.patch<TaxiService>(`/taxi-service/${id}`, body, { silent: true })
        : api.post<TaxiService>('/taxi-service', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: taxiServicesKey }),
  });
}

export function useDeleteTaxiService() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/taxi-service/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: taxiServicesKey }),
  });
}

// ——— The cancellation policy (decision 0016), set beside the route prices ——————————————————————————————

export const cancellationPolicyKey = ['cancellation-policy'] as const;

/** GET /cancellation-policy: the global tiers and the routes with their own. */
export function cancellationPolicyQueryOptions() {
  return queryOptions({
    queryKey: cancellationPolicyKey,
    queryFn: ({ signal }) => api.get<CancellationPolicy>('/cancellation-policy', { signal }),
  });
}

/**
 * PUT /cancellation-policy (no `taxiServiceId`) or PUT /cancellation-policy/routes/{id}: the tiers, or null
 * for none. Silent: the dialog shows the server's messages.
 */
export function useSaveCancellationPolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      taxiServiceId,
      body,
    }: {
      taxiServiceId: string | null;
      body: SaveCancellationPolicyBody;
    }) =>
      api.put<CancellationPolicy>(
        taxiServiceId ? `/cancellation-policy/routes/${taxiServiceId}` : '/cancellation-policy',
        body,
        { silent: true },
      ),
    onSuccess: (policy) => client.setQueryData(cancellationPolicyKey, policy),
  });
}
