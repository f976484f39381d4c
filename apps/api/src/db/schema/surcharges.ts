import { carTypes } from '@masar/contract/cars';
import { surchargeKinds } from '@masar/contract/surcharges';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  integer,
  pgTable,
  smallint,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { areas } from './areas';

/**
 * Surcharge rules (decision 0011): a percent (basis points) or fixed (minor units) extra on the trip fare
 * when the pickup, in the business time zone, falls in the window / days / dates, for the area and car type.
 * Soft-deleted: bookings keep copies of the lines they were charged.
 */
export const surcharges = pgTable(
  'surcharges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    kind: text('kind', { enum: surchargeKinds }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    fromTime: time('from_time'),
    toTime: time('to_time'),
    days: smallint('days').array().notNull().default(sql`'{}'::smallint[]`),
    fromDate: date('from_date'),
    toDate: date('to_date'),
    areaId: uuid('area_id').references(() => areas.id),
    carType: text('car_type', { enum: carTypes }),
    priority: integer('priority').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'surcharges_value_range',
      sql`${table.value} >= 1 and (${table.kind} <> 'Percent' or ${table.value} <= 10000)`,
    ),
    check('surcharges_window_whole', sql`(${table.fromTime} is null) = (${table.toTime} is null)`),
    check(
      'surcharges_dates_in_order',
      sql`${table.fromDate} is null or ${table.toDate} is null or ${table.fromDate} <= ${table.toDate}`,
    ),
  ],
);
