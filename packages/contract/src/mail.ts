import { z } from 'zod';
import { paginated, paginationQuery, sortQuery, timestampSchema } from './common';
import { languages, mailKinds, mailStatuses } from './constants';

/**
 * The outbox (issue #20, decision 0010): every e-mail is written in the same database transaction as the
 * change that causes it, then delivered by one sender loop through SMTP (SMTP_URL) with retries — or kept
 * and shown here when no SMTP server is set. Admins with EditAdmins read it at /admin-panel/outbox.
 */

export const mailKindSchema = z.enum(mailKinds);
export const mailStatusSchema = z.enum(mailStatuses);

/** A file attached when the message is sent: a booking's ticket, made from the booking at that moment. */
export const mailAttachmentSchema = z.object({
  kind: z.literal('agentBookingTicket'),
  bookingId: z.uuid(),
  /** The file name the recipient sees, e.g. ticket-MS-261125-0001.pdf. */
  filename: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

export const outboxMessageSchema = z
  .object({
    id: z.uuid(),
    kind: mailKindSchema,
    status: mailStatusSchema,
    recipient: z.string(),
    language: z.enum(languages),
    subject: z.string(),
    attempts: z.number().int(),
    /** Why the last attempt failed (the SMTP server's answer), if it did. */
    lastError: z.string().nullable(),
    createdAt: timestampSchema,
    sentAt: timestampSchema.nullable(),
    nextAttemptAt: timestampSchema.nullable(),
  })
  .meta({ id: 'OutboxMessage' });
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/**
 * One message as it was (or would be) sent. With an SMTP server set, a password reset link is masked here:
 * it belongs to its recipient alone; without one (the embedded default) it is shown, as the only way to it.
 */
export const outboxMessageDetailSchema = outboxMessageSchema
  .extend({
    html: z.string(),
    text: z.string(),
    attachment: mailAttachmentSchema.nullable(),
  })
  .meta({ id: 'OutboxMessageDetail' });
export type OutboxMessageDetail = z.infer<typeof outboxMessageDetailSchema>;

/** GET /mail/outbox: newest first; `search` matches the recipient and the subject. */
export const listOutboxQuery = paginationQuery.extend({
  status: mailStatusSchema.optional(),
  kind: mailKindSchema.optional(),
  sort: sortQuery(['createdAt'], '-createdAt'),
});
export type ListOutboxQuery = z.infer<typeof listOutboxQuery>;
export const outboxListResponse = paginated(outboxMessageSchema);

/** GET /mail/settings: how mail leaves (the start-up line says the same). */
export const mailSettingsSchema = z.object({
  mode: z.enum(['smtp', 'keep']),
  from: z.string(),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;
