import { pushSubscriptionResponse } from '@masar/contract/admins';
import { agentOptionsResponse } from '@masar/contract/agents';
import { message } from '@masar/contract/messages';
import {
  type NotificationTarget,
  registerPushBody,
  sendNotificationBody,
  sendNotificationResponse,
  unregisterPushBody,
  vapidPublicKeyResponse,
} from '@masar/contract/notifications';
import { hasPermission, type Permission } from '@masar/contract/permissions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors';
import { principalOf, requireRole } from '../../plugins/auth';
import { listAgentOptions } from '../agents/agents.service';
import { sendNotification } from './notifier';
import { removeOwnPushSubscription, savePushSubscription } from './push-subscriptions';

const tags = ['notifications'];
const security = [{ bearer: [] }];

/** docs/decisions/0005: writing to agents is agent management, writing to every admin is admin management. */
export const SEND_PERMISSION: Record<NotificationTarget, Permission> = {
  agent: 'EditAgents',
  allAgents: 'EditAgents',
  allAdmins: 'EditAdmins',
};

export const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  // Agent first: a token whose role cannot be read is answered as an agent's (spec §8 default).
  const anyone = requireRole(['Agent', 'Admin', 'User', 'Driver']);

  app.get(
    '/firebase/vapid-public-key',
    {
      schema: {
        tags,
        summary: 'The VAPID public key browsers subscribe with (applicationServerKey)',
        response: { 200: vapidPublicKeyResponse },
      },
    },
    async () => ({ publicKey: app.notifier.vapid.publicKey }),
  );

  app.post(
    '/firebase/register-token',
    {
      preHandler: anyone,
      schema: {
        tags,
        security,
        summary: 'Store this browser’s Web Push subscription for the signed-in account',
        body: registerPushBody,
        response: { 200: pushSubscriptionResponse },
      },
    },
    async (request) => savePushSubscription(app.db, principalOf(request), request.body),
  );

  app.post(
    '/firebase/unregister-token',
    {
      preHandler: anyone,
      schema: {
        tags,
        security,
        summary: 'Forget this browser’s subscription (push turned off)',
        body: unregisterPushBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeOwnPushSubscription(app.db, principalOf(request), request.body.endpoint);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/firebase/agent-options',
    {
      preHandler: requireRole('Admin', { permission: SEND_PERMISSION.agent }),
      schema: {
        tags,
        security,
        summary: 'Every agent, for the send screen’s agent picker (EditAgents, no ViewAgents needed)',
        response: { 200: agentOptionsResponse },
      },
    },
    async () => listAgentOptions(app.db),
  );

  app.post(
    '/firebase/send',
    {
      preHandler: requireRole('Admin'),
      schema: {
        tags,
        security,
        summary: 'Send a notification to one agent, every agent or every admin',
        description: 'Needs EditAgents to write to agents, EditAdmins to write to every admin.',
        body: sendNotificationBody,
        response: { 200: sendNotificationResponse },
      },
    },
    async (request) => {
      const needed = SEND_PERMISSION[request.body.target];
      if (!hasPermission(principalOf(request).permissions, needed)) {
        throw forbidden(message('missingPermission', { permission: needed }));
      }
      return sendNotification(app, request.body);
    },
  );
};
