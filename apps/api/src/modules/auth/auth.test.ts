import { BAD_CREDENTIALS, BAD_DRIVER_CREDENTIALS } from '@masar/contract/auth';
import { describe, expect, it } from 'vitest';
import { createTestApp, signIn } from '../../../test/test-app';
import { createAdmin, createAgent, createDriverRow, createUser } from '../../seed/factories';
import { LOGIN_FAILURE_LIMIT } from './auth.service';

const { app, db } = await createTestApp();

const post = (url: string, payload: unknown, remoteAddress = '10.0.0.1') =>
  app.inject({ method: 'POST', url, payload: payload as object, remoteAddress });

describe('login', () => {
  it.each([
    ['Admin', createAdmin, 'admin'],
    ['Agent', createAgent, 'agent'],
    ['User', createUser, 'user'],
  ] as const)('%s signs in and gets tokens and its account', async (role, factory, key) => {
    const row = await factory(db, { email: `Mixed.Case.${role}@Masar.test`, password: 'Right-Password-1' });
    const response = await post(`/api/auth/login${role}`, {
      email: `mixed.case.${role.toLowerCase()}@masar.test`,
      password: 'Right-Password-1',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(body.refresh_token.length).toBeGreaterThan(30);
    expect(body[key].id).toBe(row.id);
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const admin = await createAdmin(db, { password: 'Right-Password-1' });
    const wrong = await post(
      '/api/auth/loginAdmin',
      { email: admin.email, password: 'wrong-password' },
      '10.0.0.2',
    );
    const unknown = await post(
      '/api/auth/loginAdmin',
      { email: 'nobody@masar.test', password: 'x' },
      '10.0.0.2',
    );
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ statusCode: 401, error: 'Unauthorized', message: BAD_CREDENTIALS });
    }
  });

  it('tells a driver, who signs in with a mobile number, that the mobile number or password is wrong', async () => {
    const driver = await createDriverRow(db, { password: 'Right-Password-1' });
    for (const mobile of [driver.mobile, '+966599999999']) {
      const response = await post(
        '/api/auth/loginDriver',
        { mobile, password: 'wrong-password' },
        '10.0.0.9',
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().message).toBe(BAD_DRIVER_CREDENTIALS);
    }
  });

  it('does not let an agent sign in at the admin door', async () => {
    const agent = await createAgent(db, { password: 'Right-Password-1' });
    const response = await post(
      '/api/auth/loginAdmin',
      { email: agent.email, password: 'Right-Password-1' },
      '10.0.0.3',
    );
    expect(response.statusCode).toBe(401);
  });

  it('refuses a deactivated account even with the right password', async () => {
    const agent = await createAgent(db, { password: 'Right-Password-1', active: false });
    const response = await post(
      '/api/auth/loginAgent',
      { email: agent.email, password: 'Right-Password-1' },
      '10.0.0.4',
    );
    expect(response.statusCode).toBe(403);
  });

  it('answers bad input with 400 and one message per problem', async () => {
    const response = await post('/api/auth/loginAgent', { email: 'not-an-email' });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('Bad Request');
    expect(body.message).toEqual([expect.stringMatching(/^email: /), expect.stringMatching(/^password: /)]);
  });

  it(`locks an account after ${LOGIN_FAILURE_LIMIT} failures in 15 minutes, whatever the IP`, async () => {
    const agent = await createAgent(db, { password: 'Right-Password-1' });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const response = await post(
        '/api/auth/loginAgent',
        { email: agent.email, password: 'nope' },
        `10.1.0.${i}`,
      );
      expect(response.statusCode).toBe(401);
    }
    const locked = await post(
      '/api/auth/loginAgent',
      { email: agent.email, password: 'Right-Password-1' },
      '10.1.1.1',
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  it(`locks an IP after ${LOGIN_FAILURE_LIMIT} failures, whatever the account`, async () => {
    const agent = await createAgent(db, { password: 'Right-Password-1' });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      await post('/api/auth/loginAgent', { email: `guess-${i}@masar.test`, password: 'nope' }, '10.2.0.1');
    }
    const fromSameIp = await post(
      '/api/auth/loginAgent',
      { email: agent.email, password: 'Right-Password-1' },
      '10.2.0.1',
    );
    expect(fromSameIp.statusCode).toBe(429);
    const fromOtherIp = await post(
      '/api/auth/loginAgent',
      { email: agent.email, password: 'Right-Password-1' },
      '10.2.0.2',
    );
    expect(fromOtherIp.statusCode).toBe(200);
  });
});

describe('refresh tokens', () => {
  it('rotate on every use, and reuse of a used token revokes the whole family', async () => {
    const agent = await createAgent(db, { password: 'Right-Password-1' });
    const first = await signIn(app, 'Agent', agent.email, 'Right-Password-1');

    const rotated = await post('/api/auth/refreshAgentToken', { refreshToken: first.refreshToken });
    expect(rotated.statusCode).toBe(200);
    const second = rotated.json();
    expect(second.refresh_token).not.toBe(first.refreshToken);
    expect(second.agent.id).toBe(agent.id);

    const reuse = await post('/api/auth/refreshAgentToken', { refreshToken: first.refreshToken });
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toMatch(/^Agent /);

    // The thief's reuse also ended the legitimate session that descended from it.
    const descendant = await post('/api/auth/refreshAgentToken', { refreshToken: second.refresh_token });
    expect(descendant.statusCode).toBe(401);
  });

  it('is refused at another role’s refresh endpoint', async () => {
    const admin = await createAdmin(db, { password: 'Right-Password-1' });
    const session = await signIn(app, 'Admin', admin.email, 'Right-Password-1');
    const response = await post('/api/auth/refreshAgentToken', { refreshToken: session.refreshToken });
    expect(response.statusCode).toBe(401);
    const ok = await post('/api/auth/refreshAdminToken', { refreshToken: session.refreshToken });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().admin.id).toBe(admin.id);
  });

  it('is refused once the account is deactivated', async () => {
    const user = await createUser(db, { password: 'Right-Password-1' });
    const session = await signIn(app, 'User', user.email, 'Right-Password-1');
    await db.execute(`update users set active = false where id = '${user.id}'`);
    const response = await post('/api/auth/refreshUserToken', { refreshToken: session.refreshToken });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/^User /);
  });

  it('one token refreshed twice at once yields exactly one new session', async () => {
    const agent = await createAgent(db, { password: 'Right-Password-1' });
    const session = await signIn(app, 'Agent', agent.email, 'Right-Password-1');
    const results = await Promise.all(
      [1, 2, 3].map(() => post('/api/auth/refreshAgentToken', { refreshToken: session.refreshToken })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
  });

  it('logout ends the session', async () => {
    const agent = await createAgent(db, { password: 'Right-Password-1' });
    const session = await signIn(app, 'Agent', agent.email, 'Right-Password-1');
    expect((await post('/api/auth/logout', { refreshToken: session.refreshToken })).statusCode).toBe(204);
    expect(
      (await post('/api/auth/refreshAgentToken', { refreshToken: session.refreshToken })).statusCode,
    ).toBe(401);
  });
});

describe('customer sign-up', () => {
  const valid = {
    name: 'Huda Saleh',
    email: 'Huda@Example.com',
    phone: '+966501234567',
    password: 'long enough passphrase',
  };

  it('creates the account and signs it in', async () => {
    const response = await post('/api/auth/registerUser', valid);
    expect(response.statusCode).toBe(201);
    expect(response.json().user).toMatchObject({
      name: 'Huda Saleh',
      email: 'huda@example.com',
      active: true,
    });
    const login = await post(
      '/api/auth/loginUser',
      { email: 'huda@example.com', password: valid.password },
      '10.3.0.1',
    );
    expect(login.statusCode).toBe(200);
  });

  it.each([
    ['+٩٦٦٥٠١٢٣٤٥٦٧', 'arabic'],
    ['0501234567', 'local'],
    ['009665 0123 4567', 'zeros'],
  ])('stores the phone %s in E.164', async (typed, who) => {
    const response = await post('/api/auth/registerUser', {
      ...valid,
      email: `${who}@example.com`,
      phone: typed,
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().user.phone).toBe('+966501234567');
  });

  it('refuses the same e-mail in another case with 409', async () => {
    const response = await post('/api/auth/registerUser', { ...valid, email: 'HUDA@example.COM' });
    expect(response.statusCode).toBe(409);
  });

  it.each([
    [{ password: 'short' }, /^password: Password must be at least 8 characters/],
    [{ password: 'qwertyuiop' }, /^password: This password is too common/],
    [{ phone: '12345' }, /^phone: Phone must be a Saudi mobile/],
    [{ email: 'nope' }, /^email: /],
    [{ name: '' }, /^name: /],
  ])('refuses %o with a clear 400', async (change, message) => {
    const response = await post('/api/auth/registerUser', {
      ...valid,
      email: 'other@example.com',
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });
});
