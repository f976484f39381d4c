import type { CreateAdminBody, ListAdminsQuery, UpdateAdminBody } from '@masar/contract/admins';
import type { Admin } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { updateSessionUser } from '../../../shared/auth/auth-store';

/** The list's query (listAdminsQuery): page, filters, sort. */
export type AdminsParams = ListAdminsQuery;

/** Every admins query starts with this key; mutations invalidate it. */
export const adminsKey = ['admins'] as const;

/**
 * GET /admin/listAdmins (a page). Silent like every read of this feature: the page shows the loading, error
 * and "no access" states itself.
 */
export function adminsQueryOptions(params: AdminsParams) {
  return queryOptions({
    queryKey: [...adminsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<Admin>>('/admin/listAdmins', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/getAdminById?id= */
export function adminQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...adminsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<Admin>('/admin/getAdminById', { signal, silent: true, query: { id } }),
  });
}

/** POST /admin/createAdmin. Silent: the form shows the server's messages per field. */
export function useCreateAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAdminBody) => api.post<Admin>('/admin/createAdmin', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminsKey }),
  });
}

/** PATCH /admin/updateAdmin?id= with only the changed fields. Editing oneself refreshes the session user. */
export function useUpdateAdmin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAdminBody }) =>
      api.patch<Admin>('/admin/updateAdmin', body, { silent: true, query: { id } }),
    onSuccess: (admin) => {
      client.setQueryData(adminQueryOptions(admin.id).queryKey, admin);
      updateSessionUser(admin);
      return client.invalidateQueries({ queryKey: [...adminsKey, 'list'] });
    },
  });
}
