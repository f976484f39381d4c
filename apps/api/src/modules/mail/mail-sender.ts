import type { MailAttachment } from '@masar/contract/mail';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { DEFAULT_MAIL_LEASE_SECONDS } from '../../config';
import type { Database } from '../../db/client';
import { ChannelListener } from '../../db/listen';
import { MAIL_CHANNEL, type MessageColumns, type OutboxRow, oneLine, partsOf } from './mail.service';

/** What the sender hands to a mailer: one message to one address, headers already on one line. */
export interface OutgoingMail {
  /** The same on every attempt (the outbox row's id): a receiver drops a duplicate delivery by it. */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: AttachedFile[];
}

/** A file as it leaves with a message. */
export interface AttachedFile {
  filename: string;
  content: Buffer;
  contentType: string;
}

/** Makes an outbox row's attachment (a booking's ticket) at the moment of sending; app.ts knows how. */
export type AttachmentMaker = (attachment: MailAttachment) => Promise<AttachedFile>;

/** Delivers one message or throws the server's reason. `host` is for the start-up banner. */
export interface Mailer {
  host: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** A mailer over SMTP_URL (smtp:// or smtps://, credentials in the URL), one connection per pass. */
export function createSmtpMailer(url: string): Mailer {
  // Short timeouts: a hung server must not hold a claimed row past its lease (MAIL_LEASE_SECONDS).
  const transport = nodemailer.createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    host: new URL(url).host,
    async send(mail) {
      await transport.sendMail({
        messageId: mail.messageId,
        from: mail.from,
        // An address object: nodemailer never parses the value for more recipients.
        to: { name: '', address: mail.to },
        subject: oneLine(mail.subject),
        html: mail.html,
        text: mail.text,
        attachments: mail.attachments?.map((file) => ({ ...file })),
        disableFileAccess: true,
        disableUrlAccess: true,
      });
    },
    close: () => transport.close(),
  };
}

/** Delivery attempts before a row is Failed; the waits between them double from one minute (1, 2, 4, 8, 16). */
export const MAX_ATTEMPTS = 6;
export const backoffMinutes = (attempts: number) => 2 ** (attempts - 1);

/** `<outbox id@sender's domain>`: stable across attempts and senders. */
export function messageIdOf(outboxId: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'masar.local';
  return `<${outboxId}@${domain}>`;
}

export interface SenderOptions {
  from: string;
  batch?: number;
  /**
   * A claimed row is not due again for this long: the time one delivery may take before another sender
   * retries it, and how long a message waits after its sender died mid-pass.
   */
  leaseSeconds?: number;
  log?: FastifyBaseLogger;
  attach?: AttachmentMaker;
}

type ClaimedRow = MessageColumns & Pick<OutboxRow, 'id' | 'recipient' | 'attachment' | 'attempts'>;

/**
 * One pass: claims up to `batch` due Pending rows (FOR UPDATE SKIP LOCKED, in one short statement that pushes
 * their next attempt one lease ahead, so no other sender takes them meanwhile), delivers each, then marks it Sent
 * or schedules its retry. Returns how many rows it claimed. A process dying mid-pass leaves its rows due again
 * after the lease: delivery is at least once (decision 0010).
 */
export async function runSenderPass(db: Database, mailer: Mailer, options: SenderOptions): Promise<number> {
  const { rows } = await db.$client.query<ClaimedRow>(
    `update mail_outbox set next_attempt_at = now() + make_interval(secs => $2)
      where id in (select id from mail_outbox
                    where status = 'Pending' and next_attempt_at <= now()
                    order by next_attempt_at, id limit $1
                    for update skip locked)
      returning id, recipient, language, subject, content, html, text, attachment, attempts`,
    [options.batch ?? 10, options.leaseSeconds ?? DEFAULT_MAIL_LEASE_SECONDS],
  );
  for (const row of rows) {
    try {
      const { attachment } = row;
      if (attachment && !options.attach) throw new Error(`no maker for a ${attachment.kind} attachment`);
      await mailer.send({
        messageId: messageIdOf(row.id, options.from),
        from: options.from,
        to: row.recipient,
        subject: row.subject,
        ...partsOf(row),
        ...(attachment && options.attach && { attachments: [await options.attach(attachment)] }),
      });
      await db.$client.query(
        `update mail_outbox set status = 'Sent', sent_at = now(), next_attempt_at = null, last_error = null
          where id = $1 and status = 'Pending'`,
        [row.id],
      );
    } catch (error) {
      const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
      options.log?.warn({ mailId: row.id, err: reason }, 'an e-mail was not delivered');
      await db.$client.query(
        `update mail_outbox
            set attempts = attempts + 1,
                last_error = $2,
                status = case when attempts + 1 >= $3 then 'Failed' else 'Pending' end,
                next_attempt_at = case when attempts + 1 >= $3 then null
                                       else now() + make_interval(mins => power(2, attempts)::int) end
          where id = $1 and status = 'Pending'`,
        [row.id, reason, MAX_ATTEMPTS],
      );
    }
  }
  return rows.length;
}

export interface MailSender {
  /** Runs a pass now (or right after the one under way). */
  wake(): void;
  /** Stops the loop and waits for the pass under way. */
  stop(): Promise<void>;
}

/**
 * The sender loop of one API process: a pass every `intervalMs` and whenever a commit NOTIFYs MAIL_CHANNEL,
 * a full batch followed at once by the next. Every process runs one; SKIP LOCKED keeps them apart.
 */
export function startMailSender(
  db: Database,
  mailer: Mailer,
  options: SenderOptions & { intervalMs?: number },
): MailSender {
  const intervalMs = options.intervalMs ?? 2_000;
  const batch = options.batch ?? 10;
  let stopped = false;
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    clearTimeout(timer);
    if (!stopped) timer = setTimeout(wake, intervalMs);
  };

  const pass = async () => {
    try {
      let claimed: number;
      do {
        again = false;
        claimed = await runSenderPass(db, mailer, { ...options, batch });
      } while (!stopped && (claimed === batch || again));
    } catch (error) {
      options.log?.warn({ err: error }, 'the e-mail sender pass failed; it runs again shortly');
    }
  };

  function wake() {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = pass().finally(() => {
      running = undefined;
      schedule();
    });
  }

  // One connection per process waits for NOTIFYs; while it is lost (reopened by ChannelListener) the interval
  // still sends, and it wakes a pass when it is back.
  const listener = new ChannelListener(db.$client.options, MAIL_CHANNEL, options.log, {
    notification: wake,
    connected: wake,
  });
  void listener.start();
  wake();
  return {
    wake,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await listener.stop();
      await running;
    },
  };
}
