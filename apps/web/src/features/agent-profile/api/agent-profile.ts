import type { Agent } from '@masar/contract/auth';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { updateSessionUser } from '../../../shared/auth/auth-store';

/** Every query about the signed-in agent's own account starts with this key. */
export const agentProfileKey = ['agent-profile'] as const;

/**
 * GET /agents/currentAgentData: the signed-in agent, with the live wallet balance (header, profile).
 * Silent: the pages show their own loading and error states.
 */
export function currentAgentQueryOptions() {
  return queryOptions({
    queryKey: [...agentProfileKey, 'current'],
    queryFn: ({ signal }) => api.get<Agent>('/agents/currentAgentData', { signal, silent: true }),
  });
}

/**
 * PATCH /agents/editByAgent (multipart/form-data: the text fields of editAgentByAgentFields and an optional
 * avatar). The answer replaces the cached profile and the stored session user (name in the header).
 */
export function useEditOwnProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: FormData) => api.patch<Agent>('/agents/editByAgent', form, { silent: true }),
    onSuccess: (agent) => {
      client.setQueryData(currentAgentQueryOptions().queryKey, agent);
      updateSessionUser(agent);
      return client.invalidateQueries({ queryKey: agentProfileKey });
    },
  });
}
