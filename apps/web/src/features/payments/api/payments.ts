import type { AgentOption } from '@masar/contract/agents';
import type { Paginated } from '@masar/contract/common';
import type {
  AgentBalance,
  ExportAllTransactionsQuery,
  ListAgentBalancesQuery,
  Transaction,
  TransactionDirection,
  TransactionType,
  UpdateBalanceBody,
} from '@masar/contract/transactions';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';
import { agentsKey } from '../../agents/api/agents';

export type PaymentSortField = 'createdAt' | 'amount';
export const paymentSortFields: readonly PaymentSortField[] = ['createdAt', 'amount'];

/** The payments list's filters, as the API takes them (listAllTransactionsQuery / exportAllTransactionsQuery). */
export interface PaymentFilters {
  agentId?: string;
  search?: string;
  type?: TransactionType;
  direction?: TransactionDirection;
  /** Business-time-zone days (YYYY-MM-DD), inclusive. */
  from?: string;
  to?: string;
  sort: PaymentSortField | `-${PaymentSortField}`;
}

export interface PaymentsParams extends PaymentFilters {
  page: number;
  limit: number;
}

/** Every query of the admins' ledger starts with this key; a balance change invalidates it. */
export const paymentsKey = ['payments'] as const;

/** GET /transactions/findAllByAdmin (a page). Silent: the table shows its own loading, error and no-access states. */
export function paymentsQueryOptions(params: PaymentsParams) {
  return queryOptions({
    queryKey: [...paymentsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<Transaction>>('/transactions/findAllByAdmin', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /transactions/agents: the agent filter's choices (needs only ViewPayments). */
export function paymentAgentsQueryOptions() {
  return queryOptions({
    queryKey: [...paymentsKey, 'agents'],
    queryFn: ({ signal }) => api.get<AgentOption[]>('/transactions/agents', { signal, silent: true }),
    staleTime: 60_000,
  });
}

export type AgentBalanceSortField = 'name' | 'balance';
export const agentBalanceSortFields: readonly AgentBalanceSortField[] = ['name', 'balance'];

/** GET /transactions/balances (a page): every agent's wallet. Under paymentsKey, so a balance change reloads it. */
export function agentBalancesQueryOptions(params: ListAgentBalancesQuery) {
  return queryOptions({
    queryKey: [...paymentsKey, 'balances', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<AgentBalance>>('/transactions/balances', {
        signal,
        silent: true,
        query: { ...params },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /transactions/export-by-admin: the same filtered list as .xlsx, headers in `lang`. */
export function exportPayments(filters: PaymentFilters, lang: ExportAllTransactionsQuery['lang']) {
  return downloadFile('/transactions/export-by-admin', {
    query: { ...filters, search: filters.search || undefined, lang },
    fileName: 'transactions.xlsx',
  });
}

/**
 * POST /transactions/update-balance/{agentId}. Silent: the dialog shows "balance too low" itself. The
 * ledger and the agent (its balance) are read again afterwards.
 */
export function useUpdateBalance(agentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBalanceBody) =>
      api.post<Transaction>(`/transactions/update-balance/${agentId}`, body, { silent: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentsKey }),
        client.invalidateQueries({ queryKey: agentsKey }),
      ]),
  });
}
