import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/seed/seed';
import { repositoryRoot as root, startServer } from './server-process';

async function smoke(base: string) {
  const json = async (url: string, init?: RequestInit) => {
    const response = await fetch(`${base}${url}`, init);
    // biome-ignore lint/suspicious/noExplicitAny: the smoke answers are compared whole, their shapes are the contract's
    return { status: response.status, body: (await response.json()) as any };
  };
  const login = await json('/api/auth/loginAgent', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: demoAccounts.agent.email, password: demoAccounts.agent.password }),
  });
  const headers = { authorization: `Bearer ${login.body.access_token}` };
  const bookings = await json('/api/agents-bookings/all-bookings-by-agent?limit=100', { headers });
  const ticket = await fetch(`${base}/api/agents-bookings/download-ticket/${bookings.body.items[0].id}`, {
    headers,
  });
  const ticketBytes = Buffer.from(await ticket.arrayBuffer());
  const areas = await json('/api/area/allNoPagination', { headers });
  return {
    hello: await json('/api'),
    settings: await json('/api/settings'),
    openapi: await json('/api/openapi.json'),
    login: login.status,
    bookings: (bookings.body as { items: { status: string; price: { total: number } }[] }).items
      .map((booking) => `${booking.status} ${booking.price.total}`)
      .sort(),
    areas: areas.body.map((area: { nameEn: string }) => area.nameEn).sort(),
    // A PDF drawn with the bundled fonts (the compiled server finds them in node_modules like the dev one).
    ticket: [ticket.status, ticket.headers.get('content-type'), ticketBytes.subarray(0, 5).toString()],
    missing: await json('/api/no/such/route'),
  };
}

describe('the compiled server (npm start)', () => {
  it('answers the smoke routes as the TypeScript server does', { timeout: 180_000 }, async () => {
    const build = spawnSync('node', ['apps/api/scripts/build.mjs'], { cwd: root, encoding: 'utf8' });
    expect(build.status, build.stderr).toBe(0);
    // The compiled one as two workers (npm start's default on a 2-core machine), the dev one as a single process.
    const [compiled, dev] = await Promise.all([
      startServer('node', ['--enable-source-maps', 'apps/api/dist/server.js'], { WEB_CONCURRENCY: '2' }),
      startServer('node', ['--import', 'tsx', 'apps/api/src/server.ts'], { WEB_CONCURRENCY: '1' }),
    ]);
    const [fromCompiled, fromDev] = await Promise.all([smoke(compiled), smoke(dev)]);
    expect(fromCompiled.login).toBe(200);
    expect(fromCompiled.bookings.length).toBeGreaterThan(0);
    expect(fromCompiled.ticket).toEqual([200, 'application/pdf', '%PDF-']);
    expect(fromCompiled).toEqual(fromDev);
  });
});
