import type { User } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import type { CustomerBooking } from '@masar/contract/customer-bookings';
import type { ListUsersQuery } from '@masar/contract/customers';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type CustomerSortField = 'name' | 'email' | 'createdAt';
export const customerSortFields: readonly CustomerSortField[] = ['name', 'email', 'createdAt'];

const customersKey = ['admin-customers'] as const;

/** GET /Users/list (ViewCustomers): a page of customers. Silent: the page shows its own states. */
export function customersQueryOptions(params: ListUsersQuery) {
  return queryOptions({
    queryKey: [...customersKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<User>>('/Users/list', { signal, silent: true, query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /Users/one/{id}: the drawer's customer (also after a reload with ?id=). */
export function customerQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...customersKey, 'one', id],
    queryFn: ({ signal }) => api.get<User>(`/Users/one/${id}`, { signal, silent: true }),
    retry: false,
  });
}

/** The customer's latest bookings: GET /bookings/admin/all-bookings for them (needs ViewOrders). */
export const LATEST_BOOKINGS = 5;
export function customerBookingsQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...customersKey, 'bookings', userId],
    queryFn: ({ signal }) =>
      api.get<Paginated<CustomerBooking>>('/bookings/admin/all-bookings', {
        signal,
        silent: true,
        query: { userId, limit: LATEST_BOOKINGS, sort: '-createdAt' },
      }),
  });
}
