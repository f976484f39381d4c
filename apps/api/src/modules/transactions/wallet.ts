import type { TransactionNoteCode, TransactionType } from '@masar/contract/transactions';
import { and, eq, getTableName, gte, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client';
import { agents, transactions } from '../../db/schema/index';
import { builtOnce, insertPlaceholders, rowOf, runPrepared } from '../../db/statements';
import type { MailContext } from '../mail/mail.service';
import { emitEvent } from '../notifications/event-bus';
import { mailLowBalance } from './balance-mail';

/**
 * The only code that changes an agent's balance (DESIGN.md §5). Each call must run inside the caller's
 * database transaction: the balance update and its ledger entry commit together or not at all. The
 * conditional UPDATE takes the agent row lock, so concurrent debits queue and each sees the balance
 * the previous one left. A booking may take the balance down to −credit_limit, a withdrawal only down to
 * zero (decision 0011). A debit that takes the balance from at or above the agent's low-balance threshold
 * to below it tells the agent (event `balance.low`, live and by push, and by e-mail when `mail` is given): once
 * per crossing.
 */
export interface LedgerEntry {
  agentId: string;
  amount: number;
  currency: string;
  bookingId?: string | null;
  adminId?: string | null;
  noteCode?: TransactionNoteCode | null;
  note?: string | null;
}

/** The balance right after the change, and the ledger entry that records it. */
export interface WalletChange {
  balanceAfter: number;
  entryId: string;
}

const directionOf = {
  TopUp: 'Incoming',
  Refund: 'Incoming',
  Booking: 'Outgoing',
  Withdrawal: 'Outgoing',
} as const satisfies Record<TransactionType, 'Incoming' | 'Outgoing'>;

/**
 * Takes the amount from the wallet; null (and nothing written) when the balance does not cover it: for a
 * booking, balance + credit_limit ≥ amount; for a withdrawal, balance ≥ amount (an admin never lends).
 */
export async function debitWallet(
  tx: Queryable,
  type: 'Booking' | 'Withdrawal',
  entry: LedgerEntry,
  mail?: MailContext,
): Promise<WalletChange | null> {
  const covers =
    type === 'Booking'
      ? sql`${agents.balance} + ${agents.creditLimit} >= ${entry.amount}`
      : gte(agents.balance, entry.amount);
  const [row] = await tx
    .update(agents)
    .set({ balance: sql`${agents.balance} - ${entry.amount}`, updatedAt: sql`now()` })
    .where(and(eq(agents.id, entry.agentId), covers))
    .returning({
      balance: agents.balance,
      threshold: agents.lowBalanceThreshold,
      currency: agents.currency,
    });
  if (!row) return null;
  const entryId = await appendEntry(tx, type, entry, row.balance);
  await tellLowBalance(tx, entry, row, mail);
  return { balanceAfter: row.balance, entryId };
}

/** A debit that took the balance from at or above the agent's threshold to below it tells the agent, once. */
async function tellLowBalance(
  tx: Queryable,
  entry: LedgerEntry,
  row: { balance: number; threshold: number | null; currency: string },
  mail?: MailContext,
) {
  if (row.threshold !== null && crossesDown(row.balance + entry.amount, row.balance, row.threshold)) {
    const alert = {
      agentId: entry.agentId,
      balance: row.balance,
      threshold: row.threshold,
      currency: row.currency,
    };
    await emitEvent(tx, { type: 'balance.low', ...alert });
    if (mail) await mailLowBalance(tx, mail, alert);
  }
}

type AgentRow = typeof agents.$inferSelect;

/**
 * `debitWallet` for a booking, in ONE statement with the caller's own insert (issue #21: fewer round trips):
 * `along` inserts `values` into `table` (the booking the debit pays, whose id the entry's `bookingId` already
 * holds) and returns its whole row. The same statement takes the agent row lock with the conditional UPDATE,
 * appends the ledger entry and reads `select` (extra read-only columns the caller needs, e.g. an event's
 * pg_notify), whose placeholders take `bind`'s values. The statement is built once per shape (builtOnce): a
 * `select` must be the same expressions on every call. Run it inside the caller's transaction: when the balance
 * does not cover the amount, `change` is null, nothing is debited and the caller must roll back (its row was
 * inserted). `agent` is the agent's row as the debit left it.
 */
export async function debitWalletAlong<T extends PgTable>(
  tx: Queryable,
  entry: LedgerEntry,
  along: {
    table: T;
    values: T['$inferInsert'];
    select?: Record<string, SQL>;
    bind?: Record<string, unknown>;
  },
  mail?: MailContext,
): Promise<{
  row: T['$inferSelect'];
  change: WalletChange | null;
  agent: AgentRow | null;
  selected: Record<string, unknown>;
}> {
  const select = along.select ?? {};
  const insert = insertPlaceholders('row', along.values);
  const entryValues = {
    agentId: entry.agentId,
    amount: entry.amount,
    currency: entry.currency,
    bookingId: entry.bookingId ?? null,
    adminId: entry.adminId ?? null,
    noteCode: entry.noteCode ?? null,
    note: entry.note ?? null,
  };
  const at = (name: keyof typeof entryValues) => sql.placeholder(`entry.${name}`);
  const statement = builtOnce(
    `debitWalletAlong:${getTableName(along.table)}:${insert.shape}:${Object.keys(select).join()}`,
    () => sql`with along as ${tx
      .insert(along.table)
      .values(insert.placeholders() as T['$inferInsert'])
      .returning()},
      debited as (
        update agents set balance = balance - ${at('amount')}::bigint, updated_at = now()
        where id = ${at('agentId')}::uuid and balance + credit_limit >= ${at('amount')}::bigint
        returning *
      ),
      entry as (
        insert into transactions
          (agent_id, type, direction, amount, balance_after, currency, booking_id, admin_id, note_code, note, created_at)
        select ${at('agentId')}::uuid, 'Booking', 'Outgoing', ${at('amount')}::bigint, debited.balance,
          ${at('currency')}::text, ${at('bookingId')}::uuid, ${at('adminId')}::uuid,
          ${at('noteCode')}::text, ${at('note')}::text, clock_timestamp()
        from debited
        returning id
      )
      select (select to_json(along) from along) as along, (select to_json(debited) from debited) as agent,
        (select id from entry) as entry_id${sql.join(
          Object.entries(select).map(([name, value]) => sql`, ${value} as ${sql.identifier(name)}`),
        )}`,
    {
      ...insert.values,
      ...Object.fromEntries(Object.entries(entryValues).map(([name, value]) => [`entry.${name}`, value])),
      ...along.bind,
    },
  );
  const [result] = await runPrepared<{
    along: Record<string, unknown>;
    agent: Record<string, unknown> | null;
    entry_id: string | null;
    [name: string]: unknown;
  }>(tx, statement);
  if (!result?.along) throw new Error('the row paid for was not inserted');
  const { along: inserted, agent: agentRaw, entry_id: entryId, ...selected } = result;
  const row = rowOf(along.table, inserted);
  if (!agentRaw || !entryId) return { row, change: null, agent: null, selected };
  const agent = rowOf(agents, agentRaw);
  await tellLowBalance(
    tx,
    entry,
    { balance: agent.balance, threshold: agent.lowBalanceThreshold, currency: agent.currency },
    mail,
  );
  return { row, change: { balanceAfter: agent.balance, entryId }, agent, selected };
}

/** Balance went from at or above the threshold to below it (no threshold: never). */
export function crossesDown(before: number, after: number, threshold: number | null): boolean {
  return threshold !== null && before >= threshold && after < threshold;
}

/** Puts the amount into the wallet. */
export async function creditWallet(
  tx: Queryable,
  type: 'TopUp' | 'Refund',
  entry: LedgerEntry,
): Promise<WalletChange> {
  const [row] = await tx
    .update(agents)
    .set({ balance: sql`${agents.balance} + ${entry.amount}`, updatedAt: sql`now()` })
    .where(eq(agents.id, entry.agentId))
    .returning({ balance: agents.balance });
  if (!row) throw new Error(`agent ${entry.agentId} not found for a ${type}`);
  return { balanceAfter: row.balance, entryId: await appendEntry(tx, type, entry, row.balance) };
}

async function appendEntry(
  tx: Queryable,
  type: TransactionType,
  entry: LedgerEntry,
  balanceAfter: number,
): Promise<string> {
  const [row] = await tx
    .insert(transactions)
    .values({
      agentId: entry.agentId,
      type,
      direction: directionOf[type],
      amount: entry.amount,
      balanceAfter,
      currency: entry.currency,
      bookingId: entry.bookingId ?? null,
      adminId: entry.adminId ?? null,
      noteCode: entry.noteCode ?? null,
      note: entry.note ?? null,
      // The time of the entry itself, not of the transaction's start: entries of one agent then sort in
      // the order their balance changes took the row lock.
      createdAt: sql`clock_timestamp()`,
    })
    .returning({ id: transactions.id });
  if (!row) throw new Error('ledger entry not written');
  return row.id;
}
