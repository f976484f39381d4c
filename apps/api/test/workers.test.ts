import http from 'node:http';
import type { LiveMessage } from '@masar/contract/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '../src/modules/auth/auth.service';
import { demoAccounts } from '../src/seed/seed';
import { startServer } from './server-process';

interface Answer {
  status: number;
  worker: string | undefined;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field below
  body: any;
}

/** One request on a connection of its own, so the cluster may hand it to any worker. */
function request(base: string, method: string, url: string, body?: unknown, token?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const call = http.request(
      `${base}${url}`,
      {
        method,
        agent: false,
        headers: {
          ...(payload && { 'content-type': 'application/json' }),
          ...(token && { authorization: `Bearer ${token}` }),
        },
      },
      (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            worker: response.headers['x-masar-worker'] as string | undefined,
            body: text ? JSON.parse(text) : undefined,
          }),
        );
      },
    );
    call.on('error', reject);
    call.end(payload);
  });
}

/** An open event stream and the worker that serves it. */
function openStream(base: string, token: string) {
  return new Promise<{ worker: string; next: () => Promise<LiveMessage>; close: () => void }>(
    (resolve, reject) => {
      const call = http.get(
        `${base}/api/events?lang=en`,
        { agent: false, headers: { authorization: `Bearer ${token}` } },
        (response) => {
          response.setEncoding('utf8');
          let buffer = '';
          const waiting: Array<(message: LiveMessage) => void> = [];
          response.on('data', (chunk: string) => {
            buffer += chunk;
            for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
              const data = buffer
                .slice(0, end)
                .split('\n')
                .find((line) => line.startsWith('data: '));
              buffer = buffer.slice(end + 2);
              if (data) waiting.shift()?.(JSON.parse(data.slice(6)) as LiveMessage);
            }
          });
          resolve({
            worker: response.headers['x-masar-worker'] as string,
            next: () =>
              new Promise((found, fail) => {
                waiting.push(found);
                setTimeout(() => fail(new Error('no event within 10 s')), 10_000).unref();
              }),
            close: () => call.destroy(),
          });
        },
      );
      call.on('error', reject);
    },
  );
}

describe('the API as two worker processes (WEB_CONCURRENCY=2)', () => {
  let base = '';
  beforeAll(async () => {
    // No JWT_SECRET: the primary generates one, and a token from one worker must pass the other.
    base = await startServer('node', ['--import', 'tsx', 'apps/api/src/server.ts'], {
      WEB_CONCURRENCY: '2',
      JWT_SECRET: undefined,
    });
  }, 180_000);

  it('spreads new connections over both workers, which accept each other’s tokens', async () => {
    const login = await request(base, 'POST', '/api/auth/loginAgent', demoAccounts.agent);
    expect(login.status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        request(base, 'GET', '/api/agents/currentAgentData', undefined, login.body.access_token),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.worker))).toEqual(new Set(['1', '2']));
  });

  it('delivers a live event to streams served by either worker', async () => {
    const agent = await request(base, 'POST', '/api/auth/loginAgent', demoAccounts.agent3);
    const admin = await request(base, 'POST', '/api/auth/loginAdmin', demoAccounts.superAdmin);
    const streams = [];
    // Open streams until both workers serve one (connections go round-robin, so two or three do).
    for (let tries = 0; tries < 6 && new Set(streams.map((stream) => stream.worker)).size < 2; tries++) {
      streams.push(await openStream(base, agent.body.access_token));
    }
    expect(new Set(streams.map((stream) => stream.worker))).toEqual(new Set(['1', '2']));
    const events = streams.map((stream) => stream.next());
    const topUp = await request(
      base,
      'POST',
      `/api/transactions/update-balance/${agent.body.agent.id}`,
      { operation: 'ADD', amount: 5000, note: 'Workers test top-up' },
      admin.body.access_token,
    );
    expect(topUp.status).toBe(201);
    for (const message of await Promise.all(events)) expect(message.event.type).toBe('balance.changed');
    for (const stream of streams) stream.close();
  });

  it('prices the next quote on either worker with a surcharge rule added or deleted through one of them', async () => {
    const agent = await request(base, 'POST', '/api/auth/loginAgent', demoAccounts.agent);
    const admin = await request(base, 'POST', '/api/auth/loginAdmin', demoAccounts.superAdmin);
    const agentToken = agent.body.access_token;
    const locations = await request(base, 'GET', '/api/location/allNoPagination', undefined, agentToken);
    const airport = locations.body.find((location: { nameEn: string }) => location.nameEn.includes('(JED)'));
    // Noon in Riyadh, three days ahead: no night surcharge, no season.
    const pickupAt = new Date(Date.now() + 3 * 86_400_000);
    pickupAt.setUTCHours(9, 0, 0, 0);
    const trip = {
      direction: 'Arrival',
      locationId: airport.id,
      place: { address: 'Historic Jeddah', lat: 21.485833, lng: 39.186389 },
      passengers: 1,
      bags: 0,
      pickupAt: pickupAt.toISOString(),
    };
    /** Quotes until both workers have answered (each on a connection of its own); each answer's surcharge ids. */
    async function quoteOnBothWorkers() {
      const seen = new Map<string, string[][]>();
      for (let tries = 0; tries < 8 && seen.size < 2; tries++) {
        const answer = await request(base, 'POST', '/api/agents-bookings/quote', trip, agentToken);
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.offers.length).toBeGreaterThan(0);
        const lines = answer.body.offers.map((offer: { price: { surcharges: { surchargeId: string }[] } }) =>
          offer.price.surcharges.map((line) => line.surchargeId),
        );
        seen.set(answer.worker ?? '', [...(seen.get(answer.worker ?? '') ?? []), ...lines]);
      }
      expect([...seen.keys()].sort()).toEqual(['1', '2']);
      return [...seen.values()].flat();
    }

    // Both workers have read (and keep) the settings without the rule.
    for (const lines of await quoteOnBothWorkers()) expect(lines).toEqual([]);
    const created = await request(
      base,
      'POST',
      '/api/surcharges',
      { nameAr: 'رسم العمال', nameEn: 'Workers fee', kind: 'Fixed', value: 1_234, priority: 1_000 },
      admin.body.access_token,
    );
    expect(created.status).toBe(201);
    for (const lines of await quoteOnBothWorkers()) expect(lines).toEqual([created.body.id]);
    const deleted = await request(
      base,
      'DELETE',
      `/api/surcharges/${created.body.id}`,
      undefined,
      admin.body.access_token,
    );
    expect(deleted.status).toBe(204);
    for (const lines of await quoteOnBothWorkers()) expect(lines).toEqual([]);
  });

  // Last: the failures also count against this machine's address, which would refuse the other sign-ins.
  it('counts sign-in failures across workers (the rate limit is shared)', async () => {
    const wrong = { email: demoAccounts.agent2.email, password: 'not-the-password-1' };
    const failures: Answer[] = [];
    for (let attempt = 0; attempt < LOGIN_FAILURE_LIMIT; attempt++) {
      failures.push(await request(base, 'POST', '/api/auth/loginAgent', wrong));
    }
    expect(failures.map((answer) => answer.status)).toEqual(Array(LOGIN_FAILURE_LIMIT).fill(401));
    expect(new Set(failures.map((answer) => answer.worker))).toEqual(new Set(['1', '2']));
    // Each worker saw only about half of the failures: a count kept per process would let this one through.
    const refused = await request(base, 'POST', '/api/auth/loginAgent', wrong);
    expect(refused.status).toBe(429);
  });
});
