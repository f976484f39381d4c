import { type AnyColumn, and, gte, lt, type SQL, sql } from 'drizzle-orm';

/**
 * `column` falls within the business-time-zone days `from`..`to` (both inclusive, either optional),
 * written as a timestamptz range so an index on the column serves it.
 */
export function withinDays(
  column: AnyColumn,
  range: { from?: string; to?: string },
  timeZone: string,
): SQL | undefined {
  return and(
    range.from ? gte(column, sql`(${range.from}::date::timestamp at time zone ${timeZone})`) : undefined,
    range.to ? lt(column, sql`((${range.to}::date + 1)::timestamp at time zone ${timeZone})`) : undefined,
  );
}
