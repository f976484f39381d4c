import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The e2e server's embedded database (scripts/e2e-server.mjs leaves its data directory's path in the
 * temp directory): for the one thing a browser cannot do, letting time pass.
 */
function databaseUrl(): string {
  const port = process.env.E2E_PORT ?? '3100';
  const dataDir = readFileSync(path.join(os.tmpdir(), `masar-e2e-${port}.datadir`), 'utf8');
  const { user, password } = JSON.parse(readFileSync(path.join(dataDir, 'pg-credentials.json'), 'utf8'));
  // postmaster.pid: pid, data directory, start time, port, …
  const pgPort = readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[3];
  return `postgres://${user}:${encodeURIComponent(password)}@127.0.0.1:${pgPort}/masar`;
}

/** The booking's pickup moves an hour into the past, as it would by the day of the trip. */
export async function pickupPassed(table: 'agent_bookings' | 'customer_bookings', id: string) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(`update ${table} set pickup_at = now() - interval '1 hour' where id = $1`, [id]);
  } finally {
    await client.end();
  }
}
