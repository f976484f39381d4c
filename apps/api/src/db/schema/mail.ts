import { languages, mailKinds, mailStatuses } from '@masar/contract/constants';
import type { MailAttachment } from '@masar/contract/mail';
import { roles } from '@masar/contract/permission-names';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A label and its value in a notice's details; `ltr` for codes (references, phone numbers) inside Arabic, `auto`
 * for text someone typed (a reason, a bank reference), whose first strong letter decides, in either language.
 */
export type NoticeDetail = [label: string, value: string, direction?: 'ltr' | 'auto'];

/** A notice's values (a booking made, accepted, cancelled; a balance change; a driver assigned). */
export interface NoticeContent {
  template: 'notice';
  paragraphs: string[];
  details: NoticeDetail[];
  link?: { label: string; href: string };
  signature: string;
}

/**
 * What an e-mail says (decision 0020): a template and its values, the template's words in the row's language;
 * modules/mail/mail-templates lays it out.
 */
export type MailContent =
  | { template: 'passwordReset'; name: string; link: string; minutes: number }
  | {
      template: 'welcome';
      role: 'Admin' | 'Agent';
      name: string;
      link: string;
      signInPage: string;
      days: number;
    }
  | NoticeContent;

/**
 * The outbox (decision 0010): each e-mail is a row written in the transaction of the change that causes it, in
 * the recipient's language; the sender loop delivers Pending rows (Kept ones are never sent: no SMTP server).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: mailKinds }).notNull(),
    status: text('status', { enum: mailStatuses }).notNull(),
    /** One bare address (no display name): nothing a user typed reaches a header but the subject. */
    recipient: text('recipient').notNull(),
    language: text('language', { enum: languages }).notNull(),
    subject: text('subject').notNull(),
    /**
     * What the message says (a template and its values), laid out as HTML and text when sent or shown (decision
     * 0020). `laidOut`: a message written before, whose parts are in `html` and `text` (migration 0035).
     */
    content: jsonb('content').$type<MailContent | { template: 'laidOut' }>().notNull(),
    html: text('html'),
    text: text('text'),
    /** A file made when the message is sent (a booking's ticket), so writing the message costs the change nothing. */
    attachment: jsonb('attachment').$type<MailAttachment>(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a Pending row is due (again); a sender pushes it ahead while it delivers (a lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due').on(table.status, table.nextAttemptAt),
    index('mail_outbox_created').on(table.createdAt.desc(), table.id.desc()),
  ],
);

/** Password reset links (decision 0010): the token is stored only as its SHA-256, like refresh tokens. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: roles }).notNull(),
    accountId: uuid('account_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_reset_tokens_account').on(table.role, table.accountId)],
);
