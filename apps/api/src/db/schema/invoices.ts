import type { InvoiceLine, InvoiceParty } from '@masar/contract/invoices';
import { invoiceKinds, invoiceTypes } from '@masar/contract/invoices';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { agents } from './accounts';
import { agentBookings } from './agent-bookings';
import { customerBookings } from './customer-bookings';

/** The seller on every invoice (decision 0012): one row (id 1), edited by admins with EditAdmins. */
export const sellerSettings = pgTable(
  'seller_settings',
  {
    id: smallint('id').primaryKey().default(1),
    legalNameAr: text('legal_name_ar').notNull(),
    legalNameEn: text('legal_name_en').notNull(),
    vatNumber: text('vat_number').notNull(),
    crNumber: text('cr_number').notNull(),
    addressAr: text('address_ar').notNull(),
    addressEn: text('address_en').notNull(),
    vatRateBasisPoints: integer('vat_rate_bp').notNull().default(1500),
    pricesIncludeVat: boolean('prices_include_vat').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('seller_settings_one_row', sql`${table.id} = 1`),
    check('seller_settings_rate', sql`${table.vatRateBasisPoints} between 0 and 10000`),
  ],
);

/** The last number of each kind and year; bumped in the transaction that issues the document (gap-free). */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.year] })],
);

/**
 * Issued invoices and credit notes: a complete snapshot (seller, buyer, lines, totals) never updated or
 * deleted (a trigger refuses both; see the migration's hand-written part).
 */
export const invoices = pgTable(
  'invoices',
  {
    /** Also the document's UUID for ZATCA phase 2. */
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: invoiceKinds }).notNull(),
    type: text('type', { enum: invoiceTypes }).notNull(),
    number: text('number').notNull(),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    agentId: uuid('agent_id').references(() => agents.id),
    agentBookingId: uuid('agent_booking_id').references(() => agentBookings.id),
    customerBookingId: uuid('customer_booking_id').references(() => customerBookings.id),
    bookingReference: text('booking_reference').notNull(),
    /** A credit note's invoice. */
    invoiceId: uuid('invoice_id'),
    invoiceNumber: text('invoice_number'),
    currency: text('currency').notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty | null>(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    net: bigint('net', { mode: 'number' }).notNull(),
    vat: bigint('vat', { mode: 'number' }).notNull(),
    total: bigint('total', { mode: 'number' }).notNull(),
  },
  (table) => [
    uniqueIndex('invoices_number_unique').on(table.number),
    uniqueIndex('invoices_sequence_unique').on(table.kind, table.year, table.sequence),
    uniqueIndex('invoices_agent_booking_unique').on(table.kind, table.agentBookingId),
    uniqueIndex('invoices_customer_booking_unique').on(table.kind, table.customerBookingId),
    index('invoices_issued').on(table.issuedAt.desc(), table.id.desc()),
    index('invoices_agent').on(table.agentId, table.issuedAt.desc()),
    check('invoices_totals', sql`${table.total} = ${table.net} + ${table.vat}`),
    check(
      'invoices_one_booking',
      sql`(${table.agentBookingId} is null) <> (${table.customerBookingId} is null)`,
    ),
  ],
);
