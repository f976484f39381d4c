import type { AgentOption } from '@masar/contract/agents';
import { isolate } from './bidi';

/**
 * An agent in a picker (notifications, payments, bookings filters): name, company and e-mail, so two agents
 * with the same name are told apart (the e-mail is unique). Each piece is isolated for bidi, since a select's
 * option is plain text where an Arabic name and a Latin e-mail would otherwise reorder.
 */
export function agentOptionLabel(agent: Pick<AgentOption, 'name' | 'companyName' | 'email'>): string {
  return [agent.name, agent.companyName, agent.email]
    .filter((piece): piece is string => Boolean(piece))
    .map(isolate)
    .join(' · ');
}
