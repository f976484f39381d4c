import { type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { builtOnce, runPrepared } from '../../db/statements';

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
  return (await nextBookingReferenceWith(db, timeZone)).reference;
}

/** A read-only expression read by the reference's statement, built once per `shape` (db/statements builtOnce). */
export interface Alongside {
  shape: string;
  /** The expression, with `sql.placeholder(name)` for each of `values`. */
  build: () => SQL;
  values: Record<string, unknown>;
}

/**
 * nextBookingReference, with a read-only expression the caller needs anyway (`alongside`, e.g. the
 * idempotency look-up of the agent's create path) in the same statement: one round trip for both, as a named
 * prepared statement. The expression runs in the counter's statement, whose commit does not wait for the disk:
 * give it nothing that writes.
 */
export async function nextBookingReferenceWith(
  db: Queryable,
  timeZone: string,
  alongside: Alongside = { shape: 'none', build: () => sql`null`, values: {} },
): Promise<{ reference: string; alongside: unknown }> {
  const statement = builtOnce(
    `nextBookingReference:${alongside.shape}`,
    () => sql`
    with no_flush as (select set_config('synchronous_commit', 'off', true)),
    counted as (
      insert into booking_reference_counters (day, last)
      select (now() at time zone ${sql.placeholder('reference.timeZone')}::text)::date, 1 from no_flush
      on conflict (day) do update set last = booking_reference_counters.last + 1
      returning to_char(day, 'YYMMDD') as day, last
    )
    select counted.day, counted.last, ${alongside.build()} as alongside from counted`,
    { ...alongside.values, 'reference.timeZone': timeZone },
  );
  const [row] = await runPrepared<{ day: string; last: number; alongside: unknown }>(db, statement);
  if (!row) throw new Error('no booking reference allocated');
  return { reference: `MS-${row.day}-${String(row.last).padStart(4, '0')}`, alongside: row.alongside };
}
