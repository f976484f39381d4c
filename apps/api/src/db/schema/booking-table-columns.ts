import type { CancellationTier } from '@masar/contract/cancellation-policy';
import { tripDirections } from '@masar/contract/constants';
import { pricingBases } from '@masar/contract/distance-pricing';
import type { SurchargeLine } from '@masar/contract/surcharges';
import type { PriceLine, TripSnapshot } from '@masar/contract/trips';
import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { areas } from './areas';
import { cars } from './cars';
import { distanceTariffs } from './distance-pricing';
import { locations } from './locations';
import { taxiServices } from './taxi-services';

/**
 * The columns both booking tables have (agent_bookings, customer_bookings): the trip, its snapshot and
 * prices, the traveller, the idempotency key and the admin steps every booking goes through. Each table
 * spreads them and adds its owner, its own statuses and how it ends (refunded / cancelled).
 * A function, not a shared object: every table needs its own column builders.
 */
export function bookingTableColumns<const Status extends string>(statuses: readonly [Status, ...Status[]]) {
  return {
    id: uuid('id').primaryKey().defaultRandom(),
    reference: text('reference').notNull(),
    status: text('status', { enum: statuses }).notNull().default(statuses[0]),
    direction: text('direction', { enum: tripDirections }).notNull(),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
    locationId: uuid('location_id').references(() => locations.id),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id),
    carType: text('car_type').notNull(),
    /** The route price the booking was priced from (pricing Route), or the distance tariff (Distance). */
    taxiServiceId: uuid('taxi_service_id').references(() => taxiServices.id),
    distanceTariffId: uuid('distance_tariff_id').references(() => distanceTariffs.id),
    pricing: text('pricing', { enum: pricingBases }).notNull().default('Route'),
    /** The transfer's distance and duration as quoted at booking (decision 0015). */
    distanceMeters: integer('distance_meters'),
    durationSeconds: integer('duration_seconds'),
    /** The cancellation tiers that applied when the trip was booked (decision 0016), furthest first; [] = free. */
    cancellationTerms: jsonb('cancellation_terms')
      .$type<CancellationTier[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
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
    /** The surcharge lines charged at booking (decision 0011), copies that never change afterwards. */
    surcharges: jsonb('surcharges').$type<SurchargeLine[]>().notNull().default(sql`'[]'::jsonb`),
    surchargesTotal: bigint('surcharges_total', { mode: 'number' }).notNull().default(0),
    extras: jsonb('extras').$type<PriceLine[]>().notNull(),
    extrasTotal: bigint('extras_total', { mode: 'number' }).notNull(),
    /** A return leg's discount (decision 0017): the outward route's percent and the amount taken off; 0 otherwise. */
    returnDiscountPercent: integer('return_discount_percent').notNull().default(0),
    returnDiscount: bigint('return_discount', { mode: 'number' }).notNull().default(0),
    totalPrice: bigint('total_price', { mode: 'number' }).notNull(),
    /**
     * The VAT rate (basis points) pricing added to catalogue prices that excluded VAT when the trip was
     * booked (decision 0012, addendum); null: catalogue prices included VAT. Every price above is then what
     * was charged (catalogue + VAT), and a later change of the seller settings never alters the booking.
     */
    vatAddedBasisPoints: integer('vat_added_bp'),
    currency: text('currency').notNull(),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request body, to refuse a reused Idempotency-Key with a different body. */
    requestHash: text('request_hash'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: uuid('accepted_by').references(() => admins.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: uuid('completed_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  };
}
