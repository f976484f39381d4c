import { mailKinds, mailStatuses } from '@masar/contract/constants';
import { parseChoiceFilter } from '../../../shared/ui/list-sort';
import type { ListState } from '../../../shared/ui/list-view';
import type { OutboxParams } from '../api/mail';

export const outboxFilters = ['status', 'kind'] as const;
export type OutboxFilter = (typeof outboxFilters)[number];
export const outboxSortFields = ['createdAt'] as const;
export type OutboxSortField = (typeof outboxSortFields)[number];

/** The outbox request from the list's URL state: an unknown status or kind means "all". */
export function outboxParamsOf(
  list: Pick<ListState<OutboxFilter, OutboxSortField>, 'page' | 'limit' | 'search' | 'sort' | 'filters'>,
): OutboxParams {
  return {
    page: list.page,
    limit: list.limit,
    search: list.search,
    sort: list.sort,
    status: parseChoiceFilter(list.filters.status, mailStatuses),
    kind: parseChoiceFilter(list.filters.kind, mailKinds),
  };
}
