import type { Area } from '@masar/contract/areas';
import type { Car } from '@masar/contract/cars';
import type { Location } from '@masar/contract/locations';
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

/** Pickers of this screen (same keys as the owning features, so their saves refresh these too). */
export function areaOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['areas', 'all'],
    queryFn: ({ signal }) => api.get<Area[]>('/area/allNoPagination', { signal }),
  });
}

export function carOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['cars', 'all'],
    queryFn: ({ signal }) => api.get<Car[]>('/car/allNoPagination', { signal }),
  });
}

export function locationOptionsQueryOptions(areaId: string) {
  return queryOptions({
    queryKey: ['locations', 'all', { areaId }],
    queryFn: ({ signal }) => api.get<Location[]>('/location/allNoPagination', { signal, query: { areaId } }),
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
