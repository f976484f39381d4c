import type { PriceLine, TripSnapshot } from '@masar/contract/trips';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
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
import { admins, agents } from './accounts';
import { areas } from './areas';
import { bookingSearchText } from './booking-search';
import { cars } from './cars';
import { locations } from './locations';
import { taxiServices } from './taxi-services';

/**
 * A transfer an agent booked for a traveller and paid from the wallet. Never deleted. The catalogue
 * rows it was booked from are kept as a snapshot (names, car, price) so later edits never change it;
 * the ids stay for filters and reports.
 */
export const agentBookings = pgTable(
  'agent_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    status: text('status', { enum: ['Requested', 'Accepted', 'Completed', 'Refunded'] })
      .notNull()
      .default('Requested'),
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
    placeId: uuid('place_id'),
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
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Null when the agent cancelled. */
    refundedBy: uuid('refunded_by').references(() => admins.id),
    refundReason: text('refund_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('agent_bookings_reference_unique').on(table.reference),
    uniqueIndex('agent_bookings_idempotency_unique')
      .on(table.agentId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
    index('agent_bookings_agent_created').on(table.agentId, table.createdAt),
    index('agent_bookings_agent_pickup').on(table.agentId, table.pickupAt),
    index('agent_bookings_pickup').on(table.pickupAt),
    index('agent_bookings_status').on(table.status, table.createdAt),
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
    // The breakdown by area, car type and status of a long period: read in that order, the groups need no
    // hashing (a year: 85 instead of 140 ms of CPU). Short periods use the created_at one.
    index('agent_bookings_area_figures').on(
      table.areaId,
      table.carType,
      table.status,
      table.createdAt,
      table.totalPrice,
    ),
    index('agent_bookings_accepted').on(table.acceptedAt).where(sql`${table.acceptedAt} is not null`),
    index('agent_bookings_completed').on(table.completedAt).where(sql`${table.completedAt} is not null`),
    // pg_trgm: serves the list search, an ILIKE '%…%' (see booking-search.ts).
    index('agent_bookings_search').using('gin', sql`${bookingSearchText(table)} gin_trgm_ops`),
    check('agent_bookings_total_positive', sql`${table.totalPrice} > 0`),
  ],
);

/** The last number given out per business day, for references MS-YYMMDD-NNNN (gaps are fine). */
export const bookingReferenceCounters = pgTable('booking_reference_counters', {
  day: date('day').primaryKey(),
  last: integer('last').notNull(),
});
