import {
  adminIdQuery,
  adminListResponse,
  createAdminBody,
  listAdminsQuery,
  pushSubscriptionResponse,
  updateAdminBody,
} from '@masar/contract/admins';
import { adminSchema } from '@masar/contract/auth';
import { registerPushBody } from '@masar/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { principalOf, requireRole } from '../../plugins/auth';
import { welcomeMailOf } from '../auth/password-reset';
import { savePushSubscription } from '../notifications/push-subscriptions';
import { createAdmin, getAdminById, listAdmins, updateAdmin } from './admins.service';

const tags = ['admins'];
const security = [{ bearer: [] }];

export const adminsRoutes: FastifyPluginAsyncZod = async (app) => {
  const canView = requireRole('Admin', { permission: 'ViewAdmins' });
  const canEdit = requireRole('Admin', { permission: 'EditAdmins' });

  app.post(
    '/admin/createAdmin',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Define an admin',
        body: createAdminBody,
        response: { 201: adminSchema },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await createAdmin(app.db, request.body, principalOf(request).id, welcomeMailOf(app, request))),
  );

  app.patch(
    '/admin/updateAdmin',
    {
      preHandler: canEdit,
      schema: {
        tags,
        security,
        summary: 'Change an admin (only the fields sent)',
        querystring: adminIdQuery,
        body: updateAdminBody,
        response: { 200: adminSchema },
      },
    },
    async (request) => {
      const admin = await updateAdmin(app.db, principalOf(request), request.query.id, request.body);
      app.principals.forget('Admin', request.query.id); // its permissions apply to its next call
      return admin;
    },
  );

  app.get(
    '/admin/getAdminById',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'One admin',
        querystring: adminIdQuery,
        response: { 200: adminSchema },
      },
    },
    async (request) => getAdminById(app.db, request.query.id),
  );

  app.get(
    '/admin/listAdmins',
    {
      preHandler: canView,
      schema: {
        tags,
        security,
        summary: 'Admins, a page at a time',
        querystring: listAdminsQuery,
        response: { 200: adminListResponse },
      },
    },
    async (request) => listAdmins(app.db, request.query),
  );

  app.patch(
    '/admin/update-fcm',
    {
      preHandler: requireRole('Admin'),
      schema: {
        tags,
        security,
        summary: 'Store the signed-in admin’s Web Push subscription',
        body: registerPushBody,
        response: { 200: pushSubscriptionResponse },
      },
    },
    async (request) => savePushSubscription(app.db, principalOf(request), request.body),
  );
};
