import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { DEFAULT_LEAD_MINUTES } from '@masar/contract/trips';
import { afterAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../test/accounts';
import { createTestApp } from '../../test/test-app';
import { buildApp } from '../app';
import { createDatabase } from '../db/client';
import { createTokenSigner } from '../lib/tokens';

const { app, db } = await createTestApp();

describe('hostile requests', () => {
  it('refuses a body over 1 MB with 413 before reading it all', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/loginAgent',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.test', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ statusCode: 413 });
  });

  it('refuses a malformed JSON body with 400, not 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/loginAgent',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
  });

  it('caps page sizes', async () => {
    const agent = await signedInAgent(app, db);
    const admin = await signedInAdmin(app, db, ['ViewAgentsBookings', 'ViewPayments']);
    for (const [url, authorization] of [
      ['/api/agents-bookings/all-bookings-by-agent?limit=100000', agent.authorization],
      ['/api/agents-bookings/all-bookings-by-admin?limit=100000', admin.authorization],
      ['/api/transactions/findAllByAdmin?limit=100000', admin.authorization],
      ['/api/agents-bookings/all-bookings-by-admin?page=-1', admin.authorization],
    ] as const) {
      const response = await app.inject({ method: 'GET', url, headers: { authorization } });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('a database that is down', () => {
  it('answers 503 (not 500, not a hang) and says nothing more', async () => {
    // A port nothing listens on stands for a database that is restarting.
    const port = await new Promise<number>((resolve) => {
      const server = net.createServer().listen(0, '127.0.0.1', () => {
        const address = server.address() as net.AddressInfo;
        server.close(() => resolve(address.port));
      });
    });
    const deadDb = createDatabase(`postgres://masar@127.0.0.1:${port}/masar`, 2);
    const tokens = createTokenSigner(new TextEncoder().encode(randomBytes(32).toString('hex')));
    const downApp = await buildApp({
      db: deadDb,
      tokens,
      config: {
        version: 'test',
        currency: 'SAR',
        timeZone: 'Asia/Riyadh',
        bookingLeadMinutes: DEFAULT_LEAD_MINUTES,
      },
      logLevel: 'silent',
    });
    afterAll(async () => {
      await downApp.close();
      await deadDb.$client.end();
    });
    const login = await downApp.inject({
      method: 'POST',
      url: '/api/auth/loginAgent',
      payload: { email: 'agent@masar.test', password: 'Right-Password-1' },
    });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Service temporarily unavailable',
    });
    const token = await tokens.sign({ sub: randomBytes(16).toString('hex'), role: 'Agent' });
    const list = await downApp.inject({
      method: 'GET',
      url: '/api/agents-bookings/all-bookings-by-agent',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(list.statusCode).toBe(503);
  });
});
