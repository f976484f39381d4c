import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/**
 * Applies committed migrations, then runs `afterwards` (demo data, the first admin) still holding the advisory
 * lock: API nodes starting together on one database (compose replicas) wait for each other and do each once.
 */
export async function runMigrations<T>(db: Database, afterwards?: () => Promise<T>): Promise<T | undefined> {
  const client = await db.$client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727272)');
    await migrate(drizzle(client), { migrationsFolder });
    return await afterwards?.();
  } finally {
    await client.query('SELECT pg_advisory_unlock(727272)').catch(() => {});
    client.release();
  }
}
