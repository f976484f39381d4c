import type { Car, ListCarsQuery } from '@masar/contract/cars';
import type { Paginated } from '@masar/contract/common';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** The list's query (listCarsQuery): page, filters, sort. */
export type CarsParams = ListCarsQuery;

export const carsKey = ['cars'] as const;

/** GET /car/allNoPagination: every car, for pickers (the taxi services screen). */
export function allCarsQueryOptions() {
  return queryOptions({
    queryKey: [...carsKey, 'all'],
    queryFn: ({ signal }) => api.get<Car[]>('/car/allNoPagination', { signal }),
  });
}

/** GET /car/all (a page). */
export function carsQueryOptions(params: CarsParams) {
  return queryOptions({
    queryKey: [...carsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<Car>>('/car/all', {
        signal,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /car/one/{id}. */
export function carQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...carsKey, 'one', id],
    queryFn: ({ signal }) => api.get<Car>(`/car/one/${id}`, { signal, silent: true }),
    retry: false,
  });
}

/** POST /car or PATCH /car/{id}, multipart (see car-form-data.ts). Silent: the form shows the messages. */
export function useSaveCar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, form }: { id?: string; form: FormData }) =>
      id
        ? api.patch<Car>(`/car/${id}`, form, { silent: true })
        : api.post<Car>('/car', form, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: carsKey }),
  });
}

export function useDeleteCar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/car/${id}`),
    onSuccess: () => client.invalidateQueries({ queryKey: carsKey }),
  });
}
