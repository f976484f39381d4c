import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** Extras added to bookings at a unit price (minor units). Soft-deleted: bookings refer to them. */
export const extraServices = pgTable(
  'extra_services',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionAr: text('description_ar'),
    descriptionEn: text('description_en'),
    price: bigint('price', { mode: 'number' }).notNull(),
    maxQuantity: integer('max_quantity').notNull().default(1),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    check('extra_services_price_not_negative', sql`${table.price} >= 0`),
    check('extra_services_max_quantity_range', sql`${table.maxQuantity} between 1 and 20`),
    uniqueIndex('extra_services_name_en_unique')
      .on(sql`lower(${table.nameEn})`)
      .where(sql`${table.deletedAt} is null`),
    uniqueIndex('extra_services_name_ar_unique')
      .on(sql`lower(${table.nameAr})`)
      .where(sql`${table.deletedAt} is null`),
  ],
);
