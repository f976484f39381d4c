import type { BookingStatus as AgentBookingStatus } from '@masar/contract/agent-bookings';
import type { CustomerBookingStatus } from '@masar/contract/customer-bookings';
import type { ReportPeriodQuery, ReportSummary } from '@masar/contract/reports';
import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentBookings, agents, customerBookings, transactions } from '../../db/schema/index';
import { countWhere, during, sumWhere } from './report-sql';

interface ReportContext {
  timeZone: string;
  currency: string;
}

async function agentBookingFigures(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const made = during(agentBookings.createdAt, period, timeZone);
  const accepted = during(agentBookings.acceptedAt, period, timeZone);
  const completed = during(agentBookings.completedAt, period, timeZone);
  const status = (value: AgentBookingStatus) => eq(agentBookings.status, value);
  const [row] = await db
    .select({
      Requested: countWhere(made, status('Requested')),
      Accepted: countWhere(made, status('Accepted')),
      Completed: countWhere(made, status('Completed')),
      Refunded: countWhere(made, status('Refunded')),
      revenue: sumWhere(agentBookings.totalPrice, made, ne(agentBookings.status, 'Refunded')),
      accepted: countWhere(accepted),
      completed: countWhere(completed),
      waiting: countWhere(status('Requested')),
    })
    .from(agentBookings)
    .where(or(made, accepted, completed, status('Requested')));
  if (!row) throw new Error('aggregate returned no row');
  const { revenue, accepted: acceptedCount, completed: completedCount, waiting, ...byStatus } = row;
  const total = byStatus.Requested + byStatus.Accepted + byStatus.Completed + byStatus.Refunded;
  return { byStatus, total, revenue, accepted: acceptedCount, completed: completedCount, waiting };
}

async function customerBookingFigures(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const made = during(customerBookings.createdAt, period, timeZone);
  const status = (value: CustomerBookingStatus) => eq(customerBookings.status, value);
  const [row] = await db
    .select({
      Requested: countWhere(made, status('Requested')),
      Accepted: countWhere(made, status('Accepted')),
      Completed: countWhere(made, status('Completed')),
      Cancelled: countWhere(made, status('Cancelled')),
      expectedCash: sumWhere(customerBookings.totalPrice, made, ne(customerBookings.status, 'Cancelled')),
      waiting: countWhere(status('Requested')),
    })
    .from(customerBookings)
    .where(or(made, status('Requested')));
  if (!row) throw new Error('aggregate returned no row');
  const { expectedCash, waiting, ...byStatus } = row;
  const total = byStatus.Requested + byStatus.Accepted + byStatus.Completed + byStatus.Cancelled;
  return { byStatus, total, expectedCash, waiting };
}

/** Refund, TopUp and Withdrawal entries of the period, each as a count and an amount. */
async function ledgerFigures(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const rows = await db
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
    .groupBy(transactions.type);
  const of = (type: string) => {
    const row = rows.find((candidate) => candidate.type === type);
    return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
  };
  return { refunds: of('Refund'), topUps: of('TopUp'), withdrawals: of('Withdrawal') };
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
  const [agentFigures, customerFigures, ledger, agentBalances] = await Promise.all([
    agentBookingFigures(db, period, context.timeZone),
    customerBookingFigures(db, period, context.timeZone),
    ledgerFigures(db, period, context.timeZone),
    totalAgentBalances(db),
  ]);
  return {
    from: period.from,
    to: period.to,
    currency: context.currency,
    agentBookings: agentFigures,
    customerBookings: customerFigures,
    ...ledger,
    agentBalances,
  };
}
