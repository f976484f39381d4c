import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { startSmtpReceiver, waitUntil } from '../../../test/smtp-receiver';
import { createTestApp } from '../../../test/test-app';
import { createDatabase } from '../../db/client';
import { mailOutbox } from '../../db/schema/index';
import { enqueueMail, type NewMail } from './mail.service';
import {
  backoffMinutes,
  createSmtpMailer,
  MAX_ATTEMPTS,
  runSenderPass,
  startMailSender,
} from './mail-sender';

/** The sender against a real SMTP server that refuses one mailbox with a 550. Passes are run by hand here. */
const smtp = await startSmtpReceiver({ reject: (address) => address.startsWith('bounce') });
const { db } = await createTestApp(); // keep mode: no loop of the app's own
const mailer = createSmtpMailer(smtp.url);
const from = 'Masar <no-reply@masar.local>';

const mail = (recipient: string, subject = 'A test message'): NewMail => ({
  kind: 'PasswordReset',
  recipient,
  language: 'en',
  subject,
  content: { template: 'notice', paragraphs: ['Hello'], details: [], signature: 'Masar' },
});
const enqueue = (...mails: NewMail[]) =>
  db.transaction(async (tx) => {
    const ids: string[] = [];
    for (const one of mails) ids.push(await enqueueMail(tx, 'smtp', one));
    return ids;
  });
const rowOf = async (id: string) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0];
const delivered = (address: string) => smtp.received.filter((one) => one.envelopeTo.includes(address));
const minutesFromNow = (date: Date | null | undefined) => ((date?.getTime() ?? 0) - Date.now()) / 60_000;

describe('the sender', () => {
  it('retries a refused delivery with backoff, then marks it Failed, while others go through', async () => {
    const [bad, good] = await enqueue(mail('bounce@masar.test'), mail('good-1@masar.test'));
    expect(await runSenderPass(db, mailer, { from })).toBe(2);
    expect(await rowOf(good as string)).toMatchObject({ status: 'Sent', attempts: 0, lastError: null });
    expect(delivered('good-1@masar.test')).toHaveLength(1);

    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      if (attempt > 1) {
        // Not due yet: a pass leaves it alone; then its time comes.
        expect(await runSenderPass(db, mailer, { from })).toBe(0);
        await db
          .update(mailOutbox)
          .set({ nextAttemptAt: sql`now()` })
          .where(eq(mailOutbox.id, bad as string));
        // Another message enqueued meanwhile is not held up by the failing one.
        const [other] = await enqueue(mail(`good-${attempt}@masar.test`));
        expect(await runSenderPass(db, mailer, { from })).toBe(2);
        expect((await rowOf(other as string))?.status).toBe('Sent');
      }
      const row = await rowOf(bad as string);
      expect(row?.attempts).toBe(attempt);
      expect(row?.lastError).toMatch(/550/);
      if (attempt < MAX_ATTEMPTS) {
        expect(row?.status).toBe('Pending');
        const wait = minutesFromNow(row?.nextAttemptAt);
        expect(wait).toBeGreaterThan(backoffMinutes(attempt) - 0.1);
        expect(wait).toBeLessThanOrEqual(backoffMinutes(attempt));
      } else {
        expect(row).toMatchObject({ status: 'Failed', nextAttemptAt: null, sentAt: null });
      }
    }
    expect([1, 2, 3, 4, 5].map(backoffMinutes)).toEqual([1, 2, 4, 8, 16]);
    expect(delivered('bounce@masar.test')).toHaveLength(0);
    expect(await runSenderPass(db, mailer, { from })).toBe(0);
  });

  it('two sender loops on one database never deliver one message twice', async () => {
    const slow = await startSmtpReceiver({ delayMs: 15 });
    const slowMailer = createSmtpMailer(slow.url);
    const addresses = Array.from({ length: 30 }, (_, index) => `twice-${index}@masar.test`);
    const ids = await enqueue(...addresses.map((address) => mail(address)));
    // Two processes: two pools, two loops, small batches so their passes interleave.
    const otherDb = createDatabase(db.$client.options.connectionString as string, 4);
    afterAll(() => otherDb.$client.end());
    const loops = [
      startMailSender(db, slowMailer, { from, intervalMs: 20, batch: 3 }),
      startMailSender(otherDb, slowMailer, { from, intervalMs: 20, batch: 3 }),
    ];
    try {
      await waitUntil(async () => {
        const rows = await db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids));
        return rows.every((row) => row.status === 'Sent');
      }, 20_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
    } finally {
      await Promise.all(loops.map((loop) => loop.stop()));
    }
    const recipients = slow.received.flatMap((one) => one.envelopeTo);
    expect(recipients).toHaveLength(addresses.length);
    expect(new Set(recipients)).toEqual(new Set(addresses));
  });

  it('a pending message is picked up at once by a running loop (NOTIFY on commit)', async () => {
    const loop = startMailSender(db, mailer, { from, intervalMs: 60_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 300)); // the first pass and the LISTEN are done
      await enqueue(mail('notified@masar.test'));
      await waitUntil(() => delivered('notified@masar.test').length === 1, 5_000);
    } finally {
      await loop.stop();
    }
  });
});

describe('enqueueMail', () => {
  it('writes nothing when the surrounding transaction rolls back', async () => {
    await expect(
      db.transaction(async (tx) => {
        await enqueueMail(tx, 'smtp', mail('rolled-back@masar.test'));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'rolled-back@masar.test'));
    expect(rows).toEqual([]);
  });

  it('puts a subject on one line: a CR/LF in it cannot add a header', async () => {
    const [id] = await enqueue(
      mail('victim@masar.test', 'Hello\r\nBcc: evil@masar.test\nX-Evil: 1\u2028end'),
    );
    expect((await rowOf(id as string))?.subject).toBe('Hello Bcc: evil@masar.test X-Evil: 1 end');
    await runSenderPass(db, mailer, { from });
    const [received] = delivered('victim@masar.test');
    expect(received?.envelopeTo).toEqual(['victim@masar.test']);
    expect(received?.parsed.subject).toBe('Hello Bcc: evil@masar.test X-Evil: 1 end');
    expect(received?.parsed.headers.has('bcc')).toBe(false);
    expect(received?.parsed.headers.has('x-evil')).toBe(false);
    expect(smtp.received.some((one) => one.envelopeTo.includes('evil@masar.test'))).toBe(false);
  });

  it('refuses a recipient that is not one plain address (a header or a second address in it)', async () => {
    for (const recipient of ['victim@masar.test\r\nBcc: evil@masar.test', 'a@masar.test, evil@masar.test']) {
      await expect(enqueue(mail(recipient))).rejects.toThrow();
    }
    const rows = await db.select().from(mailOutbox).where(sql`${mailOutbox.recipient} like '%evil%'`);
    expect(rows).toEqual([]);
  });

  it('stores a message Kept in keep mode, and no sender ever picks it up', async () => {
    const id = await db.transaction((tx) => enqueueMail(tx, 'keep', mail('kept@masar.test')));
    expect(await rowOf(id)).toMatchObject({ status: 'Kept', nextAttemptAt: null, attempts: 0 });
    expect(await runSenderPass(db, mailer, { from })).toBe(0);
    expect(delivered('kept@masar.test')).toHaveLength(0);
  });
});
