import { driverJobStatuses } from '@masar/contract/drivers';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { agentBookings } from './agent-bookings';
import { cars } from './cars';
import { customerBookings } from './customer-bookings';
import { images } from './images';

/**
 * The people who drive the trips (issue #18), and an account of role Driver: they sign in with their mobile
 * (E.164, unique) and a password the admin set, which they must change first (`must_change_password`).
 */
export const drivers = pgTable(
  'drivers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    mobile: text('mobile').notNull(),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(true),
    photoImageId: uuid('photo_image_id').references(() => images.id, { onDelete: 'set null' }),
    licenceNumber: text('licence_number').notNull(),
    licenceExpiry: date('licence_expiry', { mode: 'string' }).notNull(),
    nationalId: text('national_id').notNull(),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('drivers_mobile_unique').on(table.mobile),
    check('drivers_national_id_format', sql`${table.nationalId} ~ '^[12][0-9]{9}$'`),
  ],
);

/** The vehicles a driver drives: a catalogue car with its plate. Retired (not deleted): jobs refer to them. */
export const driverVehicles = pgTable(
  'driver_vehicles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    carId: uuid('car_id')
      .notNull()
      .references(() => cars.id),
    /** The plate's Arabic letters (normalised, no spaces), its digits and the official Latin letters. */
    plateLetters: text('plate_letters').notNull(),
    plateNumber: text('plate_number').notNull(),
    plateLatin: text('plate_latin').notNull(),
    colour: text('colour').notNull(),
    year: integer('year').notNull(),
    position: integer('position').notNull().default(0),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('driver_vehicles_driver').on(table.driverId)],
);

/**
 * A booking's job: who drives it, in which vehicle. One row per booking (agent or customer: exactly one of
 * the two ids), made at the first assignment and kept when unassigned (driver null) so `version` keeps
 * counting: every assign/unassign is a conditional UPDATE on the driver the admin saw, so of two admins
 * acting at once one wins and the other gets 409. `status` and the step times are for the driver's steps
 * (a later part of issue #18); a return trip's second leg would add a `leg` to the unique keys.
 */
export const driverJobs = pgTable(
  'driver_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentBookingId: uuid('agent_booking_id').references(() => agentBookings.id),
    customerBookingId: uuid('customer_booking_id').references(() => customerBookings.id),
    driverId: uuid('driver_id').references(() => drivers.id),
    vehicleId: uuid('vehicle_id').references(() => driverVehicles.id),
    status: text('status', { enum: driverJobStatuses }).notNull().default('Unassigned'),
    version: integer('version').notNull().default(0),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    assignedBy: uuid('assigned_by').references(() => admins.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('driver_jobs_agent_booking').on(table.agentBookingId),
    uniqueIndex('driver_jobs_customer_booking').on(table.customerBookingId),
    index('driver_jobs_driver').on(table.driverId),
    check(
      'driver_jobs_one_booking',
      sql`num_nonnulls(${table.agentBookingId}, ${table.customerBookingId}) = 1`,
    ),
    check('driver_jobs_driver_and_vehicle', sql`(${table.driverId} is null) = (${table.vehicleId} is null)`),
  ],
);
