import { message } from '@masar/contract/messages';
import type {
  LiveEvent,
  SendNotificationBody,
  SendNotificationResponse,
} from '@masar/contract/notifications';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { agents } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { audienceOf } from './audience';
import { type Envelope, EventBus, emitEvent, INSTANCE_ID } from './event-bus';
import { messageFor } from './messages';
import {
  accountCount,
  pushTargetsOf,
  removePushSubscription,
  type StoredSubscription,
} from './push-subscriptions';
import { sendPush, type VapidKeys } from './web-push';

export interface Notifier {
  bus: EventBus;
  vapid: VapidKeys;
}

declare module 'fastify' {
  interface FastifyInstance {
    notifier: Notifier;
  }
}

/**
 * Pushes the envelopes this instance emitted, after their commit (a NOTIFY arrives only then), in the
 * background: a booking request never waits for, nor fails because of, a push service.
 */
async function deliverPush(db: Database, vapid: VapidKeys, log: FastifyBaseLogger, envelope: Envelope) {
  // Only open pages act on an account change; a closed one signs in afresh anyway.
  // Nor on the dispatch board's change: the board refreshes, nobody is told.
  if (envelope.event.type === 'account.changed' || envelope.event.type === 'dispatch.changed') return;
  const subscriptions = await pushTargetsOf(db, audienceOf(envelope.event));
  await Promise.all(
    subscriptions.map(async (subscription: StoredSubscription) => {
      const message = messageFor(envelope.event, subscription.lang, envelope.id);
      // A silent event (a driver's step the owner is not told of) refreshes open pages only.
      if (!message.notification) return;
      const outcome = await sendPush(vapid, subscription, message, log);
      if (outcome === 'gone') await removePushSubscription(db, subscription.endpoint);
    }),
  );
}

/** The event bus and the Web Push sender of this instance, started with the app and stopped with it. */
export const notificationsPlugin = fp<{ vapid: VapidKeys }>(async (app, options) => {
  const bus = new EventBus(app.db.$client.options, app.log);
  app.decorate('notifier', { bus, vapid: options.vapid });
  bus.subscribe((envelope) => {
    if (envelope.origin !== INSTANCE_ID) return;
    deliverPush(app.db, options.vapid, app.log, envelope).catch((error) =>
      app.log.error({ err: error, type: envelope.event.type }, 'push delivery failed'),
    );
  });
  app.addHook('onReady', () => bus.start());
  app.addHook('onClose', () => bus.stop());
});

/** POST /firebase/send: the admin's message goes out as an event, live to open pages and by push to the rest. */
export async function sendNotification(
  app: FastifyInstance,
  body: SendNotificationBody,
): Promise<SendNotificationResponse> {
  if (body.target === 'agent' && body.agentId) {
    const [agent] = await app.db
      .select({ active: agents.active })
      .from(agents)
      .where(eq(agents.id, body.agentId));
    if (!agent?.active) throw notFound(message('agentNotFound'));
  }
  const event: LiveEvent = {
    type: 'announcement',
    target: body.target,
    ...(body.target === 'agent' && { agentId: body.agentId }),
    title: body.title,
    body: body.body,
    ...(body.link && { link: body.link }),
  };
  const audiences = audienceOf(event);
  const recipients = await accountCount(app.db, audiences);
  const subscriptions = await pushTargetsOf(app.db, audiences);
  await emitEvent(app.db, event);
  return { recipients, subscriptions: subscriptions.length };
}
