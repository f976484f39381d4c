import type { ReportSeries, ReportSeriesQuery } from '@masar/contract/reports';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentBookings, customerBookings, transactions } from '../../db/schema/index';
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
 * The period cut into days, weeks or months: every bucket from generate_series, as a timestamptz range
 * from its first business-time-zone midnight to the next bucket's (clipped to the period), and each
 * figure summed over that range. Empty buckets are zeros. Each range is an index range scan (the
 * agent bookings' one index-only): no row's time is converted, which costs more than the sums.
 */
export async function reportSeries(
  db: Database,
  timeZone: string,
  query: ReportSeriesQuery,
): Promise<ReportSeries> {
  const { granularity } = query;
  const first = bucketOf(sql`${query.from}::date::timestamp`, granularity);
  const within = (column: AnyColumn) =>
    sql`${column} >= (buckets.first_day at time zone ${timeZone}) and ${column} < (buckets.next_day at time zone ${timeZone})`;
  const result = await withoutParallelWorkers(db, (tx) =>
    tx.execute<BucketRow>(sql`
    select to_char(buckets.first_day, 'YYYY-MM-DD') as start,
           agent.bookings as agent_bookings, agent.revenue,
           customer.bookings as customer_bookings, customer.expected_cash,
           refund.amount as refunds
      from (
        select greatest(start, ${query.from}::date::timestamp) as first_day,
               least(start + ${step(granularity)}, (${query.to}::date + 1)::timestamp) as next_day
          from generate_series(${first}::timestamp, ${query.to}::date::timestamp, ${step(granularity)}) start
      ) buckets
      cross join lateral (
        select count(*) as bookings,
               coalesce(sum(${agentBookings.totalPrice}) filter (where ${agentBookings.status} <> 'Refunded'), 0) as revenue
          from ${agentBookings}
         where ${within(agentBookings.createdAt)}
      ) agent
      cross join lateral (
        select count(*) as bookings,
               coalesce(sum(${customerBookings.totalPrice}) filter (where ${customerBookings.status} <> 'Cancelled'), 0) as expected_cash
          from ${customerBookings}
         where ${within(customerBookings.createdAt)}
      ) customer
      cross join lateral (
        select coalesce(sum(${transactions.amount}), 0) as amount
          from ${transactions}
         where ${transactions.type} = 'Refund' and ${within(transactions.createdAt)}
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
