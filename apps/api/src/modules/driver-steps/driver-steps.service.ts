import { DRIVER_STEP_SETTINGS_ENTITY_ID } from '@masar/contract/admin-actions';
import {
  type DriverStep,
  type JobProgress,
  type StepSettings,
  type StepSettingsBody,
  stepFrom,
  stepSettingsBody,
  type TakeStepBody,
  takeStepBody,
} from '@masar/contract/driver-steps';
import type { BookingKind } from '@masar/contract/drivers';
import { message } from '@masar/contract/messages';
import type { Role } from '@masar/contract/permissions';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  agentBookings,
  customerBookings,
  driverJobSteps,
  driverJobs,
  driverStepSettings,
  drivers,
  locations,
} from '../../db/schema/index';
import { conflict, notFound } from '../../lib/errors';
import { recordChange } from '../admin-actions/admin-actions.service';
import { completeBookingByDriver } from '../agent-bookings/agent-bookings-admin.service';
import { completeCustomerBookingByDriver } from '../customer-bookings/customer-bookings-admin.service';
import { bookingTables, jobBookingColumn } from '../drivers/driver-rows';
import { emitEvent } from '../notifications/event-bus';

/** A driver acts only on a job of a booking still to run (the rule of GET /drivers/my-jobs/:id). */
const RUNNING = ['Requested', 'Accepted'] as const;

const ownerColumn = { Agent: agentBookings.agentId, Customer: customerBookings.userId };

interface MyJob {
  id: string;
  kind: BookingKind;
  bookingId: string;
}

/** The job of this driver with this id, of a booking still to run; undefined for any other id. */
async function findMyJob(db: Queryable, driverId: string, jobId: string): Promise<MyJob | undefined> {
  const [job] = await db
    .select({
      id: driverJobs.id,
      agentBookingId: driverJobs.agentBookingId,
      customerBookingId: driverJobs.customerBookingId,
    })
    .from(driverJobs)
    .where(and(eq(driverJobs.id, jobId), eq(driverJobs.driverId, driverId)));
  if (!job) return undefined;
  const kind: BookingKind = job.agentBookingId ? 'Agent' : 'Customer';
  const bookingId = job.agentBookingId ?? job.customerBookingId;
  if (!bookingId) return undefined;
  return { id: job.id, kind, bookingId };
}

export async function getStepSettings(db: Queryable): Promise<StepSettings> {
  const [row] = await db.select().from(driverStepSettings).where(eq(driverStepSettings.id, 1));
  return {
    noShowWaitAirportMinutes: row?.noShowWaitAirportMinutes ?? 30,
    noShowWaitOtherMinutes: row?.noShowWaitOtherMinutes ?? 15,
    updatedAt: (row?.updatedAt ?? new Date(0)).toISOString(),
  };
}

/** PUT /drivers/step-settings (ManageOrders): the waiting times before a no-show. */
export async function updateStepSettings(
  db: Database,
  adminId: string,
  input: StepSettingsBody,
): Promise<StepSettings> {
  const body = stepSettingsBody.parse(input);
  await db.transaction(async (tx) => {
    const before = await getStepSettings(tx);
    await tx
      .insert(driverStepSettings)
      .values({ id: 1, ...body, updatedBy: adminId })
      .onConflictDoUpdate({
        target: driverStepSettings.id,
        set: { ...body, updatedBy: adminId, updatedAt: sql`now()` },
      });
    const logged = (settings: StepSettingsBody) => ({
      id: DRIVER_STEP_SETTINGS_ENTITY_ID,
      noShowWaitAirportMinutes: settings.noShowWaitAirportMinutes,
      noShowWaitOtherMinutes: settings.noShowWaitOtherMinutes,
    });
    await recordChange(tx, adminId, 'DriverStepSettings', { before: logged(before), after: logged(body) });
  });
  return getStepSettings(db);
}

/** The booking facts a step needs: its status, pickup time, owner, reference and whether it starts at an airport. */
async function bookingFacts(tx: Queryable, kind: BookingKind, bookingId: string, lock: boolean) {
  const table = bookingTables[kind];
  const query = tx
    .select({
      status: table.status,
      pickupAt: table.pickupAt,
      ownerId: ownerColumn[kind],
      reference: table.reference,
      direction: table.direction,
      locationType: locations.type,
    })
    .from(table)
    .leftJoin(locations, eq(locations.id, table.locationId))
    .where(eq(table.id, bookingId));
  const [row] = lock ? await query.for('update', { of: table }) : await query;
  return row;
}

/** The waiting time of this pickup: an arrival at an airport waits the airport time (flights run late). */
function waitMinutesOf(
  settings: StepSettings,
  booking: { direction: string; locationType: string | null },
): number {
  return booking.direction === 'Arrival' && booking.locationType === 'Airport'
    ? settings.noShowWaitAirportMinutes
    : settings.noShowWaitOtherMinutes;
}

/** From when a no-show may be recorded: the waiting time after the pickup time or the arrival, whichever is later. */
function noShowFromOf(arrivedAt: Date, pickupAt: Date, waitMinutes: number): Date {
  return new Date(Math.max(arrivedAt.getTime(), pickupAt.getTime()) + waitMinutes * 60_000);
}

async function lastArrival(tx: Queryable, jobId: string): Promise<Date | undefined> {
  const [row] = await tx
    .select({ at: driverJobSteps.createdAt })
    .from(driverJobSteps)
    .where(and(eq(driverJobSteps.jobId, jobId), eq(driverJobSteps.step, 'Arrived')))
    .orderBy(desc(driverJobSteps.createdAt))
    .limit(1);
  return row?.at;
}

/**
 * The driver takes the next step of their job, in one transaction: the booking row is locked (the order
 * every assignment takes too), the job moves only WHERE its status is the step's one predecessor (of two
 * taps at once one moves it, the other gets 409 and nothing changes), the step is appended with the phone's
 * position, and Completed completes the booking by the admin's own move (decision 0013 addendum).
 */
export async function takeStep(
  db: Database,
  timeZone: string,
  driverId: string,
  jobId: string,
  input: TakeStepBody,
): Promise<JobProgress> {
  const body = takeStepBody.parse(input);
  const step: DriverStep = body.step;
  await db.transaction(async (tx) => {
    const job = await findMyJob(tx, driverId, jobId);
    if (!job) throw notFound();
    const booking = await bookingFacts(tx, job.kind, job.bookingId, true);
    if (!booking || !(RUNNING as readonly string[]).includes(booking.status)) throw notFound();
    const [current] = await tx
      .select({ status: driverJobs.status, driverId: driverJobs.driverId })
      .from(driverJobs)
      .where(eq(driverJobs.id, job.id));
    if (!current || current.driverId !== driverId) throw notFound();
    const from = stepFrom[step];
    if (current.status !== from) throw conflict(message('jobStepOutOfOrder', { status: current.status }));
    if (step === 'NoShow') {
      const arrivedAt = (await lastArrival(tx, job.id)) ?? new Date();
      const wait = waitMinutesOf(await getStepSettings(tx), booking);
      if (noShowFromOf(arrivedAt, booking.pickupAt, wait).getTime() > Date.now()) {
        throw conflict(message('noShowTooEarly', { minutes: wait }));
      }
    }
    if (step === 'Completed' && booking.status === 'Requested') {
      throw conflict(message('jobBookingNotAccepted'));
    }
    const [moved] = await tx
      .update(driverJobs)
      .set({ status: step, version: sql`${driverJobs.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(driverJobs.id, job.id), eq(driverJobs.driverId, driverId), eq(driverJobs.status, from)))
      .returning({ id: driverJobs.id });
    if (!moved) throw conflict(message('jobStepOutOfOrder', { status: current.status }));
    await tx.insert(driverJobSteps).values({
      jobId: job.id,
      driverId,
      step,
      lat: body.position?.lat ?? null,
      lng: body.position?.lng ?? null,
      accuracy: body.position?.accuracy ?? null,
      note: body.note || null,
    });
    if (step === 'Completed') {
      if (job.kind === 'Agent') await completeBookingByDriver(tx, job.bookingId);
      else await completeCustomerBookingByDriver(tx, timeZone, job.bookingId);
    }
    await emitEvent(tx, {
      type: 'driverJob.status',
      bookingKind: job.kind,
      bookingId: job.bookingId,
      ownerId: booking.ownerId,
      reference: booking.reference,
      status: step,
    });
    await emitEvent(tx, { type: 'dispatch.changed', bookingKind: job.kind, bookingId: job.bookingId });
  });
  return progressOfJob(db, jobId, true);
}

/** A job's status, its steps (positions only for who may see them) and from when a no-show may be recorded. */
async function progressOfJob(db: Queryable, jobId: string, withPositions: boolean): Promise<JobProgress> {
  const [job] = await db
    .select({
      status: driverJobs.status,
      agentBookingId: driverJobs.agentBookingId,
      customerBookingId: driverJobs.customerBookingId,
    })
    .from(driverJobs)
    .where(eq(driverJobs.id, jobId));
  if (!job) return { status: null, steps: [], noShowFrom: null };
  const rows = await db
    .select({
      step: driverJobSteps.step,
      at: driverJobSteps.createdAt,
      lat: driverJobSteps.lat,
      lng: driverJobSteps.lng,
      accuracy: driverJobSteps.accuracy,
      note: driverJobSteps.note,
      driverNameAr: drivers.nameAr,
      driverNameEn: drivers.nameEn,
    })
    .from(driverJobSteps)
    .innerJoin(drivers, eq(drivers.id, driverJobSteps.driverId))
    .where(eq(driverJobSteps.jobId, jobId))
    .orderBy(asc(driverJobSteps.createdAt));
  let noShowFrom: string | null = null;
  if (job.status === 'Arrived') {
    const kind: BookingKind = job.agentBookingId ? 'Agent' : 'Customer';
    const booking = await bookingFacts(db, kind, job.agentBookingId ?? job.customerBookingId ?? '', false);
    const arrivedAt = rows.filter((row) => row.step === 'Arrived').at(-1)?.at;
    if (booking && arrivedAt) {
      const wait = waitMinutesOf(await getStepSettings(db), booking);
      noShowFrom = noShowFromOf(arrivedAt, booking.pickupAt, wait).toISOString();
    }
  }
  return {
    status: job.status,
    noShowFrom,
    steps: rows.map((row) => ({
      step: row.step,
      at: row.at.toISOString(),
      driverNameAr: row.driverNameAr,
      driverNameEn: row.driverNameEn,
      position:
        withPositions && row.lat !== null && row.lng !== null && row.accuracy !== null
          ? { lat: row.lat, lng: row.lng, accuracy: row.accuracy }
          : null,
      note: withPositions ? row.note : null,
    })),
  };
}

/** GET /drivers/my-jobs/:id/progress: the driver's own job only (404 for any other, as the job itself). */
export async function myJobProgress(db: Database, driverId: string, jobId: string): Promise<JobProgress> {
  const job = await findMyJob(db, driverId, jobId);
  const booking = job && (await bookingFacts(db, job.kind, job.bookingId, false));
  if (!booking || !(RUNNING as readonly string[]).includes(booking.status)) throw notFound();
  return progressOfJob(db, jobId, true);
}

/**
 * GET /drivers/job-progress/{agent|customer}/:id: a booking's job for its admins (with the positions and
 * notes of each step), its agent or its customer (the status and times only); 404 for anyone else's.
 */
export async function bookingJobProgress(
  db: Database,
  kind: BookingKind,
  bookingId: string,
  principal: { role: Role; id: string },
): Promise<JobProgress> {
  const table = bookingTables[kind];
  const owner =
    principal.role === 'Admin'
      ? undefined
      : (principal.role === 'Agent' && kind === 'Agent') || (principal.role === 'User' && kind === 'Customer')
        ? eq(ownerColumn[kind], principal.id)
        : sql`false`;
  const [booking] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, bookingId), owner));
  if (!booking) throw notFound(message('bookingNotFound'));
  const [job] = await db
    .select({ id: driverJobs.id })
    .from(driverJobs)
    .where(eq(jobBookingColumn[kind], bookingId));
  if (!job) return { status: null, steps: [], noShowFrom: null };
  return progressOfJob(db, job.id, principal.role === 'Admin');
}
