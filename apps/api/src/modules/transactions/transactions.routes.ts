import { agentOptionsResponse } from '@masar/contract/agents';
import { agentSchema } from '@masar/contract/auth';
import { idParams } from '@masar/contract/common';
import {
  agentBalanceListResponse,
  exportAllTransactionsQuery,
  listAgentBalancesQuery,
  listAgentTransactionsQuery,
  listAllTransactionsQuery,
  lowBalanceAgentsResponse,
  transactionListResponse,
  transactionSchema,
  updateBalanceBody,
  updateCreditBody,
} from '@masar/contract/transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exportLanguage, sendXlsx } from '../../lib/xlsx-download';
import { principalOf, requireRole } from '../../plugins/auth';
import { listAgentOptions } from '../agents/agents.service';
import { mailContextOf } from '../mail/mail.service';
import {
  listAgentBalances,
  listAgentTransactions,
  listAllTransactions,
  listLowBalanceAgents,
  streamAllTransactions,
  updateBalance,
  updateCredit,
} from './transactions.service';
import { writeTransactionsXlsx } from './transactions-export';

const tags = ['transactions'];
const security = [{ bearer: [] }];

/** The wallet ledger. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const canView = requireRole('Admin', { permission: 'ViewPayments' });

  app.get(
    '/transactions/findAllByAgent',
    {
      preHandler: requireRole('Agent'),
      schema: {
        tags,
        security,
        summary: 'The agent’s wallet entries, newest first, each with the balance after it',
        querystring: listAgentTransactionsQuery,
        response: { 200: transactionListResponse },
      },
    },
    async (request) =>
      listAgentTransactions(app.db, app.config.timeZone, principalOf(request).id, request.query),
  );

  app.get(
    '/transactions/findAllByAdmin',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every agent’s wallet entries, newest first',
        querystring: listAllTransactionsQuery,
        response: { 200: transactionListResponse },
      },
    },
    async (request) => listAllTransactions(app.db, app.config.timeZone, request.query),
  );

  app.get(
    '/transactions/export-by-admin',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every entry matching the findAllByAdmin filters, as .xlsx (headers in `lang`)',
        querystring: exportAllTransactionsQuery,
      },
    },
    async (request, reply) => {
      const { query } = request;
      const { timeZone, currency } = app.config;
      const lang = exportLanguage(request, query.lang);
      const entries = streamAllTransactions(app.db, timeZone, query);
      return sendXlsx(request, reply, 'transactions', entries, (output, rows) =>
        writeTransactionsXlsx(output, rows, {
          lang,
          timeZone,
          currency,
        }),
      );
    },
  );

  app.get(
    '/transactions/agents',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every agent, for the payments screen’s agent filter (no ViewAgents needed)',
        response: { 200: agentOptionsResponse },
      },
    },
    async () => listAgentOptions(app.db),
  );

  app.get(
    '/transactions/balances',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary:
          'Every agent’s wallet balance, for topping up from the payments screen (no ViewAgents needed)',
        querystring: listAgentBalancesQuery,
        response: { 200: agentBalanceListResponse },
      },
    },
    async (request) => listAgentBalances(app.db, request.query),
  );

  app.post(
    '/transactions/update-balance/:id',
    {
      preHandler: requireRole('Admin', { permission: 'ManagePayments' }),
      schema: {
        tags,
        security,
        summary: 'Top up (ADD) or take from (SUBTRACT) an agent’s wallet, never below zero',
        params: idParams,
        body: updateBalanceBody,
        response: { 201: transactionSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await updateBalance(
            app.db,
            principalOf(request).id,
            request.params.id,
            request.body,
            mailContextOf(app),
          ),
        ),
  );

  app.patch(
    '/transactions/credit/:id',
    {
      preHandler: requireRole('Admin', { permission: 'ManagePayments' }),
      schema: {
        tags,
        security,
        summary: 'Set an agent’s credit limit and low-balance alert (decision 0011), with a note',
        params: idParams,
        body: updateCreditBody,
        response: { 200: agentSchema },
      },
    },
    async (request) => updateCredit(app.db, principalOf(request).id, request.params.id, request.body),
  );

  app.get(
    '/transactions/low-balances',
    {
      preHandler: requireRole('Admin', { permission: 'ViewReports' }),
      schema: {
        tags,
        security,
        summary: 'Active agents whose balance is below their low-balance alert, lowest first (at most 50)',
        response: { 200: lowBalanceAgentsResponse },
      },
    },
    async () => listLowBalanceAgents(app.db),
  );
};
