import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../src/seed/seed';
import { createServerDatabase, startServer } from './server-process';

/**
 * Issue #21 (compose with two API replicas): nodes that start at the same moment on one new database both
 * come up, and the migrations, demo data and first admin are written once (decision: the start-up lock).
 */
describe('API nodes starting together on one database', () => {
  it('both serve, the demo data and the first admin exist once, one generated secret signs for both', {
    timeout: 120_000,
  }, async () => {
    const databaseUrl = await createServerDatabase();
    const sharedData = fs.mkdtempSync(path.join(os.tmpdir(), 'masar-shared-'));
    const env = {
      DATABASE_URL: databaseUrl,
      // One data volume and no JWT_SECRET: the first node generates the secret, the other reads it.
      DATA_DIR: sharedData,
      JWT_SECRET: undefined,
      WEB_CONCURRENCY: '1',
      MASAR_DEMO: '1',
      MASAR_ADMIN_EMAIL: 'owner@masar.test',
      MASAR_ADMIN_PASSWORD: 'Owner-Pass-2026!',
    };
    const node = () => startServer('node', ['--import', 'tsx', 'apps/api/src/server.ts'], env);
    const bases = await Promise.all([node(), node()]);
    for (const base of bases) expect((await fetch(`${base}/api`)).status).toBe(200);
    const login = await fetch(`${bases[0]}/api/auth/loginAgent`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(demoAccounts.agent),
    });
    const { access_token } = (await login.json()) as { access_token: string };
    const onTheOther = await fetch(`${bases[1]}/api/agents/currentAgentData`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(onTheOther.status).toBe(200);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const counted = await client.query<{ demo: string; owners: string; admins: string }>(
        `select (select count(*) from app_meta where key = 'demo_loaded') as demo,
                (select count(*) from admins where email = 'owner@masar.test') as owners,
                (select count(*) from admins where email = 'admin@masar.test') as admins`,
      );
      expect(counted.rows[0]).toEqual({ demo: '1', owners: '1', admins: '1' });
    } finally {
      await client.end();
      fs.rmSync(sharedData, { recursive: true, force: true });
    }
  });
});
