import type { Paginated } from '@masar/contract/common';
import type { ListOutboxQuery, MailSettings, OutboxMessage, OutboxMessageDetail } from '@masar/contract/mail';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/** The one web client of /mail/* (issue #20, decision 0010): the admins' outbox screen (EditAdmins). */

/** The outbox list's query (listOutboxQuery): page, search, status and kind filters, sort. */
export type OutboxParams = ListOutboxQuery;

const mailKey = ['mail'] as const;

/** GET /mail/outbox: a page of messages, newest first. Silent: the page shows its own states. */
export function outboxQueryOptions(params: OutboxParams) {
  return queryOptions({
    queryKey: [...mailKey, 'outbox', 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<OutboxMessage>>('/mail/outbox', { signal, silent: true, query: { ...params } }),
    placeholderData: keepPreviousData,
  });
}

/** GET /mail/outbox/:id: one message as it was (or would be) sent, HTML and plain text. */
export function outboxMessageQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...mailKey, 'outbox', 'one', id],
    queryFn: ({ signal }) => api.get<OutboxMessageDetail>(`/mail/outbox/${id}`, { signal, silent: true }),
    retry: false,
  });
}

/** GET /mail/settings: whether mail leaves through SMTP or is kept in the outbox. */
export function mailSettingsQueryOptions() {
  return queryOptions({
    queryKey: [...mailKey, 'settings'],
    queryFn: ({ signal }) => api.get<MailSettings>('/mail/settings', { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

/** POST /mail/outbox/:id/resend: the message goes out again (Pending, attempts from zero). Errors are toasted. */
export function useResendMessage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.post<unknown>(`/mail/outbox/${id}/resend`),
    onSettled: () => client.invalidateQueries({ queryKey: [...mailKey, 'outbox'] }),
  });
}
