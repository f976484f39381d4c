import type { Statement, StatementQuery } from '@masar/contract/statements';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';
import { downloadFile } from '../../../shared/api/download';

// The one web client of the `statements` API module: an agent's statement of account on screen, as a PDF
// and as .xlsx (the agent's own; any agent's for admins with ViewPayments).

/** The period as the API takes it: a month, or from–to days. */
export type StatementPeriod = Pick<StatementQuery, 'month' | 'from' | 'to'>;

/** Every statement query starts with this key; a balance change anywhere may invalidate it. */
export const statementsKey = ['statements'] as const;

/** GET /statements/{agentId}. Silent: the page shows its own loading, error and no-access states. */
export function statementQueryOptions(agentId: string, period: StatementPeriod) {
  return queryOptions({
    queryKey: [...statementsKey, agentId, period],
    queryFn: ({ signal }) =>
      api.get<Statement>(`/statements/${agentId}`, { signal, silent: true, query: { ...period } }),
  });
}

/** GET /statements/{agentId}/pdf or /xlsx: the same statement as a file, words in `lang`. */
export function downloadStatement(
  agentId: string,
  period: StatementPeriod,
  format: 'pdf' | 'xlsx',
  lang: 'ar' | 'en',
) {
  return downloadFile(`/statements/${agentId}/${format}`, {
    query: { ...period, lang },
    fileName: `statement.${format}`,
  });
}
