import type { AgentOption } from '@masar/contract/agents';
import type { Agent } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import type {
  AgentBalance,
  ExportAllTransactionsQuery,
  ListAgentBalancesQuery,
  ListAgentTransactionsQuery,
  ListAllTransactionsQuery,
  LowBalanceAgent,
  Transaction,
  transactionSortFields,
  UpdateBalanceBody,
  UpdateCreditBody,
} from '@masar/contract/transactions';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';
import { agentsKey } from '../../agents/api/agents';

// The one web client of the `transactions` API module: the agent's wallet (findAllByAgent) and the
// admins' payments screen (findAllByAdmin, agents, balances, export-by-admin, update-balance).

export type TransactionSortField = (typeof transactionSortFields)[number];

/** The agent's ledger query (listAgentTransactionsQuery): page, filters, sort. */
export type TransactionsParams = ListAgentTransactionsQuery;

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

/** The payments list's filters, as the API takes them (exportAllTransactionsQuery without `lang`). */
export type PaymentFilters = Omit<ExportAllTransactionsQuery, 'lang'>;

/** The payments list's query (listAllTransactionsQuery): page, filters, sort. */
export type PaymentsParams = ListAllTransactionsQuery;

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

/**
 * The wallet entries of one agent booking (its drawer): GET /transactions/findAllByAdmin for its agent,
 * searched by its reference (the ledger search matches booking references), then kept to this booking's id —
 * a reference search could also match a note that quotes it. A booking has at most two entries (DESIGN §5).
 * Under paymentsKey, so a refund reloads it.
 */
export function bookingLedgerQueryOptions(booking: { id: string; agentId: string; reference: string }) {
  return queryOptions({
    queryKey: [...paymentsKey, 'booking', booking.id],
    queryFn: async ({ signal }) => {
      const page = await api.get<Paginated<Transaction>>('/transactions/findAllByAdmin', {
        signal,
        silent: true,
        query: { agentId: booking.agentId, search: booking.reference, limit: 100, sort: 'createdAt' },
      });
      return page.items.filter((entry) => entry.booking?.id === booking.id);
    },
  });
}

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

/**
 * PATCH /transactions/credit/{agentId}: the credit limit and low-balance alert (decision 0011). Silent: the
 * dialog shows the server's messages per field. The agent and the balances are read again afterwards.
 */
export function useUpdateCredit(agentId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCreditBody) =>
      api.patch<Agent>(`/transactions/credit/${agentId}`, body, { silent: true }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: paymentsKey }),
        client.invalidateQueries({ queryKey: agentsKey }),
        client.invalidateQueries({ queryKey: ['dashboard'] }),
      ]),
  });
}

/** GET /transactions/low-balances: agents below their low-balance alert (the admin home; ViewReports). */
export function lowBalancesQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'low-balances'],
    queryFn: ({ signal }) =>
      api.get<LowBalanceAgent[]>('/transactions/low-balances', { signal, silent: true }),
  });
}
