import { userSchema } from '@masar/contract/auth';
import { idParams } from '@masar/contract/common';
import { listUsersQuery, updateUserBody, userListResponse } from '@masar/contract/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireRole } from '../../plugins/auth';
import { getCustomer, listCustomers, updateCustomer } from './customers.service';

const tags = ['users'];
const security = [{ bearer: [] }];

/** Customers: `/Users` is spelled as in spec §7 (paths are case-sensitive). */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  const userOnly = requireRole('User');
  const canView = requireRole('Admin', { permission: 'ViewCustomers' });

  app.patch(
    '/Users',
    {
      preHandler: userOnly,
      schema: {
        tags,
        security,
        summary: 'The signed-in customer changes their name or phone',
        body: updateUserBody,
        response: { 200: userSchema },
      },
    },
    async (request) => updateCustomer(app.db, principalOf(request).id, request.body),
  );

  app.get(
    '/Users/currentUserData',
    {
      preHandler: userOnly,
      schema: { tags, security, summary: 'The signed-in customer', response: { 200: userSchema } },
    },
    async (request) => getCustomer(app.db, principalOf(request).id),
  );

  app.get(
    '/Users/list',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Customers, a page at a time',
        querystring: listUsersQuery,
        response: { 200: userListResponse },
      },
    },
    async (request) => listCustomers(app.db, request.query),
  );

  app.get(
    '/Users/one/:id',
    {
      preHandler: canView,
      schema: { tags, security, summary: 'One customer', params: idParams, response: { 200: userSchema } },
    },
    async (request) => getCustomer(app.db, request.params.id),
  );
};
