import type { CancellationTier } from '@masar/contract/cancellation-policy';
import { routeDirections } from '@masar/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { areas } from './areas';
import { cars } from './cars';
import { locations } from './locations';

/** Which way a route price applies, seen from its area (decision 0009). */
export const routeDirection = pgEnum('route_direction', routeDirections);

/**
 * The price (minor units) of one car on one route (decision 0009): between its area and its other end —
 * a location, another area (`to_area_id`), or neither (trips within the area) — in `direction`, seen
 * from the area. Unique per (area, car, other end, direction) among live rows, "within the area"
 * counting as one other end. Two rows pricing the same trips from either side are refused by the
 * service (a clash), not by an index. Soft-deleted.
 */
export const taxiServices = pgTable(
  'taxi_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id),
    locationId: uuid('location_id').references(() => locations.id),
    toAreaId: uuid('to_area_id').references(() => areas.id),
    direction: routeDirection('direction').notNull().default('BothWays'),
    price: bigint('price', { mode: 'number' }).notNull(),
    hourlyPrice: bigint('hourly_price', { mode: 'number' }),
    minHours: integer('min_hours'),
    active: boolean('active').notNull().default(true),
    /** This route's own cancellation tiers (decision 0016), replacing the global policy; null: the global. */
    cancellationTiers: jsonb('cancellation_tiers').$type<CancellationTier[]>(),
    /** The discount (whole percent, 0 ≤ p < 100) on the return leg of a return trip priced from this row (decision 0017). */
    returnDiscountPercent: integer('return_discount_percent').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('taxi_services_route_unique')
      .on(
        table.areaId,
        table.carId,
        sql`coalesce(${table.locationId}, ${table.toAreaId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
        table.direction,
      )
      .where(sql`${table.deletedAt} is null`),
    index('taxi_services_car').on(table.carId),
    index('taxi_services_location').on(table.locationId),
    index('taxi_services_to_area').on(table.toAreaId),
    check('taxi_services_one_other_end', sql`${table.locationId} is null or ${table.toAreaId} is null`),
    check('taxi_services_to_other_area', sql`${table.toAreaId} <> ${table.areaId}`),
    check(
      'taxi_services_within_both_ways',
      sql`${table.locationId} is not null or ${table.toAreaId} is not null or ${table.direction} = 'BothWays'`,
    ),
    check('taxi_services_price_positive', sql`${table.price} > 0`),
    check(
      'taxi_services_return_discount',
      sql`${table.returnDiscountPercent} >= 0 and ${table.returnDiscountPercent} < 100`,
    ),
    check(
      'taxi_services_hourly_price_positive',
      sql`${table.hourlyPrice} is null or ${table.hourlyPrice} > 0`,
    ),
    check(
      'taxi_services_min_hours',
      sql`(${table.hourlyPrice} is null and ${table.minHours} is null) or (${table.hourlyPrice} is not null and ${table.minHours} between 1 and 24)`,
    ),
  ],
);
