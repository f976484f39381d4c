import type { ReportSeries, ReportSeriesQuery } from '@masar/contract/reports';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { transactions } from '../../db/schema/index';
import { keepClosedDays, periodFigures } from './report-days';
import { bucketOf, step, withoutParallelWorkers } from './report-sql';

interface BucketRow extends Record<string, unknown> {
  start: string;
  agent_bookings: string;
  revenue: string;
  customer_bookings: string;
  expected_cash: string;
  refunds: string;
}

/**
 * The period cut into days, weeks or months: every bucket from generate_series (clipped to the period), its
 * bookings summed from the day figures' `all` rows, and its refunds from the ledger as a timestamptz range
 * from its first business-time-zone midnight to the next bucket's (an index range scan; no entry's time is
 * converted). Empty buckets are zeros.
 */
export async function reportSeries(
  db: Database,
  timeZone: string,
  query: ReportSeriesQuery,
): Promise<ReportSeries> {
  const { granularity } = query;
  const first = bucketOf(sql`${query.from}::date::timestamp`, granularity);
  const today = await keepClosedDays(db, timeZone, query);
  const result = await withoutParallelWorkers(db, (tx) =>
    tx.execute<BucketRow>(sql`
    select to_char(buckets.first_day, 'YYYY-MM-DD') as start,
           coalesce(made.agent_bookings, 0) as agent_bookings, coalesce(made.revenue, 0) as revenue,
           coalesce(made.customer_bookings, 0) as customer_bookings, coalesce(made.expected_cash, 0) as expected_cash,
           refund.amount as refunds
      from (
        select greatest(start, ${query.from}::date::timestamp) as first_day,
               least(start + ${step(granularity)}, (${query.to}::date + 1)::timestamp) as next_day
          from generate_series(${first}::timestamp, ${query.to}::date::timestamp, ${step(granularity)}) start
      ) buckets
      left join (
        select ${bucketOf(sql`figures.day::timestamp`, granularity)} as bucket,
               sum(figures.agent_bookings) as agent_bookings, sum(figures.revenue) as revenue,
               sum(figures.customer_bookings) as customer_bookings, sum(figures.expected_cash) as expected_cash
          from ${periodFigures(timeZone, query, today, ['all'], { wholeMonths: false })} figures
         group by 1
      ) made on made.bucket = ${bucketOf(sql`buckets.first_day`, granularity)}
      cross join lateral (
        select coalesce(sum(${transactions.amount}), 0) as amount
          from ${transactions}
         where ${transactions.type} = 'Refund'
           and ${transactions.createdAt} >= (buckets.first_day at time zone ${timeZone})
           and ${transactions.createdAt} < (buckets.next_day at time zone ${timeZone})
      ) refund
     order by buckets.first_day
  `),
  );
  return {
    granularity,
    buckets: result.rows.map((row) => ({
      start: row.start,
      agentBookings: Number(row.agent_bookings),
      revenue: Number(row.revenue),
      customerBookings: Number(row.customer_bookings),
      expectedCash: Number(row.expected_cash),
      refunds: Number(row.refunds),
    })),
  };
}
