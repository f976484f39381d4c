import { z } from 'zod';
import { pushSubscriptionBody } from './admins';
import { languages } from './constants';
import { message } from './messages';

/**
 * Live events (DESIGN §1 push row): what changed, as ids. The same event feeds the Server-Sent Events
 * stream of open pages (GET /events) and the Web Push messages of installed browsers.
 */
const uuid = z.uuid();

export const agentBookingEventTypes = [
  'agentBooking.created',
  'agentBooking.accepted',
  'agentBooking.completed',
  'agentBooking.refunded',
  'agentBooking.cancelled',
] as const;
export const customerBookingEventTypes = [
  'customerBooking.created',
  'customerBooking.accepted',
  'customerBooking.completed',
  'customerBooking.cancelled',
] as const;

export const agentBookingEvent = z.object({
  type: z.enum(agentBookingEventTypes),
  bookingId: uuid,
  agentId: uuid,
  reference: z.string(),
});
export const customerBookingEvent = z.object({
  type: z.enum(customerBookingEventTypes),
  bookingId: uuid,
  userId: uuid,
  reference: z.string(),
});
export const balanceChangedEvent = z.object({
  type: z.literal('balance.changed'),
  agentId: uuid,
  /** The wallet after the change, in minor units. */
  balance: z.number().int(),
  currency: z.string(),
});
/** A debit took the agent's balance below their low-balance threshold (once per crossing). */
export const balanceLowEvent = z.object({
  type: z.literal('balance.low'),
  agentId: uuid,
  balance: z.number().int(),
  threshold: z.number().int(),
  currency: z.string(),
});
/** An admin decided an agent's top-up request. */
export const topUpRequestEventTypes = ['topUpRequest.approved', 'topUpRequest.rejected'] as const;
export const topUpRequestEvent = z.object({
  type: z.enum(topUpRequestEventTypes),
  requestId: uuid,
  agentId: uuid,
  amount: z.number().int(),
  currency: z.string(),
});

/**
 * An admin's permissions or active flag changed: their open pages refresh the session (new token, new
 * permissions; a deactivated account is signed out) and the server ends their event streams so they
 * reconnect under the new rights. Silent: no toast, no push.
 */
export const accountChangedEvent = z.object({
  type: z.literal('account.changed'),
  role: z.literal('Admin'),
  accountId: uuid,
});

/**
 * A booking's driver job changed (issue #18): assigned, or a driver's step. Its owner (the agent or the
 * customer) sees the status live; a push and a toast say when a driver is assigned and when they arrive.
 */
export const jobStatusEvent = z.object({
  type: z.literal('driverJob.status'),
  bookingKind: z.enum(['Agent', 'Customer']),
  bookingId: uuid,
  /** The agent's or the customer's id (by bookingKind). */
  ownerId: uuid,
  reference: z.string(),
  status: z.enum(['Assigned', 'OnTheWay', 'Arrived', 'PassengerOnBoard', 'Completed', 'NoShow']),
});
/** A driver's own job was given to them, changed (vehicle, pickup time) or taken away. */
export const driverJobEventTypes = [
  'driverJob.assigned',
  'driverJob.changed',
  'driverJob.withdrawn',
] as const;
export const driverJobEvent = z.object({
  type: z.enum(driverJobEventTypes),
  driverId: uuid,
  jobId: uuid,
  reference: z.string(),
});

/**
 * The dispatch board changed (decision 0013, part 3): a booking's driver was assigned, changed or taken off, or
 * its driver took a step. The admins reading the board (ViewDrivers) refresh it. Silent: no toast, no push.
 */
export const dispatchChangedEvent = z.object({
  type: z.literal('dispatch.changed'),
  bookingKind: z.enum(['Agent', 'Customer']),
  bookingId: uuid,
});

export const notificationTargets = ['agent', 'allAgents', 'allAdmins'] as const;
export const notificationTargetSchema = z.enum(notificationTargets);
export type NotificationTarget = z.infer<typeof notificationTargetSchema>;

const title = z.string().trim().min(1, message('required')).max(100);
const body = z.string().trim().min(1, message('required')).max(500);
/** A path inside the app ("/panel/requests"); never another site. */
const link = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[^\s]*$/, message('appPathFormat'));

/** An admin's message (POST /firebase/send), in the words the admin typed. */
export const announcementEvent = z.object({
  type: z.literal('announcement'),
  target: notificationTargetSchema,
  agentId: uuid.optional(),
  title,
  body,
  link: link.optional(),
});

export const liveEventSchema = z.discriminatedUnion('type', [
  agentBookingEvent,
  customerBookingEvent,
  balanceChangedEvent,
  balanceLowEvent,
  topUpRequestEvent,
  announcementEvent,
  accountChangedEvent,
  jobStatusEvent,
  driverJobEvent,
  dispatchChangedEvent,
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
export type LiveEventType = LiveEvent['type'];

/**
 * The push message shape of spec §3: an optional data.error text and an optional notification with
 * title, body and icon. data.link is the page to open; data.eventId lets a page drop the copy it already
 * got from its event stream.
 */
export const pushMessageSchema = z.object({
  data: z
    .object({
      error: z.string().optional(),
      link: z.string().optional(),
      eventId: z.string().optional(),
      type: z.string().optional(),
    })
    .optional(),
  notification: z.object({ title: z.string(), body: z.string(), icon: z.string().optional() }).optional(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** One Server-Sent Event of GET /events (event name `masar`): the change and its message in the stream's language. */
export const liveMessageSchema = z.object({
  id: z.string(),
  event: liveEventSchema,
  message: pushMessageSchema,
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export const eventsQuery = z.object({ lang: z.enum(languages).default('ar') });

/** POST /firebase/register-token: the browser's PushSubscription JSON plus the language to write in. */
export const registerPushBody = pushSubscriptionBody.extend({ lang: z.enum(languages).default('ar') });
export type RegisterPushBody = z.infer<typeof registerPushBody>;

export const unregisterPushBody = z.object({ endpoint: z.string().max(2048) });

export const vapidPublicKeyResponse = z.object({ publicKey: z.string() });

export const sendNotificationBody = z
  .object({ target: notificationTargetSchema, agentId: uuid.optional(), title, body, link: link.optional() })
  .refine((value) => value.target !== 'agent' || value.agentId, {
    path: ['agentId'],
    message: message('chooseAgent'),
  });
export type SendNotificationBody = z.infer<typeof sendNotificationBody>;

export const sendNotificationResponse = z.object({
  /** Accounts the message is for (those with the page open get it live, the others by push). */
  recipients: z.number().int(),
  /** Push subscriptions a delivery was started for. */
  subscriptions: z.number().int(),
});
export type SendNotificationResponse = z.infer<typeof sendNotificationResponse>;
