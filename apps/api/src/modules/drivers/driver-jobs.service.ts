import type { AdminActionEntity } from '@masar/contract/admin-actions';
import type {
  AssignDriverBody,
  AssignedDriver,
  BookingKind,
  DriverJob,
  UnassignDriverBody,
} from '@masar/contract/drivers';
import { imageUrl } from '@masar/contract/images';
import { fieldMessage, message } from '@masar/contract/messages';
import type { Role } from '@masar/contract/permissions';
import { and, asc, eq, gte, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import {
  agentBookings,
  cars,
  customerBookings,
  driverJobs,
  drivers,
  driverVehicles,
  locations,
} from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAdminAction } from '../admin-actions/admin-actions.service';
import type { MailContext } from '../mail/mail.service';
import { emitEvent } from '../notifications/event-bus';
import { mailDriverAssigned } from './assignment-mail';
import { checkOverlap, lockDriver } from './dispatch.service';
import { bookingTables, jobBookingColumn, toVehicle, vehicleColumns } from './driver-rows';
import { announceAssignment, type JobHolder } from './job-events';

/** The statuses a booking may be given a driver in; a job of any other status is not shown to its driver. */
const ASSIGNABLE = ['Requested', 'Accepted'] as const;

const entityTypes: Record<BookingKind, AdminActionEntity> = {
  Agent: 'AgentBooking',
  Customer: 'CustomerBooking',
};

const bookingNotFound = () => notFound(message('bookingNotFound'));

/** Who owns a booking, for the 404 of anyone else's id (DESIGN.md §4). */
function ownerCondition(kind: BookingKind, role: Role, principalId: string): SQL | undefined {
  if (role === 'Agent' && kind === 'Agent') return eq(agentBookings.agentId, principalId);
  if (role === 'User' && kind === 'Customer') return eq(customerBookings.userId, principalId);
  if (role === 'Admin') return undefined;
  return sql`false`;
}

function selectAssigned(db: Queryable) {
  return db
    .select({
      driverId: drivers.id,
      nameAr: drivers.nameAr,
      nameEn: drivers.nameEn,
      mobile: drivers.mobile,
      photoImageId: drivers.photoImageId,
      assignedAt: driverJobs.assignedAt,
      vehicle: vehicleColumns,
    })
    .from(driverJobs)
    .innerJoin(drivers, eq(drivers.id, driverJobs.driverId))
    .innerJoin(driverVehicles, eq(driverVehicles.id, driverJobs.vehicleId))
    .innerJoin(cars, eq(cars.id, driverVehicles.carId));
}

/** The driver and vehicle of a booking, or null (no ownership check: the caller has checked the booking). */
export async function assignedDriverOf(
  db: Queryable,
  kind: BookingKind,
  bookingId: string,
): Promise<AssignedDriver | null> {
  const [row] = await selectAssigned(db).where(eq(jobBookingColumn[kind], bookingId));
  if (!row) return null;
  return {
    driverId: row.driverId,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    mobile: row.mobile,
    photoUrl: row.photoImageId ? imageUrl(row.photoImageId) : null,
    vehicle: toVehicle(row.vehicle),
    assignedAt: (row.assignedAt ?? new Date()).toISOString(),
  };
}

/** The driver of a booking, for its admin, its agent or its customer; 404 for anyone else's booking. */
export async function bookingDriver(
  db: Database,
  kind: BookingKind,
  bookingId: string,
  principal: { role: Role; id: string },
): Promise<{ driver: AssignedDriver | null }> {
  const table = bookingTables[kind];
  const [booking] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, bookingId), ownerCondition(kind, principal.role, principal.id)));
  if (!booking) throw bookingNotFound();
  return { driver: await assignedDriverOf(db, kind, bookingId) };
}

async function lockBooking(tx: Queryable, kind: BookingKind, bookingId: string) {
  const table = bookingTables[kind];
  const [booking] = await tx
    .select({ status: table.status })
    .from(table)
    .where(eq(table.id, bookingId))
    .for('update');
  if (!booking) throw bookingNotFound();
  return booking;
}

const holderOf = (driver: AssignedDriver | null): JobHolder | null =>
  driver && { driverId: driver.driverId, vehicleId: driver.vehicle.id };

/** The state the log keeps of an assignment: the driver's names and the vehicle's plate. */
function logState(driver: AssignedDriver | null) {
  return driver
    ? { driverId: driver.driverId, driver: driver.nameEn, vehicle: driver.vehicle.plateLatin }
    : { driverId: null };
}

/**
 * Gives a Requested or Accepted booking an active driver and one of their vehicles (a first assignment or a
 * reassignment). The job row changes only WHERE its driver is still the one the admin saw
 * (`expectedDriverId`): of two admins acting at once one wins and the other gets 409, nothing changed.
 */
export async function assignDriver(
  db: Database,
  adminId: string,
  kind: BookingKind,
  bookingId: string,
  body: AssignDriverBody,
  mail?: MailContext,
): Promise<{ driver: AssignedDriver | null }> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, kind, bookingId);
    if (!(ASSIGNABLE as readonly string[]).includes(booking.status)) {
      throw conflict(message('cannotAssignStatus', { status: booking.status }));
    }
    // Locked: two assignments of one driver at once see each other's job in the overlap check below.
    const driver = await lockDriver(tx, body.driverId);
    if (!driver) throw badRequest([fieldMessage('driverId', 'driverNotFound')]);
    if (!driver.active) throw badRequest([fieldMessage('driverId', 'driverInactive')]);
    const [vehicle] = await tx
      .select({ id: driverVehicles.id })
      .from(driverVehicles)
      .where(
        and(
          eq(driverVehicles.id, body.vehicleId),
          eq(driverVehicles.driverId, body.driverId),
          isNull(driverVehicles.retiredAt),
        ),
      );
    if (!vehicle) throw badRequest([fieldMessage('vehicleId', 'vehicleNotOfDriver')]);
    // The dispatch board's rule: a job over another of the driver's needs a reason (kept as the log's note).
    const overlaps = await checkOverlap(tx, kind, bookingId, body.driverId, body.overrideReason);

    const before = await assignedDriverOf(tx, kind, bookingId);
    await tx
      .insert(driverJobs)
      .values(kind === 'Agent' ? { agentBookingId: bookingId } : { customerBookingId: bookingId })
      .onConflictDoNothing();
    const [changed] = await tx
      .update(driverJobs)
      .set({
        driverId: body.driverId,
        vehicleId: body.vehicleId,
        status: 'Assigned',
        version: sql`${driverJobs.version} + 1`,
        assignedAt: sql`now()`,
        assignedBy: adminId,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(jobBookingColumn[kind], bookingId),
          sql`${driverJobs.driverId} is not distinct from ${body.expectedDriverId}::uuid`,
        ),
      )
      .returning({ id: driverJobs.id });
    if (!changed) throw conflict(message('assignmentChanged'));
    const after = await assignedDriverOf(tx, kind, bookingId);
    await announceAssignment(tx, kind, bookingId, holderOf(before), holderOf(after));
    const news = after && (before?.driverId !== after.driverId || before?.vehicle.id !== after.vehicle.id);
    if (mail && news) {
      await mailDriverAssigned(tx, mail, { kind, bookingId, driver: after, changed: before !== null });
    }
    await recordAdminAction(tx, {
      adminId,
      action: 'AssignDriver',
      entityType: entityTypes[kind],
      entityId: bookingId,
      before: logState(before),
      after: overlaps.length ? { ...logState(after), overlaps } : logState(after),
      ...(overlaps.length && { note: body.overrideReason }),
    });
    await emitEvent(tx, { type: 'dispatch.changed', bookingKind: kind, bookingId });
    return { driver: after };
  });
}

/** Takes the driver off a booking, under the same check as assigning (409 when someone changed it first). */
export async function unassignDriver(
  db: Database,
  adminId: string,
  kind: BookingKind,
  bookingId: string,
  body: UnassignDriverBody,
): Promise<{ driver: null }> {
  return db.transaction(async (tx) => {
    await lockBooking(tx, kind, bookingId);
    const before = await assignedDriverOf(tx, kind, bookingId);
    const [changed] = await tx
      .update(driverJobs)
      .set({
        driverId: null,
        vehicleId: null,
        status: 'Unassigned',
        version: sql`${driverJobs.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(and(eq(jobBookingColumn[kind], bookingId), eq(driverJobs.driverId, body.expectedDriverId)))
      .returning({ id: driverJobs.id });
    if (!changed) throw conflict(message('assignmentChanged'));
    await announceAssignment(tx, kind, bookingId, holderOf(before), null);
    await recordAdminAction(tx, {
      adminId,
      action: 'UnassignDriver',
      entityType: entityTypes[kind],
      entityId: bookingId,
      before: logState(before),
      after: logState(null),
    });
    await emitEvent(tx, { type: 'dispatch.changed', bookingKind: kind, bookingId });
    return { driver: null };
  });
}

/**
 * A refunded or cancelled booking's job is taken from its driver (status Withdrawn), inside the
 * transaction that ends the booking. Nothing happens when the booking had no job. True when a job was
 * withdrawn (the board was told: `dispatch.changed`).
 */
export async function withdrawJob(tx: Queryable, kind: BookingKind, bookingId: string): Promise<boolean> {
  const [before] = await tx
    .select({ driverId: driverJobs.driverId, vehicleId: driverJobs.vehicleId })
    .from(driverJobs)
    .where(eq(jobBookingColumn[kind], bookingId));
  const withdrawn = await tx
    .update(driverJobs)
    .set({
      driverId: null,
      vehicleId: null,
      status: 'Withdrawn',
      version: sql`${driverJobs.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(jobBookingColumn[kind], bookingId))
    .returning({ id: driverJobs.id });
  if (before?.driverId) {
    await announceAssignment(tx, kind, bookingId, { driverId: before.driverId, vehicleId: null }, null);
  }
  if (!withdrawn.length) return false;
  await emitEvent(tx, { type: 'dispatch.changed', bookingKind: kind, bookingId });
  return true;
}

/** How long after its pickup time a job still shows in the driver's list (a late flight, a long wait). */
const SHOWN_AFTER_PICKUP_HOURS = 12;

async function jobsOfKind(db: Queryable, kind: BookingKind, driverId: string, jobId?: string) {
  const table = bookingTables[kind];
  const conditions = [
    eq(driverJobs.driverId, driverId),
    inArray(table.status, [...ASSIGNABLE]),
    jobId
      ? eq(driverJobs.id, jobId)
      : gte(table.pickupAt, sql`now() - make_interval(hours => ${SHOWN_AFTER_PICKUP_HOURS})`),
  ];
  const rows = await db
    .select({
      jobId: driverJobs.id,
      booking: {
        reference: table.reference,
        status: table.status,
        direction: table.direction,
        pickupAt: table.pickupAt,
        flightNumber: table.flightNumber,
        placeAddress: table.placeAddress,
        placeLat: table.placeLat,
        placeLng: table.placeLng,
        travellerName: table.travellerName,
        travellerPhone: table.travellerPhone,
        passengers: table.passengers,
        bags: table.bags,
        extras: table.extras,
        notes: table.notes,
      },
      location: {
        nameAr: locations.nameAr,
        nameEn: locations.nameEn,
        lat: locations.lat,
        lng: locations.lng,
      },
      vehicle: vehicleColumns,
    })
    .from(driverJobs)
    .innerJoin(table, eq(table.id, jobBookingColumn[kind]))
    .leftJoin(locations, eq(locations.id, table.locationId))
    .innerJoin(driverVehicles, eq(driverVehicles.id, driverJobs.vehicleId))
    .innerJoin(cars, eq(cars.id, driverVehicles.carId))
    .where(and(...conditions))
    .orderBy(asc(table.pickupAt));
  return rows.map((row): DriverJob => {
    const { booking } = row;
    const place = {
      nameAr: booking.placeAddress,
      nameEn: booking.placeAddress,
      lat: booking.placeLat,
      lng: booking.placeLng,
    };
    const location = row.location?.lat !== undefined && row.location.lat !== null ? row.location : null;
    const arriving = booking.direction === 'Arrival';
    return {
      id: row.jobId,
      bookingKind: kind,
      reference: booking.reference,
      status: booking.status,
      pickupAt: booking.pickupAt.toISOString(),
      flightNumber: booking.flightNumber,
      direction: booking.direction,
      pickup: arriving && location ? location : place,
      dropoff: booking.direction === 'Hourly' ? null : arriving ? place : location,
      travellerName: booking.travellerName,
      travellerPhone: booking.travellerPhone,
      passengers: booking.passengers,
      bags: booking.bags,
      extras: booking.extras.map((line) => ({
        nameAr: line.nameAr,
        nameEn: line.nameEn,
        quantity: line.quantity,
      })),
      notes: booking.notes,
      vehicle: toVehicle(row.vehicle),
    };
  });
}

/** The signed-in driver's jobs still to run (from 12 hours ago on), soonest first. */
export async function listMyJobs(db: Database, driverId: string): Promise<DriverJob[]> {
  const [agent, customer] = await Promise.all([
    jobsOfKind(db, 'Agent', driverId),
    jobsOfKind(db, 'Customer', driverId),
  ]);
  return [...agent, ...customer].sort((a, b) => a.pickupAt.localeCompare(b.pickupAt));
}

/** One job of the signed-in driver; any other id (another driver's, a withdrawn one, a guess) is 404. */
export async function getMyJob(db: Database, driverId: string, jobId: string): Promise<DriverJob> {
  const [agent, customer] = await Promise.all([
    jobsOfKind(db, 'Agent', driverId, jobId),
    jobsOfKind(db, 'Customer', driverId, jobId),
  ]);
  const job = agent[0] ?? customer[0];
  if (!job) throw notFound();
  return job;
}
