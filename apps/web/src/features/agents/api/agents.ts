import type { CreateAgentBody, EditAgentByAdminBody } from '@masar/contract/agents';
import type { Agent } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

export type AgentSortField = 'name' | 'email' | 'companyName' | 'createdAt';
export const agentSortFields: readonly AgentSortField[] = ['name', 'email', 'companyName', 'createdAt'];

export interface AgentsParams {
  page: number;
  limit: number;
  search?: string;
  active?: boolean;
  sort: AgentSortField | `-${AgentSortField}`;
}

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
