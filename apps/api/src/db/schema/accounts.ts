import { languages } from '@masar/contract/constants';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  type PgColumn,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { images } from './images';

/** The language the person last signed in with: their e-mails are written in it. */
const language = text('language', { enum: languages }).notNull().default('ar');
/** Whether they want the e-mails they can do without (a booking confirmed by Masar); the others always go. */
const mailUpdates = boolean('mail_updates').notNull().default(true);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** E-mails are stored lower-cased; the unique index on lower() keeps them unique whatever a writer does. */
export const admins = pgTable(
  'admins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    language,
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [uniqueIndex('admins_email_unique').on(sql`lower(${table.email})`)],
);

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    language,
    mailUpdates,
    phone: text('phone'),
    companyName: text('company_name'),
    country: text('country'),
    city: text('city'),
    address: text('address'),
    /** The buyer on the agent's tax invoices (decision 0012). */
    legalName: text('legal_name'),
    vatNumber: text('vat_number'),
    active: boolean('active').notNull().default(true),
    /** Minor units. Only the wallet code changes it, together with a ledger entry. */
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
    /** Minor units (decision 0011): how far below zero bookings may take the balance. */
    creditLimit: bigint('credit_limit', { mode: 'number' }).notNull().default(0),
    /** Minor units; null = no low-balance alert. */
    lowBalanceThreshold: bigint('low_balance_threshold', { mode: 'number' }),
    currency: text('currency').notNull().default('SAR'),
    avatarImageId: uuid('avatar_image_id').references(() => images.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('agents_email_unique').on(sql`lower(${table.email})`),
    check('agents_balance_within_credit', sql`${table.balance} >= -${table.creditLimit}`),
    check('agents_credit_limit_not_negative', sql`${table.creditLimit} >= 0`),
    check('agents_low_balance_threshold_not_negative', sql`${table.lowBalanceThreshold} >= 0`),
  ],
);

/**
 * What a search for a customer looks in: name, e-mail and phone as one text, so one trigram index serves
 * the customers list and the customer half of the orders search (issue #21; the same idea as
 * bookingSearchText). Queries must use this same expression for the index to apply (customerSearch()).
 */
export function customerSearchText(table: { name: PgColumn; email: PgColumn; phone: PgColumn }) {
  return sql`(${table.name} || ' ' || ${table.email} || ' ' || coalesce(${table.phone}, ''))`;
}

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    language,
    mailUpdates,
    phone: text('phone'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('users_email_unique').on(sql`lower(${table.email})`),
    index('users_search')
      .using('gin', sql`${customerSearchText(table)} gin_trgm_ops`)
      .with({ fastupdate: false }),
  ],
);
