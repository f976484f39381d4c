import type { Paginated } from '@masar/contract/common';
import type { Transaction, TransactionDirection, TransactionType } from '@masar/contract/transactions';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type TransactionSortField = 'createdAt' | 'amount';
export const transactionSortFields: readonly TransactionSortField[] = ['createdAt', 'amount'];

export interface TransactionsParams {
  page: number;
  limit: number;
  search?: string;
  type?: TransactionType;
  direction?: TransactionDirection;
  /** Business-time-zone days (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
  sort: TransactionSortField | `-${TransactionSortField}`;
}

/** Every query of the agent's wallet ledger starts with this key; bookings and cancels invalidate it. */
export const transactionsKey = ['transactions'] as const;

/** GET /transactions/findAllByAgent (a page). Silent: the page shows its own loading and error states. */
export function transactionsQueryOptions(params: TransactionsParams) {
  return queryOptions({
    queryKey: [...transactionsKey, 'agent', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<Transaction>>('/transactions/findAllByAgent', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}
