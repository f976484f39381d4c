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

/**
 * `count` copies of an agent booking (no ledger entries: for the lists only), each with its own reference
 * (`MS-250102-1nnnn`) and traveller `<name> <n>`, a minute apart going back from now (issue #21's list tests).
 */
export async function copyAgentBooking(id: string, count: number, name: string, minutesBefore = 0) {
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'agent_bookings'
        and column_name not in ('id', 'reference', 'idempotency_key', 'traveller_name', 'created_at')`,
    );
    const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
    await client.query(
      `insert into agent_bookings (reference, traveller_name, created_at, ${columns})
       select 'MS-250102-' || ($4 + 10000 + n), $3 || ' ' || n, now() - (($4 + n) || ' minutes')::interval, ${columns}
         from agent_bookings b, generate_series(1, $2::int) n where b.id = $1`,
      [id, count, name, minutesBefore],
    );
  } finally {
    await client.end();
  }
}
