import { promisify } from 'node:util';
import zlib from 'node:zlib';
import {
  type BookingKind,
  DEFAULT_JOB_MINUTES,
  type DispatchDriver,
  type DispatchQuery,
  type DispatchResponse,
  dispatchBookingStatuses,
  JOB_BUFFER_MINUTES,
  jobEndsAt,
  jobsOverlap,
} from '@masar/contract/drivers';
import { fieldMessage } from '@masar/contract/messages';
import { hasPermission, type Permission } from '@masar/contract/permissions';
import { and, asc, eq, inArray, isNotNull, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { driverJobs, drivers, driverVehicles } from '../../db/schema/index';
import { withinDays } from '../../lib/day-range';
import { badRequest } from '../../lib/errors';
import { type BookingTable, bookingTables, jobBookingColumn } from './driver-rows';
import { listDriverOptions } from './drivers.service';

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

const isoOf = (instant: SQL) => sql`to_char(${instant} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** One kind's trips of the day as JSON rows (dispatchTripSchema), with the keys the board sorts on. */
function tripsOfKind(kind: BookingKind, query: DispatchQuery, timeZone: string): SQL {
  const table = bookingTables[kind];
  const conditions: (SQL | undefined)[] = [
    withinDays(table.pickupAt, { from: query.date, to: query.date }, timeZone),
    inArray(table.status, query.status ? [query.status] : [...dispatchBookingStatuses]),
    query.areaId ? eq(table.areaId, query.areaId) : undefined,
    query.assignment === 'unassigned' ? isNull(driverJobs.driverId) : undefined,
    query.assignment === 'assigned' ? isNotNull(driverJobs.driverId) : undefined,
  ];
  const snapshot = (path: string) => sql`(${table.snapshot} #>> ${`{${path}}`})`;
  const place = sql`json_build_object('nameAr', ${table.placeAddress}, 'nameEn', ${table.placeAddress})`;
  const hasLocation = sql`jsonb_typeof(${table.snapshot} -> 'location') = 'object'`;
  const location = sql`json_build_object('nameAr', ${snapshot('location,nameAr')}, 'nameEn', ${snapshot('location,nameEn')})`;
  const trip = sql`json_build_object(
      'bookingKind', ${kind}::text,
      'bookingId', ${table.id},
      'reference', ${table.reference},
      'status', ${table.status},
      'direction', ${table.direction},
      'pickupAt', ${isoOf(sql`${table.pickupAt}`)},
      'endsAt', ${isoOf(sql`(${table.pickupAt} + make_interval(mins => ${busyMinutes(table)}))`)},
      'hours', ${table.hours},
      'from', case when ${table.direction} = 'Arrival' and ${hasLocation} then ${location} else ${place} end,
      'to', case when ${table.direction} = 'Hourly' then null
                 when ${table.direction} = 'Arrival' or not ${hasLocation} then ${place}
                 else ${location} end,
      'areaId', ${table.areaId},
      'car', json_build_object('nameAr', ${snapshot('car,nameAr')}, 'nameEn', ${snapshot('car,nameEn')}),
      'passengers', ${table.passengers},
      'travellerName', ${table.travellerName},
      'flightNumber', ${table.flightNumber},
      'job', json_build_object(
        'status', case when ${drivers.id} is null then 'Unassigned' else ${driverJobs.status} end,
        'version', coalesce(${driverJobs.version}, 0),
        'driver', case when ${drivers.id} is null then null
                       else json_build_object('id', ${drivers.id}, 'nameAr', ${drivers.nameAr}, 'nameEn', ${drivers.nameEn}) end,
        'vehicle', case when ${driverVehicles.id} is null then null
                        else json_build_object('id', ${driverVehicles.id},
                          'plateLetters', ${driverVehicles.plateLetters}, 'plateNumber', ${driverVehicles.plateNumber},
                          'plateLatin', ${driverVehicles.plateLatin} || ' ' || ${driverVehicles.plateNumber}) end))`;
  return sql`select ${driverJobs.driverId} is null as unassigned, ${table.pickupAt} as pickup_at,
      ${table.reference} as reference, ${trip} as trip
    from ${table}
    left join ${driverJobs} on ${jobBookingColumn[kind]} = ${table.id}
    left join ${drivers} on ${drivers.id} = ${driverJobs.driverId}
    left join ${driverVehicles} on ${driverVehicles.id} = ${driverJobs.vehicleId}
    where ${and(...conditions)}`;
}

/**
 * The dispatch board: every trip of one day (business time zone) of the kinds the admin may read, in
 * Requested, Accepted or Completed, unassigned first, then by pickup time (then reference, for a stable order).
 * A day holds thousands of trips (docs/performance.md): PostgreSQL writes the JSON of the answer
 * (dispatchResponse), which the route sends as it is.
 */
export async function dispatchBoardJson(
  db: Database,
  timeZone: string,
  permissions: readonly Permission[],
  query: DispatchQuery,
): Promise<string> {
  const parts = readableKinds(permissions).map((kind) => tripsOfKind(kind, query, timeZone));
  if (!parts.length) return JSON.stringify({ date: query.date, trips: [] } satisfies DispatchResponse);
  const union = sql.join(
    parts.map((part) => sql`(${part})`),
    sql` union all `,
  );
  const { rows } = await db.execute<{ trips: string }>(
    sql`select coalesce(json_agg(t.trip order by t.unassigned desc, t.pickup_at, t.reference), '[]'::json)::text as trips
          from (${union}) t`,
  );
  return `{"date":${JSON.stringify(query.date)},"trips":${rows[0]?.trips ?? '[]'}}`;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** How long a computed board may be served again (unless an event cleared it first). */
export const DISPATCH_CACHE_MS = 1000;

/**
 * The boards of this API process, by query and readable kinds: a board is computed once for every request
 * that asks while it is being computed (single flight). Once DISPATCH_CACHE_MS old it is computed again in
 * the background while the old one is still served; every live event (a booking made or moved, a job
 * changed: the bus delivers them after their commit) and every assignment here drops them all, so the next
 * request waits for a fresh one. A change that sends no event (a traveller's name edited) shows about
 * DISPATCH_CACHE_MS later.
 */
export type BoardEncoding = 'br' | 'gzip' | 'identity';

/** A board's JSON, and its compressed copies made once, when first asked for. */
class Board {
  private readonly copies = new Map<BoardEncoding, Promise<Buffer>>();

  constructor(
    readonly json: Promise<string>,
    readonly at: number,
  ) {}

  body(encoding: BoardEncoding): Promise<Buffer> {
    let copy = this.copies.get(encoding);
    if (!copy) {
      copy = this.json.then((json) => {
        const plain = Buffer.from(json);
        if (encoding === 'br') {
          return brotli(plain, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } });
        }
        return encoding === 'gzip' ? gzip(plain, { level: 6 }) : plain;
      });
      this.copies.set(encoding, copy);
    }
    return copy;
  }
}

export class DispatchBoardCache {
  private readonly boards = new Map<string, Board>();
  private readonly refreshing = new Set<string>();
  /** Goes up with every clear(): a refresh started before it is not kept. */
  private generation = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** The board's body in `encoding` (what the client accepts): compressed once per board, not per request. */
  async get(
    db: Database,
    timeZone: string,
    permissions: readonly Permission[],
    query: DispatchQuery,
    encoding: BoardEncoding = 'identity',
  ): Promise<Buffer> {
    const key = JSON.stringify([
      readableKinds(permissions),
      query.date,
      query.areaId ?? null,
      query.status ?? null,
      query.assignment ?? null,
    ]);
    const cached = this.boards.get(key);
    if (cached) {
      if (this.now() - cached.at >= DISPATCH_CACHE_MS && !this.refreshing.has(key)) {
        this.refresh(
          key,
          new Board(dispatchBoardJson(db, timeZone, permissions, query), this.now()),
          encoding,
        );
      }
      return cached.body(encoding);
    }
    const entry = new Board(dispatchBoardJson(db, timeZone, permissions, query), this.now());
    this.boards.set(key, entry);
    entry.json.catch(() => {
      if (this.boards.get(key) === entry) this.boards.delete(key);
    });
    if (this.boards.size > 500) this.boards.delete(this.boards.keys().next().value as string);
    return entry.body(encoding);
  }

  private refresh(key: string, next: Board, encoding: BoardEncoding) {
    const generation = this.generation;
    this.refreshing.add(key);
    next
      .body(encoding)
      .then(
        () => {
          if (generation === this.generation) this.boards.set(key, next);
        },
        () => {},
      )
      .finally(() => {
        if (generation === this.generation) this.refreshing.delete(key);
      });
  }

  clear(): void {
    this.generation++;
    this.boards.clear();
    this.refreshing.clear();
  }
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
  const table = bookingTables[kind];
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
  const table = bookingTables[kind];
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
