import {
  adminActionAdminsResponse,
  adminActionPageResponse,
  listAdminActionsQuery,
} from '@masar/contract/admin-actions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth';
import { listAdminActions, listAdminOptions } from './admin-actions.service';

const tags = ['admin actions'];
const security = [{ bearer: [] }];

/** The admin action log: who changed what, when, with the state before and after. */
export const adminActionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const canView = requireRole('Admin', { permission: 'ViewAdminActions' });

  app.get(
    '/admin-actions',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every admin action, newest first, a page at a time',
        querystring: listAdminActionsQuery,
        response: { 200: adminActionPageResponse },
      },
    },
    async (request) => listAdminActions(app.db, app.config.timeZone, request.query),
  );

  app.get(
    '/admin-actions/admins',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Every admin, for the log’s admin filter',
        response: { 200: adminActionAdminsResponse },
      },
    },
    async () => listAdminOptions(app.db),
  );
};
