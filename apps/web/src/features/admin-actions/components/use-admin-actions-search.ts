import { adminActionEntities, adminActionTypes } from '@masar/contract/admin-actions';
import { parseChoiceFilter, parseDayRange, parseIdFilter, parsePageSize } from '../../../shared/ui/list-sort';
import { useListSearchParams } from '../../../shared/ui/use-list-search-params';
import type { AdminActionsParams } from '../api/admin-actions';

const urlKeys = ['adminId', 'action', 'entityType', 'from', 'to', 'limit'] as const;
type AdminActionsUrlKey = (typeof urlKeys)[number];

/**
 * The action log's query from the raw URL values; anything unknown or malformed means "all", so an old
 * or hand-edited link still shows the log. A backwards date range keeps its start and drops its end.
 */
export function parseAdminActionsUrl(
  page: number,
  values: Partial<Record<AdminActionsUrlKey, string>>,
  after?: string,
) {
  const { from, to, rangeInvalid, dates } = parseDayRange(values);
  const params: AdminActionsParams = {
    page,
    after: parseIdFilter(after),
    limit: parsePageSize(values.limit),
    adminId: parseIdFilter(values.adminId),
    action: parseChoiceFilter(values.action, adminActionTypes),
    entityType: parseChoiceFilter(values.entityType, adminActionEntities),
    from,
    to,
  };
  const filtered = Boolean(params.adminId || params.action || params.entityType || params.from || params.to);
  return { params, filtered, rangeInvalid, dates };
}

/** The action log's page and filters, kept in the URL (DESIGN §6). */
export function useAdminActionsSearch() {
  const { page, after, filters, update } = useListSearchParams(urlKeys);
  return { ...parseAdminActionsUrl(page, filters, after), update };
}
export type AdminActionsSearch = ReturnType<typeof useAdminActionsSearch>;
