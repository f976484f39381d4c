import type { GeoJsonPolygon } from '@masar/contract/areas';
import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * Map-drawn areas. No PostGIS: the polygon is kept as GeoJSON and its bounding box in indexed columns,
 * so a point lookup pre-filters in SQL and tests the few candidates exactly in JS (lib/geo.ts).
 * Rows are soft-deleted (`deleted_at`): taxi services and bookings refer to them.
 */
export const areas = pgTable(
  'areas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    polygon: jsonb('polygon').$type<GeoJsonPolygon>().notNull(),
    minLat: doublePrecision('min_lat').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    minLng: doublePrecision('min_lng').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
    areaKm2: doublePrecision('area_km2').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('areas_bbox_lat').on(table.minLat, table.maxLat).where(sql`${table.deletedAt} is null`),
    index('areas_bbox_lng').on(table.minLng, table.maxLng).where(sql`${table.deletedAt} is null`),
    uniqueIndex('areas_name_en_unique')
      .on(sql`lower(${table.nameEn})`)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('areas_name_ar_unique')
      .on(sql`lower(${table.nameAr})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);
