import type { User } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import type { ListUsersQuery, UpdateUserBody } from '@masar/contract/customers';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { updateSessionUser } from '../../../shared/auth/auth-store';

/**
 * The one web client of /Users/*: the admins' customers screen and the signed-in customer's own account.
 * A customer's bookings are in customer-bookings' client.
 */

/** A field the customers list sorts by (the contract's `sort` values without the leading `-`). */
export type CustomerSortField = Exclude<ListUsersQuery['sort'], `-${string}`>;
/** The same fields at run time. The contract does not export its list; `satisfies` checks each one. */
export const customerSortFields = [
  'name',
  'email',
  'createdAt',
] as const satisfies readonly CustomerSortField[];

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

const profileKey = ['customer-profile'] as const;

/** GET /Users/currentUserData: the signed-in customer. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: profileKey,
    queryFn: ({ signal }) => api.get<User>('/Users/currentUserData', { signal }),
  });
}

/** PATCH /Users: own name and phone; the header's name follows. Silent: the form shows the messages. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => api.patch<User>('/Users', body, { silent: true }),
    onSuccess: (user) => {
      client.setQueryData(profileKey, user);
      updateSessionUser(user);
    },
  });
}
