import type { Paginated } from '@masar/contract/common';
import type {
  ListTopUpRequestsQuery,
  RejectTopUpRequestBody,
  TopUpRequest,
  TopUpSettings,
} from '@masar/contract/top-up-requests';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';
import { agentProfileKey } from '../../agents/api/agents';
import { paymentsKey } from '../../transactions/api/transactions';

// The one web client of the `top-up-requests` API module (issue #19): the agent's requests page and the
// admins' queue.

export type TopUpRequestsParams = ListTopUpRequestsQuery;

/** Every query of top-up requests starts with this key (live decisions invalidate it too). */
export const topUpRequestsKey = ['top-up-requests'] as const;

/** GET /top-up-requests/mine (a page). Silent: the page shows its own states. */
export function myTopUpRequestsQueryOptions(params: TopUpRequestsParams) {
  return queryOptions({
    queryKey: [...topUpRequestsKey, 'mine', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<TopUpRequest>>('/top-up-requests/mine', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /top-up-requests (a page): every agent's requests, the back office queue (ManagePayments). */
export function topUpQueueQueryOptions(params: TopUpRequestsParams) {
  return queryOptions({
    queryKey: [...topUpRequestsKey, 'queue', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<TopUpRequest>>('/top-up-requests', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /top-up-requests/settings: the largest amount one request may ask for. */
export function topUpSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...topUpRequestsKey, 'settings'],
    queryFn: ({ signal }) => api.get<TopUpSettings>('/top-up-requests/settings', { signal, silent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /top-up-requests (multipart: amount, bankReference, optional receipt). Silent: the form shows the messages. */
export function useCreateTopUpRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.post<TopUpRequest>('/top-up-requests', form, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: topUpRequestsKey }),
  });
}

/** POST /top-up-requests/{id}/approve: the TopUp is written once; the ledgers and balances reload. */
export function useApproveTopUpRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api.post<TopUpRequest>(`/top-up-requests/${id}/approve`, undefined, { silent: true }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: topUpRequestsKey }),
        client.invalidateQueries({ queryKey: paymentsKey }),
        client.invalidateQueries({ queryKey: agentProfileKey }),
      ]),
  });
}

/** POST /top-up-requests/{id}/reject with the reason. */
export function useRejectTopUpRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RejectTopUpRequestBody }) =>
      api.post<TopUpRequest>(`/top-up-requests/${id}/reject`, body, { silent: true }),
    onSettled: () => client.invalidateQueries({ queryKey: topUpRequestsKey }),
  });
}

/** GET /top-up-requests/{id}/receipt, saved as a file (a link could not send the bearer token). */
export function downloadReceipt(request: Pick<TopUpRequest, 'id' | 'bankReference' | 'receiptMime'>) {
  const extension = request.receiptMime === 'application/pdf' ? 'pdf' : request.receiptMime?.split('/')[1];
  return downloadFile(`/top-up-requests/${request.id}/receipt`, {
    fileName: `receipt-${request.bankReference}.${extension ?? 'bin'}`,
  });
}
