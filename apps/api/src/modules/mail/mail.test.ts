import { type Permission, permissions } from '@masar/contract/permissions';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf, expectGuarded, type Method } from '../../../test/access';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { startSmtpReceiver, waitUntil } from '../../../test/smtp-receiver';
import { createTestApp } from '../../../test/test-app';
import { mailOutbox } from '../../db/schema/index';
import { createAgent, createUser } from '../../seed/factories';
import { MASKED_TOKEN } from './mail.service';
import { createSmtpMailer, runSenderPass } from './mail-sender';

/** Two apps: the embedded default (no SMTP server: messages Kept) and one delivering to a real SMTP server. */
const keep = await createTestApp();
const smtp = await startSmtpReceiver();
const live = await createTestApp({ mailer: createSmtpMailer(smtp.url) });

const allButEditAdmins = permissions.filter((permission) => permission !== 'EditAdmins') as Permission[];
const editor = {
  keep: (await signedInAdmin(keep.app, keep.db, ['EditAdmins'])).authorization,
  live: (await signedInAdmin(live.app, live.db, ['EditAdmins'])).authorization,
};
const call = { keep: callerOf(keep.app), live: callerOf(live.app) };

let nextIp = 1;
/** Asks for a reset link and waits for its message: the link is written once the 202 has left. */
async function forgot(which: 'keep' | 'live', email: string, role: 'Agent' | 'User', lang: 'ar' | 'en') {
  const { app, db } = which === 'keep' ? keep : live;
  const messagesTo = async () =>
    (await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.recipient, email))).length;
  const before = await messagesTo();
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/forgotPassword',
    payload: { email, role, lang },
    remoteAddress: `10.9.0.${nextIp++}`,
  });
  expect(response.statusCode).toBe(202);
  await waitUntil(async () => (await messagesTo()) > before);
}
const TOKEN = /reset-password\?token=([A-Za-z0-9_-]+)/;

describe('who may call the outbox', () => {
  const routes: [Method, string, number][] = [
    ['GET', '/api/mail/outbox', 200],
    ['GET', `/api/mail/outbox/${UNKNOWN_ID}`, 404],
    ['POST', `/api/mail/outbox/${UNKNOWN_ID}/resend`, 404],
    ['GET', '/api/mail/settings', 200],
  ];
  it.each(routes)('%s %s: admins with EditAdmins only; agents and users 401', async (method, url, status) => {
    const { app, db } = keep;
    await expectGuarded(
      call.keep,
      { method, url },
      {
        audience: 'Admin',
        otherRoles: [
          (await signedInAgent(app, db)).authorization,
          (await signedInUser(app, db)).authorization,
        ],
        withoutPermission: {
          authorization: (await signedInAdmin(app, db, allButEditAdmins)).authorization,
          permission: 'EditAdmins',
        },
        allowed: [{ authorization: editor.keep, status }],
      },
    );
  });
});

describe('without an SMTP server (Kept)', () => {
  it('GET /mail/settings says so', async () => {
    const response = await call.keep('GET', '/api/mail/settings', editor.keep);
    expect(response.json()).toEqual({ mode: 'keep', from: 'Masar <no-reply@masar.local>' });
  });

  it('a reset request is kept, never sent, and shown whole (the link is the only way to it)', async () => {
    const agent = await createAgent(keep.db, { email: 'agent-kept@masar.test' });
    await forgot('keep', agent.email, 'Agent', 'ar');

    const list = await call.keep('GET', '/api/mail/outbox?search=agent-kept', editor.keep);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, page: 1, pages: 1 });
    const [item] = list.json().items;
    expect(item).toEqual({
      id: expect.any(String),
      kind: 'PasswordReset',
      status: 'Kept',
      recipient: agent.email,
      language: 'ar',
      subject: 'تعيين كلمة مرور جديدة لحسابك في مسار',
      attempts: 0,
      lastError: null,
      createdAt: expect.any(String),
      sentAt: null,
      nextAttemptAt: null,
    });

    const detail = (await call.keep('GET', `/api/mail/outbox/${item.id}`, editor.keep)).json();
    expect(detail).toMatchObject({ ...item, html: expect.stringContaining('dir="rtl"') });
    const token = detail.text.match(TOKEN)?.[1];
    expect(token).toHaveLength(43);
    expect(detail.html).toContain(`token=${token}`);
    const check = await keep.app.inject({
      method: 'POST',
      url: '/api/auth/checkResetToken',
      payload: { token },
    });
    expect(check.json()).toEqual({ valid: true, role: 'Agent' });

    // No sender takes a Kept message; "resend" leaves it Kept when nothing can send it.
    expect(await runSenderPass(keep.db, createSmtpMailer(smtp.url), { from: 'a@b.c' })).toBe(0);
    expect(smtp.received.some((mail) => mail.envelopeTo.includes(agent.email))).toBe(false);
    const resent = await call.keep('POST', `/api/mail/outbox/${item.id}/resend`, editor.keep);
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ id: item.id, status: 'Kept', attempts: 0 });
  });

  it('lists newest first, filters by status, kind and search, a page at a time', async () => {
    for (const index of [1, 2, 3]) {
      const user = await createUser(keep.db, { email: `lister-${index}@masar.test` });
      await forgot('keep', user.email, 'User', index === 2 ? 'en' : 'ar');
    }
    const page = (query: string) => call.keep('GET', `/api/mail/outbox?${query}`, editor.keep);
    const first = (await page('search=lister-&limit=2')).json();
    expect(first).toMatchObject({ total: 3, page: 1, limit: 2, pages: 2 });
    expect(first.items.map((item: { recipient: string }) => item.recipient)).toEqual([
      'lister-3@masar.test',
      'lister-2@masar.test',
    ]);
    const second = (await page('search=lister-&limit=2&page=2')).json();
    expect(second.items.map((item: { recipient: string }) => item.recipient)).toEqual([
      'lister-1@masar.test',
    ]);
    const oldest = (await page('search=lister-&sort=createdAt')).json();
    expect(oldest.items[0].recipient).toBe('lister-1@masar.test');
    expect((await page('search=Set a new password')).json().items).toHaveLength(1);
    expect((await page('search=lister-&status=Kept&kind=PasswordReset')).json().total).toBe(3);
    expect((await page('search=lister-&status=Sent')).json().total).toBe(0);
    expect((await page('status=Lost')).statusCode).toBe(400);
  });
});

describe('with an SMTP server', () => {
  it('GET /mail/settings says so', async () => {
    const response = await call.live('GET', '/api/mail/settings', editor.live);
    expect(response.json()).toEqual({ mode: 'smtp', from: 'Masar <no-reply@masar.local>' });
  });

  it('masks the reset link in the detail: it belongs to its recipient alone', async () => {
    const user = await createUser(live.db, { email: 'masked@masar.test' });
    await forgot('live', user.email, 'User', 'en');
    await waitUntil(() => smtp.received.some((mail) => mail.envelopeTo.includes(user.email)));
    const delivered = smtp.received.find((mail) => mail.envelopeTo.includes(user.email));
    const token = delivered?.parsed.text?.match(TOKEN)?.[1] as string;

    const [row] = await live.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    const detail = (await call.live('GET', `/api/mail/outbox/${row?.id}`, editor.live)).json();
    expect(detail.status).toBe('Sent');
    for (const part of [detail.html, detail.text]) {
      expect(part).not.toContain(token);
      expect(part).toContain(`reset-password?token=${MASKED_TOKEN}`);
    }
    expect(detail.html).toContain('lang="en" dir="ltr"');
  });

  it('resends a message: back to Pending, attempts reset, and it goes out again', async () => {
    const agent = await createAgent(live.db, { email: 'resent@masar.test' });
    await forgot('live', agent.email, 'Agent', 'ar');
    const count = () => smtp.received.filter((mail) => mail.envelopeTo.includes(agent.email)).length;
    await waitUntil(() => count() === 1);
    const [row] = await live.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, agent.email));
    // As if it had failed for good.
    await live.db
      .update(mailOutbox)
      .set({ status: 'Failed', attempts: 6, lastError: '550 no such user', nextAttemptAt: null })
      .where(eq(mailOutbox.id, row?.id as string));

    const response = await call.live('POST', `/api/mail/outbox/${row?.id}/resend`, editor.live);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: row?.id,
      status: 'Pending',
      attempts: 0,
      lastError: null,
      sentAt: null,
      nextAttemptAt: expect.any(String),
    });
    await waitUntil(() => count() === 2);
    await waitUntil(async () => {
      const [after] = await live.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.id, row?.id as string));
      return after?.status === 'Sent';
    });
  });

  it('a CR/LF in an account name reaches no header', async () => {
    const user = await createUser(live.db, {
      name: 'Eve\r\nBcc: evil@masar.test\r\nSubject: pwned',
      email: 'eve@masar.test',
    });
    await forgot('live', user.email, 'User', 'en');
    await waitUntil(() => smtp.received.some((mail) => mail.envelopeTo.includes(user.email)));
    const delivered = smtp.received.find((mail) => mail.envelopeTo.includes(user.email));
    expect(delivered?.envelopeTo).toEqual([user.email]);
    expect(delivered?.parsed.headers.has('bcc')).toBe(false);
    expect(delivered?.parsed.subject).toBe('Set a new password for your Masar account');
    const headerBlock = delivered?.raw.split(/\r?\n\r?\n/)[0] ?? '';
    expect(headerBlock).not.toMatch(/^(Bcc|Subject: pwned)/im);
    expect(delivered?.parsed.text).toContain('Hello Eve Bcc: evil@masar.test Subject: pwned,');
    expect(smtp.received.some((mail) => mail.envelopeTo.includes('evil@masar.test'))).toBe(false);
  });

  it('keeps what a message says, and lays it out when it is shown', async () => {
    const user = await createUser(keep.db, { name: 'Huda', email: 'content@masar.test' });
    await forgot('keep', user.email, 'User', 'ar');
    const [row] = await keep.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, user.email));
    expect(row?.content).toEqual({
      template: 'passwordReset',
      name: 'Huda',
      link: expect.stringMatching(TOKEN),
      minutes: expect.any(Number),
    });
    const detail = (await call.keep('GET', `/api/mail/outbox/${row?.id}`, editor.keep)).json();
    expect(detail.html).toContain('<html lang="ar" dir="rtl">');
    expect(detail.html).toContain('مرحباً Huda،');
    expect(detail.text).toContain(String((row?.content as { link?: string } | undefined)?.link));
  });

  // Migration 0035 keeps a message written before it as its laid-out parts.
  it('shows and sends a message written before the outbox kept contents as it was', async () => {
    const [row] = await live.db
      .insert(mailOutbox)
      .values({
        kind: 'PasswordReset',
        status: 'Pending',
        recipient: 'before@masar.test',
        language: 'en',
        subject: 'Written before',
        content: { template: 'laidOut' },
        html: '<p>As it was</p>',
        text: 'As it was',
        nextAttemptAt: new Date(),
      })
      .returning();
    await waitUntil(() => smtp.received.some((mail) => mail.envelopeTo.includes('before@masar.test')));
    const delivered = smtp.received.find((mail) => mail.envelopeTo.includes('before@masar.test'));
    expect(delivered?.parsed.html).toBe('<p>As it was</p>');
    expect(delivered?.parsed.text?.trim()).toBe('As it was');
    const detail = (await call.live('GET', `/api/mail/outbox/${row?.id}`, editor.live)).json();
    expect(detail).toMatchObject({ html: '<p>As it was</p>', text: 'As it was' });
  });
});
