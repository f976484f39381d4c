import type { AdminAction, ListAdminActionsQuery } from '@masar/contract/admin-actions';
import type { Paginated } from '@masar/contract/common';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** The log's query (listAdminActionsQuery): page and filters. */
export type AdminActionsParams = ListAdminActionsQuery;

export const adminActionsKey = ['admin-actions'] as const;

/** GET /admin-actions (a page, newest first). Silent: the page shows its own loading, error and no-access states. */
export function adminActionsQueryOptions(params: AdminActionsParams) {
  return queryOptions({
    queryKey: [...adminActionsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<AdminAction>>('/admin-actions', { signal, silent: true, query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin-actions/admins: the admin filter's choices. */
export function actionAdminsQueryOptions() {
  return queryOptions({
    queryKey: [...adminActionsKey, 'admins'],
    queryFn: ({ signal }) =>
      api.get<{ id: string; name: string }[]>('/admin-actions/admins', { signal, silent: true }),
    staleTime: 60_000,
  });
}
