import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';

// No schema is handed to Drizzle: its relational query API is not used, and with a schema every transaction
// object builds one of its query builders per table (the booking's hot path, issue #21).
export type Database = NodePgDatabase & { $client: pg.Pool };

/** The database or an open transaction: a function taking this can run inside its caller's transaction. */
export type Queryable = PgDatabase<NodePgQueryResultHKT>;

/** A pool of at most `max` connections (the server's: DATABASE_POOL_SIZE, decision 0026). */
export function createDatabase(url: string, max: number): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return drizzle(pool) as Database;
}
