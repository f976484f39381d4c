import { drizzle, type NodePgDatabase, type NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** The database or an open transaction: a function taking this can run inside its caller's transaction. */
export type Queryable = PgDatabase<NodePgQueryResultHKT, typeof schema>;

export function createDatabase(url: string, max = 20): Database {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000 });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  return drizzle(pool, { schema }) as Database;
}
