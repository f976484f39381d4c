import type { TransactionNoteCode, TransactionType } from '@masar/contract/transactions';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { agents, transactions } from '../../db/schema/index';

/**
 * The only code that changes an agent's balance (DESIGN.md §5). Each call must run inside the caller's
 * database transaction: the balance update and its ledger entry commit together or not at all. The
 * conditional UPDATE takes the agent row lock, so concurrent debits queue and each sees the balance
 * the previous one left; the balance can never go below zero.
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

/** Takes the amount from the wallet; null (and nothing written) when the balance does not cover it. */
export async function debitWallet(
  tx: Queryable,
  type: 'Booking' | 'Withdrawal',
  entry: LedgerEntry,
): Promise<WalletChange | null> {
  const [row] = await tx
    .update(agents)
    .set({ balance: sql`${agents.balance} - ${entry.amount}`, updatedAt: sql`now()` })
    .where(and(eq(agents.id, entry.agentId), gte(agents.balance, entry.amount)))
    .returning({ balance: agents.balance });
  if (!row) return null;
  return { balanceAfter: row.balance, entryId: await appendEntry(tx, type, entry, row.balance) };
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
