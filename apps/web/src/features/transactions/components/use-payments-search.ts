import { transactionSortFields } from '@masar/contract/transactions';
import { parseIdFilter, parsePageSize, parseSort } from '../../../shared/ui/list-sort';
import { useListSearchParams } from '../../../shared/ui/use-list-search-params';
import { ledgerUrlKeys, parseLedgerUrlFilters } from '../../wallet-core/ledger-url';
import type { PaymentsParams, TransactionSortField } from '../api/transactions';

const urlKeys = ['agentId', ...ledgerUrlKeys, 'sort', 'limit'] as const;
type PaymentsUrlKey = (typeof urlKeys)[number];

/**
 * The payments list's query from the raw URL values; anything unknown or malformed means "all", so an old
 * or hand-edited link still shows a list. A backwards date range keeps its start and drops its end.
 */
export function parsePaymentsUrl(
  page: number,
  search: string,
  values: Partial<Record<PaymentsUrlKey, string>>,
  after?: string,
) {
  const { chosen, rangeInvalid, dates } = parseLedgerUrlFilters(values);
  const params: PaymentsParams = {
    page,
    after: parseIdFilter(after),
    limit: parsePageSize(values.limit),
    search: search || undefined,
    agentId: parseIdFilter(values.agentId),
    ...chosen,
    sort: parseSort<TransactionSortField>(values.sort, transactionSortFields, '-createdAt'),
  };
  const filtered = Boolean(
    params.search || params.agentId || params.type || params.direction || params.from || params.to,
  );
  return { params, filtered, rangeInvalid, dates };
}

/** The payments list's page, filters and sort, all kept in the URL (DESIGN §6). */
export function usePaymentsSearch() {
  const { page, after, search, filters, update } = useListSearchParams(urlKeys);
  return { ...parsePaymentsUrl(page, search, filters, after), search, update };
}
export type PaymentsSearch = ReturnType<typeof usePaymentsSearch>;
