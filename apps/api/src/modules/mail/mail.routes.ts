import { idParams } from '@masar/contract/common';
import {
  listOutboxQuery,
  mailSettingsSchema,
  outboxListResponse,
  outboxMessageDetailSchema,
  outboxMessageSchema,
} from '@masar/contract/mail';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole } from '../../plugins/auth';
import { getOutboxMessage, listOutbox, resendOutboxMessage } from './mail.service';

const tags = ['mail'];
const security = [{ bearer: [] }];

/** The outbox of the back office (decision 0010): every e-mail the product wrote, for admins with EditAdmins. */
export const mailRoutes: FastifyPluginAsyncZod = async (app) => {
  const canManage = requireRole('Admin', { permission: 'EditAdmins' });

  app.get(
    '/mail/outbox',
    {
      preHandler: canManage,
      schema: {
        tags,
        security,
        summary: 'Every e-mail, newest first, a page at a time',
        querystring: listOutboxQuery,
        response: { 200: outboxListResponse },
      },
    },
    async (request) => listOutbox(app.db, request.query),
  );

  app.get(
    '/mail/outbox/:id',
    {
      preHandler: canManage,
      schema: {
        tags,
        security,
        summary: 'One e-mail as sent (reset links masked when an SMTP server delivers them)',
        params: idParams,
        response: { 200: outboxMessageDetailSchema },
      },
    },
    async (request) => getOutboxMessage(app.db, app.mail.mode, request.params.id),
  );

  app.post(
    '/mail/outbox/:id/resend',
    {
      preHandler: canManage,
      schema: {
        tags,
        security,
        summary: 'Send an e-mail again: back to Pending, attempts reset (stays Kept without an SMTP server)',
        params: idParams,
        response: { 200: outboxMessageSchema },
      },
    },
    async (request) => resendOutboxMessage(app.db, app.mail.mode, request.params.id),
  );

  app.get(
    '/mail/settings',
    {
      preHandler: canManage,
      schema: {
        tags,
        security,
        summary: 'How e-mail leaves: through SMTP, or kept here',
        response: { 200: mailSettingsSchema },
      },
    },
    async () => app.mail,
  );
};
