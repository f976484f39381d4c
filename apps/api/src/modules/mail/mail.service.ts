import { email } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import type { mailKinds } from '@masar/contract/constants';
import type {
  ListOutboxQuery,
  MailAttachment,
  MailSettings,
  OutboxMessage,
  OutboxMessageDetail,
} from '@masar/contract/mail';
import { and, desc, eq, type Query, type SQL, sql } from 'drizzle-orm';
import { type AppConfig, publicUrlOfApp } from '../../config';
import type { Database, Queryable } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { builtOnce, insertPlaceholders, runPrepared } from '../../db/statements';
import { notFound } from '../../lib/errors';
import { pageOffset, readPage, searchAny, toPage } from '../../lib/pagination';
import type { Language } from '../../lib/request-language';
import { type MailContent, type RenderedMail, renderMail } from './mail-templates';

/** What an e-mail about a change needs of the app: how mail leaves, the business time zone, the links' base. */
export interface MailContext {
  mode: MailSettings['mode'];
  timeZone: string;
  publicUrl: string;
}

/** The mail context of the app (its `mail` and `config` decorations). */
export function mailContextOf(app: { mail: MailSettings; config: AppConfig }): MailContext {
  return { mode: app.mail.mode, timeZone: app.config.timeZone, publicUrl: publicUrlOfApp(app.config) };
}

/** The channel a commit of a Pending row is announced on, so a sender wakes at once instead of at its next tick. */
export const MAIL_CHANNEL = 'mail_outbox';

/**
 * Text bound for a mail header (subject, recipient) on one line: every line break (CR, LF, NEL, the Unicode
 * separators, vertical tab, form feed) becomes a space. The only way the outbox writes a header value.
 */
export function oneLine(value: string): string {
  return value.replace(/[\r\n\u0085\u2028\u2029\v\f]+/g, ' ').trim();
}

export type MailKind = (typeof mailKinds)[number];

export interface NewMail {
  kind: MailKind;
  /** One e-mail address, no display name. */
  recipient: string;
  language: Language;
  subject: string;
  /** What it says, laid out when it is sent or shown (mail-templates). */
  content: MailContent;
  /** Made when the message is sent (decision 0010): writing it costs the change that causes it nothing. */
  attachment?: MailAttachment | null;
}

/**
 * Writes one e-mail to the outbox; call it inside the transaction of the change that causes it, so a rolled-back
 * change leaves no message (decision 0010). Pending in `smtp` mode (and the senders are woken when it commits),
 * Kept in `keep` mode. Subject and recipient pass through oneLine(); a recipient that is not one plain address
 * is a programming error.
 */
export async function enqueueMail(tx: Queryable, mode: MailSettings['mode'], mail: NewMail): Promise<string> {
  const [row] = await runPrepared<{ id: string }>(tx, outboxInsert(tx, mode, mail));
  if (!row) throw new Error('mail not written to the outbox');
  return row.id;
}

/**
 * enqueueMail's statement, not yet run: for a caller that sends it with other statements of its transaction in
 * one round trip (the booking's last statements, db/statements transactionEndingWith). Built once per shape.
 */
export function outboxInsert(tx: Queryable, mode: MailSettings['mode'], mail: NewMail): Query {
  const insert = insertPlaceholders('mail', {
    kind: mail.kind,
    status: mode === 'smtp' ? 'Pending' : 'Kept',
    recipient: email.parse(oneLine(mail.recipient)),
    language: mail.language,
    subject: oneLine(mail.subject),
    content: mail.content,
    attachment: mail.attachment ?? null,
    nextAttemptAt: mode === 'smtp' ? sql`now()` : null,
  });
  return builtOnce(
    `outboxInsert:${mode}:${insert.shape}`,
    () =>
      tx
        .insert(mailOutbox)
        .values(insert.placeholders() as typeof mailOutbox.$inferInsert)
        // The sender is woken by the same statement. NOTIFY inside a transaction is delivered on commit only, and
        // not at all on rollback.
        .returning({
          id: mailOutbox.id,
          ...(mode === 'smtp' && { woken: sql`pg_notify(${MAIL_CHANNEL}, '')` }),
        })
        .getSQL(),
    insert.values,
  );
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** The columns partsOf lays a message out from. */
export type MessageColumns = Pick<OutboxRow, 'language' | 'subject' | 'content' | 'html' | 'text'>;

/** A message's HTML and text: laid out from what it says, or as written before the outbox kept that. */
export function partsOf(row: MessageColumns): RenderedMail {
  const { content } = row;
  if (content.template === 'laidOut') return { html: row.html ?? '', text: row.text ?? '' };
  return renderMail(row.language, row.subject, content);
}

export function toOutboxMessage(
  row: Omit<OutboxRow, 'content' | 'html' | 'text' | 'attachment'>,
): OutboxMessage {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    recipient: row.recipient,
    language: row.language,
    subject: row.subject,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  };
}

const listColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  status: mailOutbox.status,
  recipient: mailOutbox.recipient,
  language: mailOutbox.language,
  subject: mailOutbox.subject,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
  nextAttemptAt: mailOutbox.nextAttemptAt,
};

/** GET /mail/outbox: newest first (or oldest, `sort=createdAt`), filtered by status, kind and a search. */
export async function listOutbox(db: Database, query: ListOutboxQuery): Promise<Paginated<OutboxMessage>> {
  const where: SQL | undefined = and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.kind ? eq(mailOutbox.kind, query.kind) : undefined,
    searchAny(query.search, [mailOutbox.recipient, mailOutbox.subject]),
  );
  const order =
    query.sort === 'createdAt'
      ? [mailOutbox.createdAt, mailOutbox.id]
      : [desc(mailOutbox.createdAt), desc(mailOutbox.id)];
  const { rows, count } = await readPage(
    db,
    db
      .select(listColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(...order)
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ one: sql`1` }).from(mailOutbox).where(where),
    query,
  );
  return toPage(rows.map(toOutboxMessage), count, query);
}

/** What stands for a reset link's token in the admin view when mail really leaves (decision 0010). */
export const MASKED_TOKEN = '•••••';

/** A reset link's token, in the HTML (`&amp;`-escaped or not) and in the text. */
const RESET_TOKEN = /([?&]|&amp;)token=[A-Za-z0-9_-]+/g;

export function maskResetTokens(content: string): string {
  return content.replace(RESET_TOKEN, `$1token=${MASKED_TOKEN}`);
}

/** GET /mail/outbox/:id: the message as sent, reset links masked when an SMTP server delivers them. */
export async function getOutboxMessage(
  db: Database,
  mode: MailSettings['mode'],
  id: string,
): Promise<OutboxMessageDetail> {
  const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!row) throw notFound();
  const mask = mode === 'smtp' && row.kind === 'PasswordReset';
  const { html, text } = partsOf(row);
  return {
    ...toOutboxMessage(row),
    html: mask ? maskResetTokens(html) : html,
    text: mask ? maskResetTokens(text) : text,
    attachment: row.attachment,
  };
}

/**
 * POST /mail/outbox/:id/resend: the message goes back to Pending with its attempts reset, due now. Without an
 * SMTP server nothing can send it, so it stays Kept.
 */
export async function resendOutboxMessage(
  db: Database,
  mode: MailSettings['mode'],
  id: string,
): Promise<OutboxMessage> {
  const smtp = mode === 'smtp';
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(mailOutbox)
      .set({
        status: smtp ? 'Pending' : 'Kept',
        attempts: 0,
        lastError: null,
        sentAt: null,
        nextAttemptAt: smtp ? sql`now()` : null,
      })
      .where(eq(mailOutbox.id, id))
      .returning();
    if (updated && smtp) await tx.execute(sql`select pg_notify(${MAIL_CHANNEL}, '')`);
    return updated;
  });
  if (!row) throw notFound();
  return toOutboxMessage(row);
}
