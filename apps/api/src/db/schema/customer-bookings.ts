import type { PriceLine, TripSnapshot } from '@masar/contract/trips';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins, users } from './accounts';
import { areas } from './areas';
import { bookingSearchText } from './booking-search';
import { cars } from './cars';
import { locations } from './locations';
import { taxiServices } from './taxi-services';

/**
 * A transfer a customer (User role) booked on the public site. Paid to the driver on pickup, so no
 * wallet or ledger: cancelling only changes the status. Never deleted. Same snapshot rule and reference
 * sequence as agent bookings.
 */
export const customerBookings = pgTable(
  'customer_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['Requested', 'Accepted', 'Completed', 'Cancelled'] })
      .notNull()
      .default('Requested'),
    paymentMethod: text('payment_method', { enum: ['Cash', 'Card'] }).notNull(),
    direction: text('direction', { enum: ['Arrival', 'Leaving', 'Hourly'] }).notNull(),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
    locationId: uuid('location_id').references(() => locations.id),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id),
    carType: text('car_type').notNull(),
    taxiServiceId: uuid('taxi_service_id')
      .notNull()
      .references(() => taxiServices.id),
    snapshot: jsonb('snapshot').$type<TripSnapshot>().notNull(),
    placeAddress: text('place_address').notNull(),
    placeLat: doublePrecision('place_lat').notNull(),
    placeLng: doublePrecision('place_lng').notNull(),
    passengers: integer('passengers').notNull(),
    bags: integer('bags').notNull(),
    hours: integer('hours'),
    pickupAt: timestamp('pickup_at', { withTimezone: true }).notNull(),
    flightNumber: text('flight_number'),
    travellerName: text('traveller_name').notNull(),
    travellerPhone: text('traveller_phone').notNull(),
    travellerEmail: text('traveller_email'),
    travellerNationality: text('traveller_nationality'),
    notes: text('notes'),
    transferPrice: bigint('transfer_price', { mode: 'number' }).notNull(),
    hourlyPrice: bigint('hourly_price', { mode: 'number' }),
    extras: jsonb('extras').$type<PriceLine[]>().notNull(),
    extrasTotal: bigint('extras_total', { mode: 'number' }).notNull(),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request body, to refuse a reused Idempotency-Key with a different body. */
    requestHash: text('request_hash'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => admins.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => admins.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Null when the customer cancelled. */
    cancelledBy: uuid('cancelled_by').references(() => admins.id),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('customer_bookings_reference_unique').on(table.reference),
    uniqueIndex('customer_bookings_idempotency_unique')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('customer_bookings_user_created').on(table.userId, table.createdAt),
    index('customer_bookings_pickup').on(table.pickupAt),
    index('customer_bookings_status').on(table.status, table.createdAt),
    // Reports: a period's figures from the index alone (see agent_bookings_created_figures).
    index('customer_bookings_created_figures').on(
      table.createdAt,
      table.status,
      table.totalPrice,
      table.areaId,
      table.carType,
    ),
    // pg_trgm: serves the list search, an ILIKE '%…%' (see booking-search.ts).
    index('customer_bookings_search').using('gin', sql`${bookingSearchText(table)} gin_trgm_ops`),
    check('customer_bookings_total_positive', sql`${table.totalPrice} > 0`),
  ],
);
