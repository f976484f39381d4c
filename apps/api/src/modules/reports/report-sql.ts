import type { ReportGranularity, ReportPeriodQuery } from '@masar/contract/reports';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { withinDays } from '../../lib/day-range';

/** SQL pieces shared by the report queries. Periods are business-time-zone days, both ends included. */

/** `column` falls within the period (a timestamptz range, so the column's index serves it). */
export function during(column: AnyColumn, period: ReportPeriodQuery, timeZone: string): SQL {
  return withinDays(column, period, timeZone) ?? sql`true`;
}

const allOf = (conditions: SQL[]) => sql.join(conditions, sql` and `);

/** count(*) of the rows matching every condition, as a number. */
export function countWhere(...conditions: SQL[]): SQL<number> {
  return sql<number>`count(*) filter (where ${allOf(conditions)})`.mapWith(Number);
}

/** Σ `column` over the rows matching every condition, 0 when none, as a number (minor units fit in 2^53). */
export function sumWhere(column: AnyColumn, ...conditions: SQL[]): SQL<number> {
  return sql<number>`coalesce(sum(${column}) filter (where ${allOf(conditions)}), 0)`.mapWith(Number);
}

const units: Record<ReportGranularity, SQL> = {
  day: sql.raw(`'day'`),
  week: sql.raw(`'week'`),
  month: sql.raw(`'month'`),
};

/**
 * The first day of the bucket holding a local (time-zone-less) timestamp. Weeks start on Sunday, as the
 * Saudi week and the web's calendars do (PostgreSQL's date_trunc weeks start on Monday).
 */
export function bucketOf(local: SQL, granularity: ReportGranularity): SQL {
  return granularity === 'week'
    ? sql`(date_trunc('week', ${local} + interval '1 day') - interval '1 day')::date`
    : sql`date_trunc(${units[granularity]}, ${local})::date`;
}

/** A timestamptz column as the wall-clock time of the business time zone. */
export function localTime(column: AnyColumn, timeZone: string): SQL {
  return sql`(${column} at time zone ${timeZone})`;
}

/** One step of the series. */
export function step(granularity: ReportGranularity): SQL {
  return sql.raw(`interval '1 ${granularity}'`);
}
