import { driverSteps } from '@masar/contract/driver-steps';
import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts';
import { driverJobs, drivers } from './drivers';

/**
 * The driver's steps of a job (issue #18 part 2): one row per step, append-only (a trigger refuses UPDATE
 * and DELETE), with the phone's position when the driver allowed it. The job's current state is
 * `driver_jobs.status`; these rows are its timeline (no-show disputes are settled with them).
 */
export const driverJobSteps = pgTable(
  'driver_job_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => driverJobs.id),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id),
    step: text('step', { enum: driverSteps }).notNull(),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    accuracy: doublePrecision('accuracy'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('driver_job_steps_job').on(table.jobId, table.createdAt),
    check(
      'driver_job_steps_position',
      sql`num_nonnulls(${table.lat}, ${table.lng}, ${table.accuracy}) in (0, 3)`,
    ),
  ],
);

/**
 * The one row of the steps' settings: how long a driver waits (from the pickup time or arrival, whichever
 * is later) before a no-show may be recorded, at an airport pickup and anywhere else.
 */
export const driverStepSettings = pgTable(
  'driver_step_settings',
  {
    id: integer('id').primaryKey().default(1),
    noShowWaitAirportMinutes: integer('no_show_wait_airport_minutes').notNull().default(30),
    noShowWaitOtherMinutes: integer('no_show_wait_other_minutes').notNull().default(15),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => admins.id),
  },
  (table) => [
    check('driver_step_settings_one_row', sql`${table.id} = 1`),
    check(
      'driver_step_settings_wait_range',
      sql`${table.noShowWaitAirportMinutes} between 0 and 240 and ${table.noShowWaitOtherMinutes} between 0 and 240`,
    ),
  ],
);
