import type {
  AgentOption,
  CreateAgentBody,
  EditAgentByAdminBody,
  ListAgentsQuery,
} from '@masar/contract/agents';
import type { Agent } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { updateSessionUser } from '../../../shared/auth/auth-store';

// The one web client of the `agents` API module: the admins' agents screens and the agent's own profile.

/** The admin list's query (listAgentsQuery): page, filters, sort. */
export type AgentsParams = ListAgentsQuery;

/** Every query of the admin's agents screens starts with this key; mutations invalidate it. */
export const agentsKey = ['agents'] as const;

/** GET /agents/listAgents (a page). Silent: the page shows its loading, error and "no access" states. */
export function agentsQueryOptions(params: AgentsParams) {
  return queryOptions({
    queryKey: [...agentsKey, 'list', params],
    queryFn: ({ signal }) =>
      api.get<Paginated<Agent>>('/agents/listAgents', {
        signal,
        silent: true,
        query: { ...params, search: params.search || undefined },
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /agents/one/{id} */
export function agentQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...agentsKey, 'detail', id],
    queryFn: ({ signal }) => api.get<Agent>(`/agents/one/${id}`, { signal, silent: true }),
  });
}

/** GET /agents/listAllAgents: every agent as a picker choice (the agents' bookings filter; needs ViewAgents). */
export function agentOptionsQueryOptions() {
  return queryOptions({
    queryKey: [...agentsKey, 'options'],
    queryFn: ({ signal }) => api.get<AgentOption[]>('/agents/listAllAgents', { signal, silent: true }),
    staleTime: 60_000,
  });
}

/** POST /agents/create. Silent: the form shows the server's messages per field. */
export function useCreateAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateAgentBody) => api.post<Agent>('/agents/create', body, { silent: true }),
    onSuccess: () => client.invalidateQueries({ queryKey: agentsKey }),
  });
}

/** PATCH /agents/editByAdmin/{id} with only the changed fields (never the balance). */
export function useEditAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: EditAgentByAdminBody }) =>
      api.patch<Agent>(`/agents/editByAdmin/${id}`, body, { silent: true }),
    onSuccess: (agent) => {
      client.setQueryData(agentQueryOptions(agent.id).queryKey, agent);
      return client.invalidateQueries({ queryKey: [...agentsKey, 'list'] });
    },
  });
}

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
