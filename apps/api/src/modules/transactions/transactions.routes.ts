import { idParams } from '@masar/contract/common';
import {
  listAgentTransactionsQuery,
  listAllTransactionsQuery,
  transactionListResponse,
  transactionSchema,
  updateBalanceBody,
} from '@masar/contract/transactions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireRole } from '../../plugins/auth';
import { listAgentTransactions, listAllTransactions, updateBalance } from './transactions.service';

const tags = ['transactions'];
const security = [{ bearer: [] }];

/** The wallet ledger. */
export const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
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
      preHandler: requireRole('Admin', { permission: 'ViewPayments' }),
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
        .send(await updateBalance(app.db, principalOf(request).id, request.params.id, request.body)),
  );
};
