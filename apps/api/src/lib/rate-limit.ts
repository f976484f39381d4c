import { message } from '@masar/contract/messages';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { loginFailures } from '../db/schema/index';
import { tooManyRequests } from './errors';

/**
 * Counts one hit on `key` and refuses (429) once `limit` hits fell within the last `windowMinutes`.
 * Kept in PostgreSQL (the login-failure counter table) so every API node shares the count.
 */
export async function takeRateLimitHit(
  db: Database,
  key: string,
  limit: number,
  windowMinutes: number,
): Promise<void> {
  const since = sql`now() - make_interval(mins => ${windowMinutes})`;
  const [row] = await db
    .select({ hits: count() })
    .from(loginFailures)
    .where(and(eq(loginFailures.key, key), gt(loginFailures.createdAt, since)));
  if ((row?.hits ?? 0) >= limit) {
    throw tooManyRequests(message('tooManyRequests', { minutes: windowMinutes }));
  }
  await db.insert(loginFailures).values({ key });
  // Hits older than the window count for nothing: drop them so the table stays small.
  await db.delete(loginFailures).where(and(eq(loginFailures.key, key), lt(loginFailures.createdAt, since)));
}
