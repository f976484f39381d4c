import type {
  AddDistancePairBody,
  DistancePair,
  DistancePricing,
  DistanceTariff,
  SaveDistanceTariffBody,
} from '@masar/contract/distance-pricing';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export const distancePricingKey = ['distance-pricing'] as const;

/** GET /distance-pricing: the switch, every car's tariff and the allowed pairs (decision 0015). */
export function distancePricingQueryOptions() {
  return queryOptions({
    queryKey: distancePricingKey,
    queryFn: ({ signal }) => api.get<DistancePricing>('/distance-pricing', { signal }),
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: distancePricingKey });
}

/** PUT /distance-pricing/global */
export function useSetDistanceGlobal() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (global: boolean) => api.put<DistancePricing>('/distance-pricing/global', { global }),
    onSuccess: invalidate,
  });
}

/** PUT /distance-pricing/tariffs/:carId. Silent: the form shows the messages per field. */
export function useSaveDistanceTariff() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: ({ carId, body }: { carId: string; body: SaveDistanceTariffBody }) =>
      api.put<DistanceTariff>(`/distance-pricing/tariffs/${carId}`, body, { silent: true }),
    onSuccess: invalidate,
  });
}

/** POST /distance-pricing/pairs. Silent: the form shows the messages. */
export function useAddDistancePair() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (body: AddDistancePairBody) =>
      api.post<DistancePair>('/distance-pricing/pairs', body, { silent: true }),
    onSuccess: invalidate,
  });
}

/** DELETE /distance-pricing/pairs/:id */
export function useRemoveDistancePair() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/distance-pricing/pairs/${id}`),
    onSuccess: invalidate,
  });
}
