import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { areas } from './areas';
import { cars } from './cars';
import { locations } from './locations';

/**
 * One car offered in one area at a price (minor units), optionally for one location only.
 * Unique per (area, car, location) among live rows, a null location counting as one value. Soft-deleted.
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
    price: bigint('price', { mode: 'number' }).notNull(),
    hourlyPrice: bigint('hourly_price', { mode: 'number' }),
    minHours: integer('min_hours'),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('taxi_services_area_car_location_unique')
      .on(
        table.areaId,
        table.carId,
        sql`coalesce(${table.locationId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      )
      .where(sql`${table.deletedAt} is null`),
    index('taxi_services_car').on(table.carId),
    index('taxi_services_location').on(table.locationId),
    check('taxi_services_price_positive', sql`${table.price} > 0`),
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
