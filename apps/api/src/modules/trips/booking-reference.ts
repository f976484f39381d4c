import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/**
 * The next human reference MS-YYMMDD-NNNN for the business day (DESIGN.md §3). Run on its own,
 * before the booking's transaction, so the counter row is never held locked while money moves;
 * a failed booking leaves a gap, which is harmless.
 */
export async function nextBookingReference(db: Queryable, timeZone: string): Promise<string> {
  const result = await db.execute<{ day: string; last: number }>(sql`
    insert into booking_reference_counters (day, last)
    values ((now() at time zone ${timeZone})::date, 1)
    on conflict (day) do update set last = booking_reference_counters.last + 1
    returning to_char(day, 'YYMMDD') as day, last`);
  const row = result.rows[0];
  if (!row) throw new Error('no booking reference allocated');
  return `MS-${row.day}-${String(row.last).padStart(4, '0')}`;
}
