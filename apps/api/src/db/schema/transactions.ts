import { transactionDirections, transactionNoteCodes, transactionTypes } from '@masar/contract/transactions';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { admins, agents } from './accounts';
import { agentBookings } from './agent-bookings';
import { typedDigitsAsAscii } from './typed-digits';

/**
 * The wallet ledger (DESIGN.md §5): append-only, one row per balance change, written in the same
 * database transaction as the change. The unique indexes hold "one paying Booking entry, at most one
 * Refund entry and at most one CancellationFee entry per booking" (decision 0016) even against a bug.
 */
export const transactions = pgTable(
  'transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    type: text('type', { enum: transactionTypes }).notNull(),
    direction: text('direction', { enum: transactionDirections }).notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    bookingId: uuid('booking_id').references(() => agentBookings.id),
    adminId: uuid('admin_id').references(() => admins.id),
    /** What the system wrote, as a code (contract `transactionNoteCodes`); `note` is what an admin typed. */
    noteCode: text('note_code', {
      enum: transactionNoteCodes,
    }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('transactions_agent_created').on(table.agentId, table.createdAt),
    index('transactions_created').on(table.createdAt),
    // The ledger lists' other sort (amount) and the type filter, whose rare types (top-ups, withdrawals) a
    // walk of the date index would look for among the Booking debits (issue #21).
    index('transactions_amount').on(table.amount, table.id),
    index('transactions_agent_amount').on(table.agentId, table.amount, table.id),
    index('transactions_type_created').on(table.type, table.createdAt),
    // The ledger's search (issue #21): a booking's entries by its id, and the entries whose typed note holds
    // the term (a trigram index on the note as searchAny compares it; only entries with a note are in it).
    index('transactions_booking').on(table.bookingId),
    index('transactions_note_search')
      .using('gin', sql`${typedDigitsAsAscii(table.note)} gin_trgm_ops`)
      .where(sql`${table.note} is not null`),
    // Reports: refunds, top-ups and withdrawals of a period from the index alone, without the Booking
    // debits (nine entries in ten).
    index('transactions_created_wallet_changes')
      .on(table.createdAt, table.type, table.amount)
      .where(sql`${table.type} <> 'Booking'`),
    // The booking's payment, and at most one cancellation fee beside it (decision 0016).
    uniqueIndex('transactions_one_booking_debit')
      .on(table.bookingId)
      .where(sql`${table.type} = 'Booking' and ${table.noteCode} is distinct from 'CancellationFee'`),
    uniqueIndex('transactions_one_cancellation_fee')
      .on(table.bookingId)
      .where(sql`${table.noteCode} = 'CancellationFee'`),
    uniqueIndex('transactions_one_booking_refund').on(table.bookingId).where(sql`${table.type} = 'Refund'`),
    check('transactions_amount_positive', sql`${table.amount} > 0`),
    check(
      'transactions_type_direction',
      sql`(${table.type} in ('TopUp', 'Refund') and ${table.direction} = 'Incoming') or (${table.type} in ('Booking', 'Withdrawal') and ${table.direction} = 'Outgoing')`,
    ),
  ],
);
