import type { BookingStatus as AgentBookingStatus } from '@masar/contract/agent-bookings';
import type { CustomerBookingStatus } from '@masar/contract/customer-bookings';
import type { ReportPeriodQuery, ReportSummary } from '@masar/contract/reports';
import { type AnyColumn, and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentBookings, agents, customerBookings, invoices, transactions } from '../../db/schema/index';
import { type Dimension, keepClosedDays, sumFigures } from './report-days';
import { countRows, during, withoutParallelWorkers } from './report-sql';

interface ReportContext {
  timeZone: string;
  currency: string;
}

/** Made in the period per status, accepted and completed in it, from the day figures. */
async function bookingFigures(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const today = await keepClosedDays(db, timeZone, period);
  const rows = await sumFigures(db, timeZone, period, today, ['all', 'status', 'accepted', 'completed']);
  return (dimension: Dimension, key = '') => {
    const row = rows.find((candidate) => candidate.dimension === dimension && candidate.key === key);
    return {
      agentBookings: Number(row?.agent_bookings ?? 0),
      revenue: Number(row?.revenue ?? 0),
      customerBookings: Number(row?.customer_bookings ?? 0),
      expectedCash: Number(row?.expected_cash ?? 0),
    };
  };
}

async function bookingsSummary(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const [figures, agentsWaiting, customersWaiting] = await Promise.all([
    bookingFigures(db, period, timeZone),
    countRows(db, agentBookings, eq(agentBookings.status, 'Requested')),
    countRows(db, customerBookings, eq(customerBookings.status, 'Requested')),
  ]);
  const agentsBy = (status: AgentBookingStatus) => figures('status', status).agentBookings;
  const customersBy = (status: CustomerBookingStatus) => figures('status', status).customerBookings;
  const all = figures('all');
  return {
    agentBookings: {
      byStatus: {
        Requested: agentsBy('Requested'),
        Accepted: agentsBy('Accepted'),
        Completed: agentsBy('Completed'),
        Refunded: agentsBy('Refunded'),
      },
      total: all.agentBookings,
      revenue: all.revenue,
      accepted: figures('accepted').agentBookings,
      completed: figures('completed').agentBookings,
      waiting: agentsWaiting,
    },
    customerBookings: {
      byStatus: {
        Requested: customersBy('Requested'),
        Accepted: customersBy('Accepted'),
        Completed: customersBy('Completed'),
        Cancelled: customersBy('Cancelled'),
      },
      total: all.customerBookings,
      expectedCash: all.expectedCash,
      waiting: customersWaiting,
    },
  };
}

/** Refund, TopUp and Withdrawal entries of the period, each as a count and an amount. */
async function ledgerFigures(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const rows = await withoutParallelWorkers(db, (tx) =>
    tx
      .select({
        type: transactions.type,
        count: sql<number>`count(*)`.mapWith(Number),
        amount: sql<number>`sum(${transactions.amount})`.mapWith(Number),
      })
      .from(transactions)
      .where(
        and(
          inArray(transactions.type, ['Refund', 'TopUp', 'Withdrawal']),
          during(transactions.createdAt, period, timeZone),
        ),
      )
      .groupBy(transactions.type),
  );
  const of = (type: string) => {
    const row = rows.find((candidate) => candidate.type === type);
    return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
  };
  return { refunds: of('Refund'), topUps: of('TopUp'), withdrawals: of('Withdrawal') };
}

/** Invoices less credit notes issued in the period (credit notes are stored as positive amounts). */
async function invoicedFigures(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const signed = (column: AnyColumn) =>
    sql<number>`coalesce(sum(case when ${invoices.kind} = 'CreditNote' then -${column} else ${column} end), 0)`.mapWith(
      Number,
    );
  const [row] = await withoutParallelWorkers(db, (tx) =>
    tx
      .select({ net: signed(invoices.net), vat: signed(invoices.vat), total: signed(invoices.total) })
      .from(invoices)
      .where(during(invoices.issuedAt, period, timeZone)),
  );
  return { net: row?.net ?? 0, vat: row?.vat ?? 0, total: row?.total ?? 0 };
}

async function totalAgentBalances(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${agents.balance}), 0)`.mapWith(Number) })
    .from(agents);
  return row?.total ?? 0;
}

/** The figures of a period (see reports.ts in the contract for what each one counts). */
export async function reportSummary(
  db: Database,
  context: ReportContext,
  period: ReportPeriodQuery,
): Promise<ReportSummary> {
  const [bookings, ledger, agentBalances, invoiced] = await Promise.all([
    bookingsSummary(db, period, context.timeZone),
    ledgerFigures(db, period, context.timeZone),
    totalAgentBalances(db),
    invoicedFigures(db, period, context.timeZone),
  ]);
  return {
    from: period.from,
    to: period.to,
    currency: context.currency,
    ...bookings,
    ...ledger,
    agentBalances,
    invoiced,
  };
}
