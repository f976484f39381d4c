import { sql } from 'drizzle-orm';
import { bigint, boolean, check, pgTable, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { areas } from './areas';
import { cars } from './cars';

/**
 * The distance fallback (decision 0015). One tariff per car (minor units): fare = max(minimum, base + per
 * km × km), used where no route price covers a trip and distance pricing is allowed for it.
 */
export const distanceTariffs = pgTable(
  'distance_tariffs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id)
      .unique(),
    baseFare: bigint('base_fare', { mode: 'number' }).notNull(),
    perKm: bigint('per_km', { mode: 'number' }).notNull(),
    minimumFare: bigint('minimum_fare', { mode: 'number' }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'distance_tariffs_amounts',
      sql`${table.baseFare} >= 0 and ${table.perKm} >= 1 and ${table.minimumFare} >= 0`,
    ),
  ],
);

/**
 * The pairs of areas between which (either order) distance pricing is allowed. Stored with the smaller id
 * first, so a pair is one row whichever way it was entered; the same area twice allows trips within it.
 */
export const distancePairs = pgTable(
  'distance_pairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    areaId: uuid('area_id')
      .notNull()
      .references(() => areas.id),
    toAreaId: uuid('to_area_id')
      .notNull()
      .references(() => areas.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('distance_pairs_unique').on(table.areaId, table.toAreaId),
    check('distance_pairs_ordered', sql`${table.areaId} <= ${table.toAreaId}`),
  ],
);

/** One row (created by the migration): whether every trip no route price covers may be priced by distance. */
export const distanceSettings = pgTable('distance_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  global: boolean('global').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
