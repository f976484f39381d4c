import {
  type BookingKind,
  DEFAULT_JOB_MINUTES,
  type DispatchDriver,
  type DispatchQuery,
  type DispatchResponse,
  type DispatchTrip,
  dispatchBookingStatuses,
  JOB_BUFFER_MINUTES,
  jobEndsAt,
  jobsOverlap,
} from '@masar/contract/drivers';
import { fieldMessage } from '@masar/contract/messages';
import { hasPermission, type Permission } from '@masar/contract/permissions';
import { and, asc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { agentBookings, customerBookings, driverJobs, drivers, driverVehicles } from '../../db/schema/index';
import { withinDays } from '../../lib/day-range';
import { badRequest } from '../../lib/errors';
import { listDriverOptions } from './drivers.service';

// Both booking tables share their trip columns (db/schema/booking-table-columns.ts): one type serves both.
type BookingTable = typeof agentBookings;
const tables: Record<BookingKind, BookingTable> = {
  Agent: agentBookings,
  Customer: customerBookings as unknown as BookingTable,
};
const jobBookingColumn = { Agent: driverJobs.agentBookingId, Customer: driverJobs.customerBookingId };
/** Decision 0007: an admin sees only the kinds of bookings they may read. */
const readPermission: Record<BookingKind, Permission> = {
  Agent: 'ViewAgentsBookings',
  Customer: 'ViewOrders',
};
/** The statuses whose job keeps a driver busy (a completed trip is over). */
const BUSY_STATUSES = ['Requested', 'Accepted'] as const;

export function readableKinds(permissions: readonly Permission[]): BookingKind[] {
  return (['Agent', 'Customer'] as const).filter((kind) => hasPermission(permissions, readPermission[kind]));
}

/** The minutes a job of `hours` keeps its driver busy, in SQL (the contract's jobBusyMinutes). */
const busyMinutes = (table: BookingTable) =>
  sql`(case when ${table.hours} > 0 then ${table.hours} * 60 else ${DEFAULT_JOB_MINUTES} end + ${JOB_BUFFER_MINUTES})`;

async function tripsOfKind(
  db: Queryable,
  kind: BookingKind,
  query: DispatchQuery,
  timeZone: string,
): Promise<DispatchTrip[]> {
  const table = tables[kind];
  const conditions: (SQL | undefined)[] = [
    withinDays(table.pickupAt, { from: query.date, to: query.date }, timeZone),
    inArray(table.status, query.status ? [query.status] : [...dispatchBookingStatuses]),
    query.areaId ? eq(table.areaId, query.areaId) : undefined,
    query.assignment === 'unassigned' ? isNull(driverJobs.driverId) : undefined,
    query.assignment === 'assigned' ? isNotNull(driverJobs.driverId) : undefined,
  ];
  const snapshot = (path: string) => sql<string | null>`${table.snapshot} #>> ${`{${path}}`}`;
  const rows = await db
    .select({
      bookingId: table.id,
      reference: table.reference,
      status: table.status,
      direction: table.direction,
      pickupAt: table.pickupAt,
      hours: table.hours,
      placeAddress: table.placeAddress,
      areaId: table.areaId,
      areaAr: snapshot('area,nameAr'),
      areaEn: snapshot('area,nameEn'),
      locationAr: snapshot('location,nameAr'),
      locationEn: snapshot('location,nameEn'),
      carAr: snapshot('car,nameAr'),
      carEn: snapshot('car,nameEn'),
      passengers: table.passengers,
      travellerName: table.travellerName,
      flightNumber: table.flightNumber,
      jobStatus: driverJobs.status,
      jobVersion: driverJobs.version,
      driverId: drivers.id,
      driverAr: drivers.nameAr,
      driverEn: drivers.nameEn,
      vehicleId: driverVehicles.id,
      plateLatin: driverVehicles.plateLatin,
      plateNumber: driverVehicles.plateNumber,
    })
    .from(table)
    .leftJoin(driverJobs, eq(jobBookingColumn[kind], table.id))
    .leftJoin(drivers, eq(drivers.id, driverJobs.driverId))
    .leftJoin(driverVehicles, eq(driverVehicles.id, driverJobs.vehicleId))
    .where(and(...conditions));
  return rows.map((row): DispatchTrip => {
    const pickupAt = row.pickupAt.toISOString();
    const place = { nameAr: row.placeAddress, nameEn: row.placeAddress };
    const location =
      row.locationAr !== null ? { nameAr: row.locationAr, nameEn: row.locationEn ?? row.locationAr } : null;
    const arriving = row.direction === 'Arrival';
    return {
      bookingKind: kind,
      bookingId: row.bookingId,
      reference: row.reference,
      status: row.status as DispatchTrip['status'],
      direction: row.direction,
      pickupAt,
      endsAt: jobEndsAt(pickupAt, row.hours),
      hours: row.hours,
      from: arriving && location ? location : place,
      to: row.direction === 'Hourly' ? null : arriving ? place : (location ?? place),
      area: { id: row.areaId, nameAr: row.areaAr ?? '', nameEn: row.areaEn ?? '' },
      car: { nameAr: row.carAr ?? '', nameEn: row.carEn ?? '' },
      passengers: row.passengers,
      travellerName: row.travellerName,
      flightNumber: row.flightNumber,
      job: {
        status: row.driverId ? (row.jobStatus ?? 'Assigned') : 'Unassigned',
        version: row.jobVersion ?? 0,
        driver: row.driverId
          ? { id: row.driverId, nameAr: row.driverAr ?? '', nameEn: row.driverEn ?? '' }
          : null,
        vehicle: row.vehicleId
          ? { id: row.vehicleId, plateLatin: `${row.plateLatin} ${row.plateNumber}` }
          : null,
      },
    };
  });
}

/**
 * The dispatch board: every trip of one day (business time zone) of the kinds the admin may read, in
 * Requested, Accepted or Completed, unassigned first, then by pickup time (then reference, for a stable order).
 */
export async function dispatchBoard(
  db: Database,
  timeZone: string,
  permissions: readonly Permission[],
  query: DispatchQuery,
): Promise<DispatchResponse> {
  const kinds = readableKinds(permissions);
  const trips = (await Promise.all(kinds.map((kind) => tripsOfKind(db, kind, query, timeZone)))).flat();
  trips.sort(
    (a, b) =>
      Number(!!a.job.driver) - Number(!!b.job.driver) ||
      a.pickupAt.localeCompare(b.pickupAt) ||
      a.reference.localeCompare(b.reference),
  );
  return { date: query.date, trips };
}

/**
 * The busy jobs (Requested or Accepted, with a driver) of `driverIds` whose time reaches into
 * [start, end): picked up before `end` and ending after `start`.
 */
async function busyJobs(
  db: Queryable,
  kind: BookingKind,
  driverIds: string[] | null,
  range: { start: SQL; end: SQL },
  exceptBookingId?: string,
) {
  const table = tables[kind];
  return db
    .select({
      driverId: driverJobs.driverId,
      bookingId: table.id,
      reference: table.reference,
      pickupAt: table.pickupAt,
      hours: table.hours,
    })
    .from(driverJobs)
    .innerJoin(table, eq(table.id, jobBookingColumn[kind]))
    .where(
      and(
        driverIds ? inArray(driverJobs.driverId, driverIds) : isNotNull(driverJobs.driverId),
        inArray(table.status, [...BUSY_STATUSES]),
        sql`${table.pickupAt} < ${range.end}`,
        sql`${table.pickupAt} + make_interval(mins => ${busyMinutes(table)}) > ${range.start}`,
        // The widest job (24 hours and the buffer) started at most this long before the range.
        sql`${table.pickupAt} > ${range.start} - interval '25 hours'`,
        exceptBookingId ? ne(table.id, exceptBookingId) : undefined,
      ),
    )
    .orderBy(asc(table.pickupAt));
}

/** The picker: each active driver with vehicles, and their busy jobs reaching into that day. */
export async function dispatchDrivers(
  db: Database,
  timeZone: string,
  permissions: readonly Permission[],
  date: string,
): Promise<DispatchDriver[]> {
  const options = await listDriverOptions(db);
  const ids = options.map((driver) => driver.id);
  const range = {
    start: sql`(${date}::date::timestamp at time zone ${timeZone})`,
    end: sql`((${date}::date + 1)::timestamp at time zone ${timeZone})`,
  };
  const readable = new Set(readableKinds(permissions));
  const jobs = ids.length
    ? (
        await Promise.all(
          (['Agent', 'Customer'] as const).map(async (kind) =>
            (
              await busyJobs(db, kind, ids, range)
            ).map((row) => ({
              driverId: row.driverId as string,
              bookingKind: kind,
              bookingId: row.bookingId,
              reference: readable.has(kind) ? row.reference : null,
              pickupAt: row.pickupAt.toISOString(),
              endsAt: jobEndsAt(row.pickupAt.toISOString(), row.hours),
            })),
          ),
        )
      )
        .flat()
        .sort((a, b) => a.pickupAt.localeCompare(b.pickupAt))
    : [];
  return options.map((driver) => ({
    id: driver.id,
    nameAr: driver.nameAr,
    nameEn: driver.nameEn,
    mobile: driver.mobile,
    photoUrl: driver.photoUrl,
    vehicles: driver.vehicles,
    jobs: jobs.filter((job) => job.driverId === driver.id).map(({ driverId: _, ...job }) => job),
  }));
}

/**
 * Inside the assignment's transaction, after the driver's row is locked: the driver's other busy jobs that
 * overlap this booking's time (pickup to estimated end, buffer included). With any, the admin must give an
 * `overrideReason` (400 naming the jobs otherwise). Returns the overlapping references (empty when none).
 */
export async function checkOverlap(
  tx: Queryable,
  kind: BookingKind,
  bookingId: string,
  driverId: string,
  overrideReason: string | undefined,
): Promise<string[]> {
  const table = tables[kind];
  const [booking] = await tx
    .select({ pickupAt: table.pickupAt, hours: table.hours })
    .from(table)
    .where(eq(table.id, bookingId));
  if (!booking) return [];
  const pickupAt = booking.pickupAt.toISOString();
  const mine = { pickupAt, endsAt: jobEndsAt(pickupAt, booking.hours) };
  const range = { start: sql`${mine.pickupAt}::timestamptz`, end: sql`${mine.endsAt}::timestamptz` };
  const others = (
    await Promise.all(
      (['Agent', 'Customer'] as const).map((other) =>
        busyJobs(tx, other, [driverId], range, other === kind ? bookingId : undefined),
      ),
    )
  )
    .flat()
    .filter((job) => {
      const start = job.pickupAt.toISOString();
      return jobsOverlap(mine, { pickupAt: start, endsAt: jobEndsAt(start, job.hours) });
    });
  const references = others.map((job) => job.reference).sort();
  if (references.length && !overrideReason) {
    throw badRequest([
      fieldMessage('overrideReason', 'driverJobOverlap', { references: references.join(', ') }),
    ]);
  }
  return references;
}

/** Serialises assignments of one driver: two admins cannot both give them overlapping jobs unseen. */
export async function lockDriver(tx: Queryable, driverId: string) {
  const [driver] = await tx
    .select({ active: drivers.active })
    .from(drivers)
    .where(eq(drivers.id, driverId))
    .for('update');
  return driver;
}
