import { PDF_MIME } from '@masar/contract/agent-bookings';
import { idParams } from '@masar/contract/common';
import { message } from '@masar/contract/messages';
import {
  type Statement,
  type StatementPeriod,
  statementQuery,
  statementSchema,
} from '@masar/contract/statements';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { exportLanguage, type PeriodFile, periodFileName, sendXlsx } from '../../lib/xlsx-download';
import { principalOf, requireRole } from '../../plugins/auth';
import { statementRows, writeStatementXlsx } from './statement-export';
import { renderStatementPdf } from './statement-pdf';
import { agentStatement } from './statements.service';

const tags = ['statements'];
const security = [{ bearer: [] }];

/**
 * Statements of account (issue #19) at `/statements/{agentId}`: an agent reads their own (another agent's id
 * is a 404, like an unknown one), an admin with ViewPayments any agent's. Each as JSON for the screen, a
 * bilingual PDF and an .xlsx.
 */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const canView = requireRole(['Agent', 'Admin'], { permission: 'ViewPayments' });
  const { timeZone } = app.config;

  const file = (statement: Statement): PeriodFile => ({ name: 'statement', period: statement });

  async function sendPdf(
    request: FastifyRequest,
    reply: FastifyReply,
    statement: Statement,
    lang?: 'ar' | 'en',
  ) {
    const pdf = await renderStatementPdf(statement, { lang: exportLanguage(request, lang) });
    return reply
      .type(PDF_MIME)
      .header('content-disposition', `attachment; filename="${periodFileName(file(statement))}.pdf"`)
      .header('cache-control', 'private, no-store')
      .send(pdf);
  }

  function sendStatementXlsx(
    request: FastifyRequest,
    reply: FastifyReply,
    statement: Statement,
    lang?: 'ar' | 'en',
  ) {
    const language = exportLanguage(request, lang);
    const rows = statementRows(statement, language);
    async function* all() {
      yield* rows;
    }
    return sendXlsx(request, reply, file(statement), all(), (output, ready) =>
      writeStatementXlsx(output, ready, statement, language),
    );
  }

  const schema = (summary: string) => ({
    tags,
    security,
    summary: `An agent’s statement of account for a month (\`month\`) or days (\`from\`, \`to\`), ${summary}`,
    params: idParams,
    querystring: statementQuery,
  });

  /** The statement the caller may read: an agent only their own (any other id is not found). */
  function statementFor(request: FastifyRequest, agentId: string, period: StatementPeriod) {
    const principal = principalOf(request);
    if (principal.role === 'Agent' && principal.id !== agentId) throw notFound(message('agentNotFound'));
    return agentStatement(app.db, timeZone, agentId, period);
  }

  app.get(
    '/statements/:id',
    {
      preHandler: canView,
      schema: { ...schema('for the screen'), response: { 200: statementSchema } },
    },
    async (request) => statementFor(request, request.params.id, request.query),
  );

  app.get(
    '/statements/:id/pdf',
    { preHandler: canView, schema: schema('as a bilingual PDF') },
    async (request, reply) =>
      sendPdf(
        request,
        reply,
        await statementFor(request, request.params.id, request.query),
        request.query.lang,
      ),
  );

  app.get(
    '/statements/:id/xlsx',
    { preHandler: canView, schema: schema('as .xlsx, words in `lang`') },
    async (request, reply) =>
      sendStatementXlsx(
        request,
        reply,
        await statementFor(request, request.params.id, request.query),
        request.query.lang,
      ),
  );
};
