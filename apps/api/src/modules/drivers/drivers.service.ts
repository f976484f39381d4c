import type { Paginated } from '@masar/contract/common';
import {
  type createDriverBody,
  type Driver,
  type ListDriversQuery,
  PHOTO_FIELD,
  plateLatinOf,
  type updateDriverBody,
  type vehicleBody,
} from '@masar/contract/drivers';
import { fieldMessage, message } from '@masar/contract/messages';
import { and, asc, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { cars, drivers, driverVehicles } from '../../db/schema/index';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { MultipartForm } from '../../lib/multipart';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';
import { hashPassword } from '../../lib/passwords';
import { recordChange, updateAction } from '../admin-actions/admin-actions.service';
import { revokeAllSessions } from '../auth/auth.service';
import { checkImage, deleteImage, storeImage } from '../images/images.service';
import { toDriver, toDrivers, vehiclesOfDrivers } from './driver-rows';

type DriverRow = typeof drivers.$inferSelect;
type VehicleInput = z.output<typeof vehicleBody>;
type CreateInput = z.output<typeof createDriverBody>;
type UpdateInput = z.output<typeof updateDriverBody>;

const MOBILE_TAKEN = () => conflict(message('driverMobileTaken'));
const NOT_FOUND = () => notFound(message('driverNotFound'));

async function findDriverRow(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<DriverRow> {
  const query = db.select().from(drivers).where(eq(drivers.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw NOT_FOUND();
  return row;
}

async function readDriver(db: Queryable, row: DriverRow): Promise<Driver> {
  const vehicles = await vehiclesOfDrivers(db, [row.id]);
  return toDriver(row, vehicles.get(row.id) ?? []);
}

/** Every vehicle names a catalogue car that exists and is not deleted: one message per vehicle that does not. */
async function checkCars(db: Queryable, vehicles: VehicleInput[]) {
  const ids = [...new Set(vehicles.map((vehicle) => vehicle.carId))];
  const found = ids.length
    ? await db
        .select({ id: cars.id })
        .from(cars)
        .where(and(inArray(cars.id, ids), isNull(cars.deletedAt)))
    : [];
  const known = new Set(found.map((row) => row.id));
  const problems = vehicles.flatMap((vehicle, index) =>
    known.has(vehicle.carId) ? [] : [fieldMessage(`vehicles.${index}.carId`, 'notFound')],
  );
  if (problems.length) throw badRequest(problems);
}

/**
 * Writes the driver's vehicle list: listed ids are updated, new ones inserted, and vehicles no longer listed
 * are retired (kept: jobs refer to them). An id that is not one of this driver's vehicles is a 400.
 */
async function saveVehicles(tx: Queryable, driverId: string, vehicles: VehicleInput[]) {
  const current = await tx
    .select({ id: driverVehicles.id })
    .from(driverVehicles)
    .where(and(eq(driverVehicles.driverId, driverId), isNull(driverVehicles.retiredAt)));
  const currentIds = new Set(current.map((row) => row.id));
  const problems = vehicles.flatMap((vehicle, index) =>
    vehicle.id && !currentIds.has(vehicle.id)
      ? [fieldMessage(`vehicles.${index}.id`, 'vehicleNotOfDriver')]
      : [],
  );
  if (problems.length) throw badRequest(problems);
  const kept = new Set(vehicles.flatMap((vehicle) => (vehicle.id ? [vehicle.id] : [])));
  const retired = [...currentIds].filter((id) => !kept.has(id));
  if (retired.length) {
    await tx.update(driverVehicles).set({ retiredAt: sql`now()` }).where(inArray(driverVehicles.id, retired));
  }
  for (const [position, vehicle] of vehicles.entries()) {
    const values = {
      carId: vehicle.carId,
      plateLetters: vehicle.plateLetters,
      plateNumber: vehicle.plateNumber,
      plateLatin: plateLatinOf(vehicle.plateLetters),
      colour: vehicle.colour,
      year: vehicle.year,
      position,
    };
    if (vehicle.id) await tx.update(driverVehicles).set(values).where(eq(driverVehicles.id, vehicle.id));
    else await tx.insert(driverVehicles).values({ ...values, driverId });
  }
}

async function uniqueMobile<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'drivers_mobile_unique')) throw MOBILE_TAKEN();
    throw error;
  }
}

/** A new driver with their first password (to change at the first sign-in) and vehicles; logged. */
export async function createDriver(db: Database, input: CreateInput, adminId?: string): Promise<Driver> {
  refuseCommonPassword(input.password);
  await checkCars(db, input.vehicles);
  const passwordHash = await hashPassword(input.password);
  return uniqueMobile(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(drivers)
        .values({
          nameAr: input.nameAr,
          nameEn: input.nameEn,
          mobile: input.mobile,
          passwordHash,
          mustChangePassword: true,
          licenceNumber: input.licenceNumber,
          licenceExpiry: input.licenceExpiry,
          nationalId: input.nationalId,
          languages: input.languages,
          active: input.active,
        })
        .returning();
      if (!row) throw new Error('driver not created');
      await saveVehicles(tx, row.id, input.vehicles);
      const driver = await readDriver(tx, row);
      await recordChange(tx, adminId, 'Driver', { after: driver });
      return driver;
    }),
  );
}

/** Only the fields sent change; a new password is a new first password and, like deactivation, ends sessions. */
export async function updateDriver(db: Database, id: string, input: UpdateInput, adminId?: string) {
  if (input.password) refuseCommonPassword(input.password);
  if (input.vehicles) await checkCars(db, input.vehicles);
  const passwordHash = input.password ? await hashPassword(input.password) : undefined;
  return uniqueMobile(() =>
    db.transaction(async (tx) => {
      const current = await findDriverRow(tx, id, { lock: true });
      const before = await readDriver(tx, current);
      const { vehicles, password: _password, ...fields } = input;
      const [row] = await tx
        .update(drivers)
        .set({
          ...fields,
          ...(passwordHash ? { passwordHash, mustChangePassword: true } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(drivers.id, id))
        .returning();
      if (!row) throw NOT_FOUND();
      if (vehicles) await saveVehicles(tx, id, vehicles);
      if (passwordHash || (current.active && input.active === false))
        await revokeAllSessions(tx, 'Driver', id);
      const after = await readDriver(tx, row);
      await recordChange(tx, adminId, 'Driver', {
        before,
        after,
        action: updateAction(before, after),
        noteCode: passwordHash ? 'PasswordChanged' : undefined,
      });
      return after;
    }),
  );
}

/** PUT /drivers/:id/photo: one image (same rules as car images) replaces the driver's photo. */
export async function setDriverPhoto(db: Database, id: string, form: MultipartForm, adminId?: string) {
  const upload = form.files.find((file) => file.field === PHOTO_FIELD);
  if (!upload) throw badRequest([fieldMessage(PHOTO_FIELD, 'required')]);
  const photo = await checkImage(upload.bytes, PHOTO_FIELD);
  return replacePhoto(db, id, adminId, (tx) => storeImage(tx, { kind: 'driver-photo', id }, photo));
}

export async function removeDriverPhoto(db: Database, id: string, adminId?: string) {
  return replacePhoto(db, id, adminId, async () => null);
}

async function replacePhoto(
  db: Database,
  id: string,
  adminId: string | undefined,
  store: (tx: Queryable) => Promise<string | null>,
): Promise<Driver> {
  return db.transaction(async (tx) => {
    const current = await findDriverRow(tx, id, { lock: true });
    const photoImageId = await store(tx);
    const [row] = await tx
      .update(drivers)
      .set({ photoImageId, updatedAt: sql`now()` })
      .where(eq(drivers.id, id))
      .returning();
    if (!row) throw NOT_FOUND();
    if (current.photoImageId) await deleteImage(tx, current.photoImageId);
    const before = await readDriver(tx, current);
    const after = await readDriver(tx, row);
    await recordChange(tx, adminId, 'Driver', { before, after });
    return after;
  });
}

export async function getDriver(db: Database, id: string): Promise<Driver> {
  return readDriver(db, await findDriverRow(db, id));
}

export async function listDrivers(db: Database, query: ListDriversQuery): Promise<Paginated<Driver>> {
  const filters: (SQL | undefined)[] = [
    searchAny(query.search, [
      drivers.nameAr,
      drivers.nameEn,
      drivers.mobile,
      drivers.nationalId,
      drivers.licenceNumber,
    ]),
  ];
  if (query.active !== undefined) filters.push(eq(drivers.active, query.active));
  const where = and(...filters);
  const sortable = {
    nameEn: drivers.nameEn,
    nameAr: drivers.nameAr,
    licenceExpiry: drivers.licenceExpiry,
    createdAt: drivers.createdAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(drivers)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, drivers.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(drivers).where(where),
  ]);
  return toPage(await toDrivers(db, rows), total?.n ?? 0, query);
}

/** Active drivers with their vehicles, by English name: the assignment picker. */
export async function listDriverOptions(db: Database): Promise<Driver[]> {
  const rows = await db
    .select()
    .from(drivers)
    .where(eq(drivers.active, true))
    .orderBy(asc(drivers.nameEn), asc(drivers.id));
  return (await toDrivers(db, rows)).filter((driver) => driver.vehicles.length > 0);
}
