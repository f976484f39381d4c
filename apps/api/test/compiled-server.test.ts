import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { demoAccounts } from '../src/seed/seed';
import { TEMPLATE, withDatabase } from './global-setup';

const root = path.resolve(import.meta.dirname, '../../..');
const children: ChildProcess[] = [];
const dataDirs: string[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGTERM');
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

/** Starts a server (its own fresh database, demo data) and resolves with its base URL once it listens. */
async function startServer(command: string, args: string[]): Promise<string> {
  const serverUrl = inject('pgServerUrl');
  const database = `compiled_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${database} TEMPLATE ${TEMPLATE}`);
  await admin.end();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'masar-compiled-'));
  dataDirs.push(dataDir);
  const child = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: withDatabase(serverUrl, database),
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      MASAR_DEMO: '1',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'compiled-server-test-secret-of-32-chars!',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk;
      const base = /Masar is running at (http:\/\/\S+)\//.exec(output)?.[1];
      if (base) resolve(base);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`${command} exited with ${code}:\n${output}`)));
  });
}

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
    const [compiled, dev] = await Promise.all([
      startServer('node', ['--enable-source-maps', 'apps/api/dist/server.js']),
      startServer('npx', ['tsx', 'apps/api/src/server.ts']),
    ]);
    const [fromCompiled, fromDev] = await Promise.all([smoke(compiled), smoke(dev)]);
    expect(fromCompiled.login).toBe(200);
    expect(fromCompiled.bookings.length).toBeGreaterThan(0);
    expect(fromCompiled.ticket).toEqual([200, 'application/pdf', '%PDF-']);
    expect(fromCompiled).toEqual(fromDev);
  });
});
