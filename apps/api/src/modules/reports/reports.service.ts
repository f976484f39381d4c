import type { BookingStatus as AgentBookingStatus } from '@masar/contract/agent-bookings';
import type { CustomerBookingStatus } from '@masar/contract/customer-bookings';
import type { ReportPeriodQuery, ReportSummary } from '@masar/contract/reports';
import { type AnyColumn, and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentBookings, agents, customerBookings, invoices, transactions } from '../../db/schema/index';
import { countRows, during, withoutParallelWorkers } from './report-sql';

interface ReportContext {
  timeZone: string;
  currency: string;
}

/**
 * The agent bookings made in the period, per status: one pass over the (created_at, status, total_price, …)
 * index, which holds every column this needs, so the wide booking rows are never read.
 */
async function agentBookingsMade(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const rows = await withoutParallelWorkers(db, (tx) =>
    tx
      .select({
        status: agentBookings.status,
        count: sql<number>`count(*)`.mapWith(Number),
        value: sql<number>`sum(${agentBookings.totalPrice})`.mapWith(Number),
      })
      .from(agentBookings)
      .where(during(agentBookings.createdAt, period, timeZone))
      .groupBy(agentBookings.status),
  );
  return (status: AgentBookingStatus) => rows.find((row) => row.status === status) ?? { count: 0, value: 0 };
}

async function agentBookingFigures(db: Database, period: ReportPeriodQuery, timeZone: string) {
  // Four queries, each served by its own index: one pass over all of a table's rows costs far more.
  const [made, accepted, completed, waiting] = await Promise.all([
    agentBookingsMade(db, period, timeZone),
    countRows(db, agentBookings, during(agentBookings.acceptedAt, period, timeZone)),
    countRows(db, agentBookings, during(agentBookings.completedAt, period, timeZone)),
    countRows(db, agentBookings, eq(agentBookings.status, 'Requested')),
  ]);
  const byStatus = {
    Requested: made('Requested').count,
    Accepted: made('Accepted').count,
    Completed: made('Completed').count,
    Refunded: made('Refunded').count,
  };
  const total = byStatus.Requested + byStatus.Accepted + byStatus.Completed + byStatus.Refunded;
  const revenue = made('Requested').value + made('Accepted').value + made('Completed').value;
  return { byStatus, total, revenue, accepted, completed, waiting };
}

async function customerBookingFigures(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const [rows, waiting] = await Promise.all([
    withoutParallelWorkers(db, (tx) =>
      tx
        .select({
          status: customerBookings.status,
          count: sql<number>`count(*)`.mapWith(Number),
          value: sql<number>`sum(${customerBookings.totalPrice})`.mapWith(Number),
        })
        .from(customerBookings)
        .where(during(customerBookings.createdAt, period, timeZone))
        .groupBy(customerBookings.status),
    ),
    countRows(db, customerBookings, eq(customerBookings.status, 'Requested')),
  ]);
  const made = (status: CustomerBookingStatus) =>
    rows.find((row) => row.status === status) ?? { count: 0, value: 0 };
  const byStatus = {
    Requested: made('Requested').count,
    Accepted: made('Accepted').count,
    Completed: made('Completed').count,
    Cancelled: made('Cancelled').count,
  };
  const total = byStatus.Requested + byStatus.Accepted + byStatus.Completed + byStatus.Cancelled;
  const expectedCash = made('Requested').value + made('Accepted').value + made('Completed').value;
  return { byStatus, total, expectedCash, waiting };
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
  const [agentFigures, customerFigures, ledger, agentBalances, invoiced] = await Promise.all([
    agentBookingFigures(db, period, context.timeZone),
    customerBookingFigures(db, period, context.timeZone),
    ledgerFigures(db, period, context.timeZone),
    totalAgentBalances(db),
    invoicedFigures(db, period, context.timeZone),
  ]);
  return {
    from: period.from,
    to: period.to,
    currency: context.currency,
    agentBookings: agentFigures,
    customerBookings: customerFigures,
    ...ledger,
    agentBalances,
    invoiced,
  };
}
