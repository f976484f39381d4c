import { carTypes } from '@masar/contract/cars';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { images } from './images';

/** The car catalogue. Soft-deleted: taxi services and bookings refer to cars. */
export const cars = pgTable(
  'cars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    type: text('type', { enum: carTypes }).notNull(),
    passengers: integer('passengers').notNull(),
    bags: integer('bags').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('cars_passengers_range', sql`${table.passengers} between 1 and 60`),
    check('cars_bags_range', sql`${table.bags} between 0 and 60`),
    uniqueIndex('cars_name_en_unique').on(sql`lower(${table.nameEn})`).where(sql`${table.deletedAt} is null`),
    uniqueIndex('cars_name_ar_unique').on(sql`lower(${table.nameAr})`).where(sql`${table.deletedAt} is null`),
  ],
);

/**
 * A car's pictures in order. The picture and its WebP thumbnail are both rows of `images`, served by
 * GET /api/images/{id}; the picture's id is the car image's id.
 */
export const carImages = pgTable(
  'car_images',
  {
    imageId: uuid('image_id')
      .primaryKey()
      .references(() => images.id, { onDelete: 'cascade' }),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id, { onDelete: 'cascade' }),
    thumbImageId: uuid('thumb_image_id')
      .notNull()
      .references(() => images.id),
    position: integer('position').notNull(),
  },
  (table) => [index('car_images_car_position').on(table.carId, table.position)],
);
