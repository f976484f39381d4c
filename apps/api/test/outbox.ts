import type { Database } from '../src/db/client';
import { type MessageColumns, partsOf } from '../src/modules/mail/mail.service';

/** The outbox rows to `recipient` (of one kind, when given), laid out as they would be sent. */
export async function outboxMails(db: Database, recipient: string, kind?: string) {
  const { rows } = await db.$client.query<MessageColumns>(
    `select language, subject, content, html, text from mail_outbox
      where recipient = $1 and ($2::text is null or kind = $2)
      order by created_at, id`,
    [recipient, kind ?? null],
  );
  return rows.map((row) => ({ subject: row.subject, ...partsOf(row) }));
}
