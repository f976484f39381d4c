import { message } from '@masar/contract/messages';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema/index';
import { tooManyRequests } from './errors';

/**
 * Counts one hit on `key` unless `limit` hits already fell within the last `windowMinutes`: true when the hit
 * was within the limit (and counted), false when over it. Kept in PostgreSQL (the login-failure counter table)
 * so every API node shares the count.
 */
export async function withinRateLimit(
  db: Database,
  key: string,
  limit: number,
  windowMinutes: number,
): Promise<boolean> {
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .select({ hits: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
  if ((row?.hits ?? 0) >= limit) return false;
  await db.insert(loginFailures).values({ key });
  // Hits older than the window count for nothing: drop them so the table stays small.
  await db.delete(loginFailures).where(and(eq(loginFailures.key, key), lt(loginFailures.createdAt, since)));
  return true;
}

/** Counts one hit on `key` and refuses (429) once `limit` hits fell within the last `windowMinutes`. */
export async function takeRateLimitHit(
  db: Database,
  key: string,
  limit: number,
  windowMinutes: number,
): Promise<void> {
  if (!(await withinRateLimit(db, key, limit, windowMinutes))) {
    throw tooManyRequests(message('tooManyRequests', { minutes: windowMinutes }));
  }
}
