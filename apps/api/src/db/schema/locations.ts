import { locationTypes } from '@masar/contract/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { areas } from './areas';

/** Named fixed points (airports, hotels …). `area_id` is derived from the point by the server. Soft-deleted. */
export const locations = pgTable(
  'locations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    type: text('type', { enum: locationTypes }).notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    areaId: uuid('area_id').references(() => areas.id),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('locations_area').on(table.areaId),
    index('locations_point').on(table.lat, table.lng).where(sql`${table.deletedAt} is null`),
    uniqueIndex('locations_name_en_unique')
      .on(sql`lower(${table.nameEn})`)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('locations_name_ar_unique')
      .on(sql`lower(${table.nameAr})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);
