import { RESET_LINK_INVALID, RESET_LINK_MINUTES, RESET_REQUESTED } from '@masar/contract/auth';
import type { Role } from '@masar/contract/permissions';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import { startSmtpReceiver, waitUntil } from '../../../test/smtp-receiver';
import { createTestApp, signIn, TEST_PUBLIC_URL } from '../../../test/test-app';
import { agents, mailOutbox, passwordResetTokens } from '../../db/schema/index';
import { sha256 } from '../../lib/tokens';
import { createAdmin, createAgent, createUser } from '../../seed/factories';
import { createSmtpMailer } from '../mail/mail-sender';
import { RESET_ADDRESS_LIMIT, RESET_IP_LIMIT, RESET_LINK_IP_LIMIT } from './password-reset';

const smtp = await startSmtpReceiver();
const { app, db } = await createTestApp({ mailer: createSmtpMailer(smtp.url) });

let nextIp = 1;
/** A fresh client address per call unless given, so the per-IP limits only count where a test means them to. */
const freshIp = () => `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const forgot = (payload: object, ip = freshIp()) =>
  app.inject({ method: 'POST', url: '/api/auth/forgotPassword', payload, remoteAddress: ip });
const reset = (payload: object, ip = freshIp()) =>
  app.inject({ method: 'POST', url: '/api/auth/resetPassword', payload, remoteAddress: ip });
const check = (token: string, ip = freshIp()) =>
  app.inject({ method: 'POST', url: '/api/auth/checkResetToken', payload: { token }, remoteAddress: ip });
const login = (role: Role, email: string, password: string) =>
  app.inject({ method: 'POST', url: `/api/auth/login${role}`, payload: { email, password } });

const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
const LINK = /https:\/\/masar\.example(\/en)?\/reset-password\?token=([A-Za-z0-9_-]+)/;

/** Asks for a link for `email` and returns the token of the e-mail that arrives. */
async function tokenFor(role: Role, email: string, lang: 'ar' | 'en' = 'ar') {
  const before = mailTo(email).length;
  expect((await forgot({ email, role, lang })).statusCode).toBe(202);
  await waitUntil(() => mailTo(email).length > before);
  const text = mailTo(email).at(-1)?.parsed.text ?? '';
  return text.match(LINK)?.[2] as string;
}

async function counts() {
  const { rows } = await db.$client.query(
    `select (select count(*) from mail_outbox)::int as mails, (select count(*) from password_reset_tokens)::int as tokens`,
  );
  return rows[0];
}

const accountMakers = {
  Admin: (name: string) => createAdmin(db, { name, permissions: [], password: PASSWORD }),
  Agent: (name: string) => createAgent(db, { name, password: PASSWORD }),
  User: (name: string) => createUser(db, { name, password: PASSWORD }),
} as const;

describe('POST /auth/forgotPassword', () => {
  it.each([
    ['Admin', 'ar'],
    ['Agent', 'ar'],
    ['User', 'ar'],
    ['Admin', 'en'],
    ['Agent', 'en'],
    ['User', 'en'],
  ] as const)(
    '%s, %s: one e-mail to the account, in the page’s language, with a link',
    async (role, lang) => {
      const account = await accountMakers[role]('سارة <b>Omar</b>');
      const response = await forgot({ email: account.email.toUpperCase(), role, lang });
      expect(response.statusCode).toBe(202);
      expect(response.json()).toEqual({ message: RESET_REQUESTED });

      await waitUntil(() => mailTo(account.email).length === 1);
      const [mail] = mailTo(account.email);
      const parsed = mail?.parsed;
      expect(mail?.envelopeTo).toEqual([account.email]);
      expect(parsed?.from?.value).toEqual([{ name: 'Masar', address: 'no-reply@masar.local' }]);
      expect(parsed?.subject).toBe(
        lang === 'ar' ? 'تعيين كلمة مرور جديدة لحسابك في مسار' : 'Set a new password for your Masar account',
      );
      const html = String(parsed?.html);
      if (lang === 'ar') {
        expect(html).toContain('<html lang="ar" dir="rtl">');
        expect(html).toContain('مرحباً سارة &lt;b&gt;Omar&lt;/b&gt;،');
      } else {
        expect(html).toContain('<html lang="en" dir="ltr">');
        expect(html).toContain('Hello سارة &lt;b&gt;Omar&lt;/b&gt;,');
      }
      expect(html).not.toContain('<b>Omar');
      expect(`${html}${parsed?.text}`).not.toMatch(/undefined|null|NaN/);
      const link = parsed?.text?.match(LINK);
      expect(link?.[1]).toBe(lang === 'en' ? '/en' : undefined);
      expect(link?.[0].startsWith(TEST_PUBLIC_URL)).toBe(true);
      expect(html).toContain(`href="${link?.[0]}"`);
      expect(parsed?.text).toContain(String(RESET_LINK_MINUTES));

      // Only the token's hash is kept; the link works for RESET_LINK_MINUTES.
      const [stored] = await db
        .select()
        .from(passwordResetTokens)
        .where(eq(passwordResetTokens.tokenHash, sha256(link?.[2] as string)));
      expect(stored).toMatchObject({ role, accountId: account.id, usedAt: null });
      const minutes = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 60_000;
      expect(minutes).toBeGreaterThan(RESET_LINK_MINUTES - 1);
      expect(minutes).toBeLessThanOrEqual(RESET_LINK_MINUTES);
      expect((await check(link?.[2] as string)).json()).toEqual({ valid: true, role });

      await waitUntil(async () => {
        const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.recipient, account.email));
        return row?.status === 'Sent' && row.sentAt !== null && row.attempts === 0;
      });
    },
  );

  it.each([
    ['an unknown address', async () => ({ email: 'nobody-here@masar.test', role: 'Agent' })],
    [
      'a deactivated account',
      async () => ({ email: (await createAgent(db, { active: false })).email, role: 'Agent' }),
    ],
    ['another role’s address', async () => ({ email: (await createUser(db)).email, role: 'Agent' })],
  ])('%s: the same answer, nothing written, nothing sent', async (_case, body) => {
    const payload = await body();
    const before = await counts();
    const sent = smtp.received.length;
    const response = await forgot({ ...payload, lang: 'en' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: RESET_REQUESTED });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await counts()).toEqual(before);
    expect(smtp.received.length).toBe(sent);
  });

  it('answers before looking the address up, so its time cannot tell an account exists', async () => {
    const user = await createUser(db);
    // Hold the table a known address writes to: an answer that waited for the look-up would wait here too.
    const holder = await db.$client.connect();
    try {
      await holder.query('begin');
      await holder.query('lock table password_reset_tokens in exclusive mode');
      const answer = forgot({ email: user.email, role: 'User', lang: 'en' });
      const held = new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 3_000));
      const first = await Promise.race([answer, held]);
      expect(first === 'held' ? first : first.statusCode).toBe(202);
      expect(mailTo(user.email)).toHaveLength(0);
    } finally {
      await holder.query('commit');
      holder.release();
    }
    // Once the table is free, the link is written and sent.
    await waitUntil(() => mailTo(user.email).length === 1);
  });

  it(`answers the same past ${RESET_ADDRESS_LIMIT} requests for one address, but sends no more`, async () => {
    const agent = await createAgent(db);
    for (let index = 0; index < RESET_ADDRESS_LIMIT; index++) await tokenFor('Agent', agent.email);
    const before = await counts();
    const response = await forgot({ email: agent.email, role: 'Agent' });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toEqual({ message: RESET_REQUESTED });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await counts()).toEqual(before);
    expect(mailTo(agent.email)).toHaveLength(RESET_ADDRESS_LIMIT);
  });

  it(`refuses a ${RESET_IP_LIMIT + 1}th request from one IP within the window with a 429`, async () => {
    const ip = '192.0.2.77';
    for (let index = 0; index < RESET_IP_LIMIT; index++) {
      const response = await forgot({ email: `unknown-${index}@masar.test`, role: 'User' }, ip);
      expect(response.statusCode).toBe(202);
    }
    const refused = await forgot({ email: 'unknown-x@masar.test', role: 'User' }, ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe('Too many requests. Try again in 15 minutes.');
    expect((await forgot({ email: 'unknown-x@masar.test', role: 'User' })).statusCode).toBe(202);
  });

  it('refuses a malformed body with a 400', async () => {
    for (const payload of [
      { email: 'not-an-address', role: 'Agent' },
      { email: 'a@b.co', role: 'Root' },
    ]) {
      expect((await forgot(payload)).statusCode).toBe(400);
    }
    expect((await forgot({ email: 'a@b.co', role: 'Agent', lang: 'fr' })).statusCode).toBe(400);
  });
});

describe('POST /auth/resetPassword', () => {
  it.each([
    ['Admin', 'admin', () => signedInAdmin(app, db, [])],
    ['Agent', 'agent', () => signedInAgent(app, db)],
    ['User', 'user', () => signedInUser(app, db)],
  ] as const)('%s: sets the password, uses the link up and ends every session', async (role, _key, make) => {
    const account = await make();
    const token = await tokenFor(role, account.row.email);

    const response = await reset({ token, password: 'a fresh passphrase 2026' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ role });

    expect((await login(role, account.row.email, PASSWORD)).statusCode).toBe(401);
    expect((await login(role, account.row.email, 'a fresh passphrase 2026')).statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: `/api/auth/refresh${role}Token`,
      payload: { refreshToken: account.refreshToken },
    });
    expect(refreshed.statusCode).toBe(401);
    expect((await check(token)).json()).toEqual({ valid: false, role });
  });

  it('a used link is refused and changes nothing', async () => {
    const agent = await createAgent(db, { password: PASSWORD });
    const token = await tokenFor('Agent', agent.email);
    expect((await reset({ token, password: 'first new passphrase' })).statusCode).toBe(200);
    const session = await signIn(app, 'Agent', agent.email, 'first new passphrase');

    const again = await reset({ token, password: 'second new passphrase' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ statusCode: 400, error: 'Bad Request', message: RESET_LINK_INVALID });
    expect((await login('Agent', agent.email, 'first new passphrase')).statusCode).toBe(200);
    const refreshed = await app.inject({
      method: 'POST',
      url: '/api/auth/refreshAgentToken',
      payload: { refreshToken: session.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('a newer reset uses up the older links of the account', async () => {
    const user = await createUser(db, { password: PASSWORD });
    const older = await tokenFor('User', user.email, 'en');
    const newer = await tokenFor('User', user.email, 'en');
    expect((await reset({ token: newer, password: 'newest passphrase' })).statusCode).toBe(200);
    expect((await reset({ token: older, password: 'older passphrase' })).statusCode).toBe(400);
    expect((await login('User', user.email, 'newest passphrase')).statusCode).toBe(200);
  });

  it('an expired link is refused and changes nothing', async () => {
    const agent = await signedInAgent(app, db);
    const token = await tokenFor('Agent', agent.row.email);
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect((await check(token)).json()).toEqual({ valid: false, role: 'Agent' });

    const response = await reset({ token, password: 'a fresh passphrase' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RESET_LINK_INVALID);
    expect((await login('Agent', agent.row.email, PASSWORD)).statusCode).toBe(200);
    const [stored] = await db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.tokenHash, sha256(token)));
    expect(stored?.usedAt).toBeNull();
  });

  it('an unknown link is refused', async () => {
    const token = 'x'.repeat(43);
    expect((await check(token)).json()).toEqual({ valid: false, role: null });
    const response = await reset({ token, password: 'a fresh passphrase' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RESET_LINK_INVALID);
  });

  it('a link of an account deactivated since is refused and changes nothing', async () => {
    const agent = await createAgent(db, { password: PASSWORD });
    const token = await tokenFor('Agent', agent.email);
    await db.update(agents).set({ active: false }).where(eq(agents.id, agent.id));
    expect((await check(token)).json()).toEqual({ valid: false, role: 'Agent' });
    const response = await reset({ token, password: 'a fresh passphrase' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(RESET_LINK_INVALID);

    await db.update(agents).set({ active: true }).where(eq(agents.id, agent.id));
    expect((await login('Agent', agent.email, PASSWORD)).statusCode).toBe(200);
    expect((await check(token)).json()).toEqual({ valid: true, role: 'Agent' });
  });

  it.each([
    ['short', /^password: Password must be at least 8 characters/],
    ['iloveyou1', /^password: This password is too common/],
  ])('refuses the weak password %s with a 400, leaving the link usable', async (password, expected) => {
    const user = await createUser(db, { password: PASSWORD });
    const token = await tokenFor('User', user.email);
    const response = await reset({ token, password });
    expect(response.statusCode).toBe(400);
    expect([response.json().message].flat().join('\n')).toMatch(expected);
    expect((await login('User', user.email, PASSWORD)).statusCode).toBe(200);
    expect((await check(token)).json()).toEqual({ valid: true, role: 'User' });
  });
});

describe('using links from one IP', () => {
  it(`refuses a ${RESET_LINK_IP_LIMIT + 1}th check or reset within the window with a 429, and changes nothing`, async () => {
    const ip = '192.0.2.91';
    for (let index = 0; index < RESET_LINK_IP_LIMIT; index++) {
      const response =
        index % 2
          ? await check(`a-guessed-link-token-${index}`, ip)
          : await reset({ token: `a-guessed-link-token-${index}`, password: 'A-New-Password-9' }, ip);
      expect(response.statusCode).toBe(index % 2 ? 200 : 400);
    }
    const agent = await createAgent(db, { password: PASSWORD });
    const token = await tokenFor('Agent', agent.email);
    expect((await check(token, ip)).statusCode).toBe(429);
    const refused = await reset({ token, password: 'A-New-Password-9' }, ip);
    expect(refused.statusCode).toBe(429);
    expect((await check(token)).json()).toEqual({ valid: true, role: 'Agent' });
  });
});

describe('old links', () => {
  it('a new request clears links expired for over a day, and keeps the others', async () => {
    const agent = await createAgent(db, { password: PASSWORD });
    const old = await tokenFor('Agent', agent.email);
    const recent = await tokenFor('Agent', agent.email);
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '25 hours'` })
      .where(eq(passwordResetTokens.tokenHash, sha256(old)));
    await db
      .update(passwordResetTokens)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(passwordResetTokens.tokenHash, sha256(recent)));
    const other = await createUser(db, { password: PASSWORD });
    await tokenFor('User', other.email);
    const left = await db.select({ hash: passwordResetTokens.tokenHash }).from(passwordResetTokens);
    const hashes = left.map((row) => row.hash);
    expect(hashes).not.toContain(sha256(old));
    expect(hashes).toContain(sha256(recent));
  });
});

describe('welcome e-mails', () => {
  it('an agent an admin creates gets a link, in the admin page’s language, to choose a password that then signs in', async () => {
    const admin = await signedInAdmin(app, db, ['EditAgents']);
    const email = `welcome-${Date.now()}@masar.test`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/agents/create',
      headers: { authorization: admin.authorization, 'accept-language': 'ar' },
      payload: { name: 'Nora Saleh', email, password: 'Given-By-Admin-1', active: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    await waitUntil(() => mailTo(email).length === 1);
    const [welcome] = mailTo(email);
    expect(welcome?.parsed.subject).toBe('مرحباً بك في مسار: حسابك جاهز');
    expect(welcome?.parsed.html).toContain('dir="rtl"');
    expect(welcome?.parsed.text).toContain(`${TEST_PUBLIC_URL}/panel/login`);
    const token = welcome?.parsed.text?.match(LINK)?.[2] as string;
    expect(welcome?.parsed.text?.match(LINK)?.[1]).toBeUndefined(); // the Arabic page: no /en
    expect((await check(token)).json()).toEqual({ valid: true, role: 'Agent' });
    expect((await reset({ token, password: 'Chosen-By-Nora-7' })).statusCode).toBe(200);
    expect((await login('Agent', email, 'Chosen-By-Nora-7')).statusCode).toBe(200);
    expect((await reset({ token, password: 'Another-Pass-8' })).statusCode).toBe(400);
  });

  it('an admin created from an English page gets the English welcome, with the admins’ sign-in page', async () => {
    const admin = await signedInAdmin(app, db, ['EditAdmins']);
    const email = `welcome-admin-${Date.now()}@masar.test`;
    const created = await app.inject({
      method: 'POST',
      url: '/api/admin/createAdmin',
      headers: { authorization: admin.authorization, 'accept-language': 'en' },
      payload: { name: 'Omar Ali', email, password: 'Given-By-Admin-1', permissions: [], active: true },
    });
    expect(created.statusCode, created.body).toBe(201);
    await waitUntil(() => mailTo(email).length === 1);
    const [welcome] = mailTo(email);
    expect(welcome?.parsed.subject).toBe('Welcome to Masar: your account is ready');
    expect(welcome?.parsed.text).toContain(`${TEST_PUBLIC_URL}/en/admin-panel/login`);
    expect(welcome?.parsed.text?.match(LINK)?.[1]).toBe('/en');
  });
});
