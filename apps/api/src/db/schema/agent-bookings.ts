import { bookingStatuses } from '@masar/contract/agent-bookings';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins, agents } from './accounts';
import { bookingSearchText } from './booking-search';
import { bookingTableColumns } from './booking-table-columns';

/**
 * A transfer an agent booked for a traveller and paid from the wallet. Never deleted. The catalogue
 * rows it was booked from are kept as a snapshot (names, car, price) so later edits never change it;
 * the ids stay for filters and reports.
 */
export const agentBookings = pgTable(
  'agent_bookings',
  {
    ...bookingTableColumns(bookingStatuses),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    placeId: uuid('place_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Null when the agent cancelled. */
    refundedBy: uuid('refunded_by').references(() => admins.id),
    refundReason: text('refund_reason'),
    /**
     * A return trip's return leg (decision 0017): the outward row's id; null for one-way bookings and
     * outward legs. Both legs share the reference; the outward row carries the debit and the idempotency key.
     */
    returnOf: uuid('return_of').references((): AnyPgColumn => agentBookings.id),
    /**
     * An outward leg's return leg: return_of seen from the other end, set by a trigger when the return leg is
     * inserted (migration 0040) so a list row reads it without probing the return_of index.
     */
    returnLegId: uuid('return_leg_id').references((): AnyPgColumn => agentBookings.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('agent_bookings_reference_unique').on(table.reference).where(sql`${table.returnOf} is null`),
    uniqueIndex('agent_bookings_return_of_unique').on(table.returnOf),
    // A search for a whole reference (booking-search.ts) finds both legs of a return trip by it: the unique
    // index above is partial (outward legs), so it cannot serve `reference = …` (a scan of every booking).
    index('agent_bookings_reference').on(table.reference),
    uniqueIndex('agent_bookings_idempotency_unique')
      .on(table.agentId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // The newest-first lists under the agent or the status: with the id (the order's tie-break), a page after a
    // cursor and its capped count read the index alone (issue #21: a keyset page 40 read 201 bookings to count).
    index('agent_bookings_agent_created').on(table.agentId, table.createdAt, table.id),
    index('agent_bookings_agent_pickup').on(table.agentId, table.pickupAt),
    index('agent_bookings_pickup').on(table.pickupAt),
    index('agent_bookings_status').on(table.status, table.createdAt, table.id),
    // Every sort the lists offer (contract bookingSort: pickupAt, createdAt, total) has an index, alone, under
    // the status filter and under the agent (issue #21, docs/performance.md); the id is the order's tie-break.
    index('agent_bookings_status_pickup').on(table.status, table.pickupAt),
    index('agent_bookings_total').on(table.totalPrice, table.id),
    index('agent_bookings_status_total').on(table.status, table.totalPrice, table.id),
    index('agent_bookings_agent_total').on(table.agentId, table.totalPrice, table.id),
    // Reports (modules/reports): every column a period's figures need, so they are read from the index
    // alone (an index-only scan of ~90 bytes a booking) instead of from the wide rows. It also serves the
    // lists' created_at order.
    index('agent_bookings_created_figures').on(
      table.createdAt,
      table.status,
      table.totalPrice,
      table.agentId,
      table.areaId,
      table.carType,
    ),
    index('agent_bookings_accepted').on(table.acceptedAt).where(sql`${table.acceptedAt} is not null`),
    index('agent_bookings_completed').on(table.completedAt).where(sql`${table.completedAt} is not null`),
    // pg_trgm: serves the list search, an ILIKE '%…%' (see booking-search.ts). Without GIN's pending list
    // (fastupdate): every search would scan the bookings inserted since the last flush (issue #21).
    index('agent_bookings_search')
      .using('gin', sql`${bookingSearchText(table)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('agent_bookings_total_positive', sql`${table.totalPrice} > 0`),
    check('agent_bookings_vat_added_rate', sql`${table.vatAddedBasisPoints} between 0 and 10000`),
  ],
);

/** The last number given out per business day, for references MS-YYMMDD-NNNN (gaps are fine). */
export const bookingReferenceCounters = pgTable('booking_reference_counters', {
  day: date('day').primaryKey(),
  last: integer('last').notNull(),
});
