import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createServerDatabase, startServer } from './server-process';

/**
 * Issue #21 (compose with two API replicas): nodes that start at the same moment on one new database both
 * come up, and the migrations, demo data and first admin are written once (decision: the start-up lock).
 */
describe('API nodes starting together on one database', () => {
  it('both serve, and the demo data and the first admin exist once', { timeout: 120_000 }, async () => {
    const databaseUrl = await createServerDatabase();
    const env = {
      DATABASE_URL: databaseUrl,
      WEB_CONCURRENCY: '1',
      MASAR_DEMO: '1',
      MASAR_ADMIN_EMAIL: 'owner@masar.test',
      MASAR_ADMIN_PASSWORD: 'Owner-Pass-2026!',
    };
    const node = () => startServer('node', ['--import', 'tsx', 'apps/api/src/server.ts'], env);
    const bases = await Promise.all([node(), node()]);
    for (const base of bases) expect((await fetch(`${base}/api`)).status).toBe(200);

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
    }
  });
});
