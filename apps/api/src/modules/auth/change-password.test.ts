import { WRONG_CURRENT_PASSWORD } from '@masar/contract/auth';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import { createTestApp, signIn } from '../../../test/test-app';
import { LOGIN_FAILURE_LIMIT } from './auth.service';

const { app, db } = await createTestApp();

const change = (authorization: string | undefined, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: '/api/auth/changePassword',
    payload,
    headers: authorization ? { authorization } : {},
  });
const refresh = (role: string, refreshToken: string) =>
  app.inject({ method: 'POST', url: `/api/auth/refresh${role}Token`, payload: { refreshToken } });

describe('PATCH /auth/changePassword', () => {
  it.each([
    ['Admin', 'admin', () => signedInAdmin(app, db, ['ViewAdmins'])],
    ['Agent', 'agent', () => signedInAgent(app, db)],
    ['User', 'user', () => signedInUser(app, db)],
  ] as const)('%s: ends the other sessions and returns a new one', async (role, key, make) => {
    const account = await make();
    const otherDevice = await signIn(app, role, account.row.email, PASSWORD);

    const response = await change(account.authorization, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(response.statusCode).toBe(200);
    const session = response.json();
    expect(session[key].id).toBe(account.row.id);
    expect(session.access_token.split('.')).toHaveLength(3);

    // Both earlier sessions are over; the returned one works.
    expect((await refresh(role, account.refreshToken)).statusCode).toBe(401);
    expect((await refresh(role, otherDevice.refreshToken)).statusCode).toBe(401);
    expect((await refresh(role, session.refresh_token)).statusCode).toBe(200);

    const oldLogin = await app.inject({
      method: 'POST',
      url: `/api/auth/login${role}`,
      payload: { email: account.row.email, password: PASSWORD },
    });
    expect(oldLogin.statusCode).toBe(401);
    expect((await signIn(app, role, account.row.email, 'a brand new passphrase')).body[key].id).toBe(
      account.row.id,
    );
  });

  it('a wrong current password is a 400 and changes nothing', async () => {
    const agent = await signedInAgent(app, db);
    const response = await change(agent.authorization, {
      currentPassword: 'not my password',
      newPassword: 'a brand new passphrase',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: WRONG_CURRENT_PASSWORD,
    });
    expect((await refresh('Agent', agent.refreshToken)).statusCode).toBe(200);
    expect((await signIn(app, 'Agent', agent.row.email, PASSWORD)).body.agent.id).toBe(agent.row.id);
  });

  it.each([
    [{ newPassword: 'short' }, /^newPassword: Password must be at least 8 characters/],
    [{ newPassword: 'iloveyou1' }, /^newPassword: This password is too common/],
    [{ newPassword: PASSWORD }, /^newPassword: The new password must be different/],
    [{ currentPassword: '' }, /^currentPassword: /],
  ])('refuses %o with a 400', async (body, message) => {
    const user = await signedInUser(app, db);
    const response = await change(user.authorization, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
      ...body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.stringMatching(message)]);
  });

  it('needs a token (401)', async () => {
    const response = await change(undefined, {
      currentPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
    });
    expect(response.statusCode).toBe(401);
  });

  it(`guessing the current password is limited like a sign-in (${LOGIN_FAILURE_LIMIT} tries)`, async () => {
    const admin = await signedInAdmin(app, db, []);
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const response = await change(admin.authorization, {
        currentPassword: `guess-${i}`,
        newPassword: 'whatever passphrase',
      });
      expect(response.statusCode).toBe(400);
    }
    const locked = await change(admin.authorization, {
      currentPassword: PASSWORD,
      newPassword: 'whatever passphrase',
    });
    expect(locked.statusCode).toBe(429);
  });
});
