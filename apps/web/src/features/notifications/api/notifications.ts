import type { AgentOption } from '@masar/contract/agents';
import type { SendNotificationBody, SendNotificationResponse } from '@masar/contract/notifications';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export const notificationsKey = ['notifications'] as const;

/** GET /firebase/agent-options: the send screen's agent picker (needs EditAgents). */
export function notificationAgentsQueryOptions() {
  return queryOptions({
    queryKey: [...notificationsKey, 'agents'],
    queryFn: ({ signal }) => api.get<AgentOption[]>('/firebase/agent-options', { signal }),
    staleTime: 5 * 60_000,
  });
}

/** POST /firebase/send. Errors are shown by the form (per field), not as toasts. */
export function useSendNotification() {
  return useMutation({
    mutationFn: (body: SendNotificationBody) =>
      api.post<SendNotificationResponse>('/firebase/send', body, { silent: true }),
  });
}
