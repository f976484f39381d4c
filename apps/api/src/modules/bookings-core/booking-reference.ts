import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';

/**
 * The next human reference MS-YYMMDD-NNNN for the business day (DESIGN.md §3). Run on its own,
 * before the booking's transaction, so the counter row is never held locked while money moves;
 * a failed booking leaves a gap, which is harmless.
 *
 * Every booking of the day goes through this one row, so it commits without waiting for the disk
 * (synchronous_commit off for this statement alone): with a flush per number, bookings queued behind
 * each other's fsync. That is safe: the booking that uses the number commits durably later, and its
 * flush carries this earlier WAL with it; a number lost in a crash belonged to no committed booking.
 */
export async function nextBookingReference(db: Queryable, timeZone: string): Promise<string> {
  const result = await db.execute<{ day: string; last: number }>(sql`
    with no_flush as (select set_config('synchronous_commit', 'off', true))
    insert into booking_reference_counters (day, last)
    select (now() at time zone ${timeZone})::date, 1 from no_flush
    on conflict (day) do update set last = booking_reference_counters.last + 1
    returning to_char(day, 'YYMMDD') as day, last`);
  const row = result.rows[0];
  if (!row) throw new Error('no booking reference allocated');
  return `MS-${row.day}-${String(row.last).padStart(4, '0')}`;
}
