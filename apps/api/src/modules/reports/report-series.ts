import type { ReportSeries, ReportSeriesQuery } from '@masar/contract/reports';
import { type AnyColumn, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentBookings, customerBookings, transactions } from '../../db/schema/index';
import { bucketOf, during, localTime, step } from './report-sql';

interface BucketRow extends Record<string, unknown> {
  start: string;
  agent_bookings: string;
  revenue: string;
  customer_bookings: string;
  expected_cash: string;
  refunds: string;
}

/**
 * The period cut into days, weeks or months: every bucket from generate_series, joined to the bookings
 * and refund entries grouped by the bucket of their business-time-zone time, so empty ones are zeros.
 */
export async function reportSeries(
  db: Database,
  timeZone: string,
  query: ReportSeriesQuery,
): Promise<ReportSeries> {
  const { granularity } = query;
  const bucket = (column: AnyColumn) => bucketOf(localTime(column, timeZone), granularity);
  const first = bucketOf(sql`${query.from}::date::timestamp`, granularity);
  const result = await db.execute<BucketRow>(sql`
    select to_char(greatest(buckets.start, ${query.from}::date), 'YYYY-MM-DD') as start,
           coalesce(agent.bookings, 0) as agent_bookings,
           coalesce(agent.revenue, 0) as revenue,
           coalesce(customer.bookings, 0) as customer_bookings,
           coalesce(customer.expected_cash, 0) as expected_cash,
           coalesce(refund.amount, 0) as refunds
      from (
        select generate_series(${first}::timestamp, ${query.to}::date::timestamp, ${step(granularity)})::date as start
      ) buckets
      left join (
        select ${bucket(agentBookings.createdAt)} as start,
               count(*) as bookings,
               coalesce(sum(${agentBookings.totalPrice}) filter (where ${agentBookings.status} <> 'Refunded'), 0) as revenue
          from ${agentBookings}
         where ${during(agentBookings.createdAt, query, timeZone)}
         group by 1
      ) agent on agent.start = buckets.start
      left join (
        select ${bucket(customerBookings.createdAt)} as start,
               count(*) as bookings,
               coalesce(sum(${customerBookings.totalPrice}) filter (where ${customerBookings.status} <> 'Cancelled'), 0) as expected_cash
          from ${customerBookings}
         where ${during(customerBookings.createdAt, query, timeZone)}
         group by 1
      ) customer on customer.start = buckets.start
      left join (
        select ${bucket(transactions.createdAt)} as start, sum(${transactions.amount}) as amount
          from ${transactions}
         where ${transactions.type} = 'Refund' and ${during(transactions.createdAt, query, timeZone)}
         group by 1
      ) refund on refund.start = buckets.start
     order by buckets.start
  `);
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
