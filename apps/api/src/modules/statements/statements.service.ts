import { message } from '@masar/contract/messages';
import type { Statement, StatementLine, StatementPeriod } from '@masar/contract/statements';
import type { TransactionType } from '@masar/contract/transactions';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentBookings, agents, transactions } from '../../db/schema/index';
import { notFound } from '../../lib/errors';

/** The instant a business-time-zone day starts, as SQL. */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date::timestamp at time zone ${timeZone})`;
const dayAfter = (day: string, timeZone: string) =>
  sql`((${day}::date + 1)::timestamp at time zone ${timeZone})`;

/**
 * The agent's statement for the days `from`..`to` (both inclusive, business time zone). The opening balance
 * is the balance after the last entry before the first day (0 when there is none), each line's balance is
 * the balance after it as the ledger recorded it, and the closing balance is the last line's (or the
 * opening when the period has none): so one period's closing is the next one's opening. Read in one
 * read-only REPEATABLE READ transaction, so an entry written meanwhile cannot fall between the two reads.
 * Unknown agent: 404.
 */
export async function agentStatement(
  db: Database,
  timeZone: string,
  agentId: string,
  period: Pick<StatementPeriod, 'from' | 'to'>,
): Promise<Statement> {
  return db.transaction(
    async (tx) => {
      const [agent] = await tx
        .select({
          id: agents.id,
          name: agents.name,
          companyName: agents.companyName,
          email: agents.email,
          currency: agents.currency,
        })
        .from(agents)
        .where(eq(agents.id, agentId));
      if (!agent) throw notFound(message('agentNotFound'));
      const start = dayStart(period.from, timeZone);
      const [before] = await tx
        .select({ balance: transactions.balanceAfter })
        .from(transactions)
        .where(and(eq(transactions.agentId, agentId), lt(transactions.createdAt, start)))
        .orderBy(desc(transactions.createdAt), desc(transactions.id))
        .limit(1);
      const rows = await tx
        .select({
          entry: transactions,
          booking: { id: agentBookings.id, reference: agentBookings.reference },
        })
        .from(transactions)
        .leftJoin(agentBookings, eq(agentBookings.id, transactions.bookingId))
        .where(
          and(
            eq(transactions.agentId, agentId),
            gte(transactions.createdAt, start),
            lt(transactions.createdAt, dayAfter(period.to, timeZone)),
          ),
        )
        .orderBy(asc(transactions.createdAt), asc(transactions.id));

      const openingBalance = before?.balance ?? 0;
      const totals: Record<TransactionType, number> = { TopUp: 0, Booking: 0, Refund: 0, Withdrawal: 0 };
      let totalIn = 0;
      let totalOut = 0;
      const lines = rows.map(({ entry, booking }): StatementLine => {
        const incoming = entry.direction === 'Incoming';
        totals[entry.type] += entry.amount;
        if (incoming) totalIn += entry.amount;
        else totalOut += entry.amount;
        return {
          id: entry.id,
          createdAt: entry.createdAt.toISOString(),
          type: entry.type,
          direction: entry.direction,
          booking: booking?.id ? { id: booking.id, reference: booking.reference } : null,
          noteCode: entry.noteCode,
          note: entry.note,
          debit: incoming ? 0 : entry.amount,
          credit: incoming ? entry.amount : 0,
          balance: entry.balanceAfter,
        };
      });
      const { currency, ...who } = agent;
      return {
        agent: who,
        currency,
        timeZone,
        from: period.from,
        to: period.to,
        openingBalance,
        closingBalance: lines.at(-1)?.balance ?? openingBalance,
        totalIn,
        totalOut,
        totals,
        lines,
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
