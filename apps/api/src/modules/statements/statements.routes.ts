import { PDF_MIME } from '@masar/contract/agent-bookings';
import { idParams } from '@masar/contract/common';
import { type Statement, statementQuery, statementSchema } from '@masar/contract/statements';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportLanguage, sendXlsx } from '../../lib/xlsx-download';
import { principalOf, requireRole } from '../../plugins/auth';
import { statementRows, writeStatementXlsx } from './statement-export';
import { renderStatementPdf } from './statement-pdf';
import { agentStatement } from './statements.service';

const tags = ['statements'];
const security = [{ bearer: [] }];

/**
 * Statements of account (issue #19): the agent's own (`by-agent`), any agent's for admins with ViewPayments
 * (`by-admin/{agentId}`; unknown agent 404). Each as JSON for the screen, a bilingual PDF and an .xlsx.
 */
export const statementsRoutes: FastifyPluginAsyncZod = async (app) => {
  const agentOnly = requireRole('Agent');
  const canView = requireRole('Admin', { permission: 'ViewPayments' });
  const { timeZone } = app.config;

  const fileName = (statement: Statement) => `statement-${statement.from}-${statement.to}`;

  async function sendPdf(
    request: FastifyRequest,
    reply: FastifyReply,
    statement: Statement,
    lang?: 'ar' | 'en',
  ) {
    const pdf = await renderStatementPdf(statement, { lang: exportLanguage(request, lang) });
    return reply
      .type(PDF_MIME)
      .header('content-disposition', `attachment; filename="${fileName(statement)}.pdf"`)
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
    return sendXlsx(request, reply, fileName(statement), all(), (output, ready) =>
      writeStatementXlsx(output, ready, statement, language),
    );
  }

  app.get(
    '/statements/by-agent',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'The agent’s statement of account for a month (`month`) or days (`from`, `to`)',
        querystring: statementQuery,
        response: { 200: statementSchema },
      },
    },
    async (request) => agentStatement(app.db, timeZone, principalOf(request).id, request.query),
  );

  app.get(
    '/statements/by-agent/pdf',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'The agent’s statement as a bilingual PDF',
        querystring: statementQuery,
      },
    },
    async (request, reply) =>
      sendPdf(
        request,
        reply,
        await agentStatement(app.db, timeZone, principalOf(request).id, request.query),
        request.query.lang,
      ),
  );

  app.get(
    '/statements/by-agent/xlsx',
    {
      preHandler: agentOnly,
      schema: {
        tags,
        security,
        summary: 'The agent’s statement as .xlsx (words in `lang`)',
        querystring: statementQuery,
      },
    },
    async (request, reply) =>
      sendStatementXlsx(
        request,
        reply,
        await agentStatement(app.db, timeZone, principalOf(request).id, request.query),
        request.query.lang,
      ),
  );

  app.get(
    '/statements/by-admin/:id',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Any agent’s statement of account (ViewPayments)',
        params: idParams,
        querystring: statementQuery,
        response: { 200: statementSchema },
      },
    },
    async (request) => agentStatement(app.db, timeZone, request.params.id, request.query),
  );

  app.get(
    '/statements/by-admin/:id/pdf',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Any agent’s statement as a bilingual PDF (ViewPayments)',
        params: idParams,
        querystring: statementQuery,
      },
    },
    async (request, reply) =>
      sendPdf(
        request,
        reply,
        await agentStatement(app.db, timeZone, request.params.id, request.query),
        request.query.lang,
      ),
  );

  app.get(
    '/statements/by-admin/:id/xlsx',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Any agent’s statement as .xlsx (ViewPayments)',
        params: idParams,
        querystring: statementQuery,
      },
    },
    async (request, reply) =>
      sendStatementXlsx(
        request,
        reply,
        await agentStatement(app.db, timeZone, request.params.id, request.query),
        request.query.lang,
      ),
  );
};
