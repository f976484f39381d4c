import { customerBookingStatuses, paymentMethods } from '@masar/contract/customer-bookings';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins, users } from './accounts';
import { bookingSearchText } from './booking-search';
import { bookingTableColumns } from './booking-table-columns';

/**
 * A transfer a customer (User role) booked on the public site. Paid to the driver on pickup, so no
 * wallet or ledger: cancelling only changes the status. Never deleted. Same snapshot rule and reference
 * sequence as agent bookings.
 */
export const customerBookings = pgTable(
  'customer_bookings',
  {
    ...bookingTableColumns(customerBookingStatuses),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    paymentMethod: text('payment_method', { enum: paymentMethods }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Null when the customer cancelled. */
    cancelledBy: uuid('cancelled_by').references(() => admins.id),
    cancelReason: text('cancel_reason'),
    /**
     * A return trip's return leg (decision 0017): the outward row's id; null for one-way bookings and
     * outward legs. Both legs share the reference; the outward row carries the idempotency key.
     */
    returnOf: uuid('return_of').references((): AnyPgColumn => customerBookings.id),
    /**
     * An outward leg's return leg: return_of seen from the other end, set by a trigger when the return leg is
     * inserted (migration 0040) so a list row reads it without probing the return_of index.
     */
    returnLegId: uuid('return_leg_id').references((): AnyPgColumn => customerBookings.id, {
      onDelete: 'set null',
    }),
  },
  (table) => [
    uniqueIndex('customer_bookings_reference_unique')
      .on(table.reference)
      .where(sql`${table.returnOf} is null`),
    uniqueIndex('customer_bookings_return_of_unique').on(table.returnOf),
    // A whole reference's search finds both legs of a return trip (the unique index above is partial).
    index('customer_bookings_reference').on(table.reference),
    uniqueIndex('customer_bookings_idempotency_unique')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    // The lists' newest-first order is (created_at, id): with the id in the index, bookings made in the same
    // instant (a batch) never make the planner read and sort all of them for a page (issue #21).
    index('customer_bookings_user_created').on(table.userId, table.createdAt, table.id),
    index('customer_bookings_created').on(table.createdAt, table.id),
    index('customer_bookings_pickup').on(table.pickupAt),
    index('customer_bookings_status').on(table.status, table.createdAt, table.id),
    // Every offered sort has an index, alone and under the status filter (see agent_bookings_status_pickup).
    index('customer_bookings_status_pickup').on(table.status, table.pickupAt),
    index('customer_bookings_total').on(table.totalPrice, table.id),
    index('customer_bookings_status_total').on(table.status, table.totalPrice, table.id),
    // Reports: a period's figures from the index alone (see agent_bookings_created_figures).
    index('customer_bookings_created_figures').on(
      table.createdAt,
      table.status,
      table.totalPrice,
      table.areaId,
      table.carType,
    ),
    // pg_trgm: serves the list search, an ILIKE '%…%' (see booking-search.ts).
    index('customer_bookings_search')
      .using('gin', sql`${bookingSearchText(table)} gin_trgm_ops`)
      .with({ fastupdate: false }),
    check('customer_bookings_total_positive', sql`${table.totalPrice} > 0`),
    check('customer_bookings_vat_added_rate', sql`${table.vatAddedBasisPoints} between 0 and 10000`),
  ],
);
