import type { Paginated } from '@masar/contract/common';
import { fieldMessage, message } from '@masar/contract/messages';
import {
  type CreateTaxiServiceBody,
  hourlyProblems,
  type ListAllTaxiServicesQuery,
  type ListTaxiServicesQuery,
  TAXI_SERVICE_TAKEN,
  type TaxiService,
  type TaxiServicesByAreaQuery,
  type UpdateTaxiServiceBody,
} from '@masar/contract/taxi-services';
import { and, asc, count, eq, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { areas, cars, locations, taxiServices } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';
import { recordChange } from '../admin-actions/admin-actions.service';
import { areaNotFound, toAreaSummary } from '../areas/areas.service';
import { findLiveCar, withImages } from '../cars/cars.service';
import { findLiveLocation, toLocationSummary } from '../locations/locations.service';

type ServiceRow = typeof taxiServices.$inferSelect;

const taxiServiceNotFound = () => notFound(message('taxiServiceNotFound'));
const live = isNull(taxiServices.deletedAt);

const selection = {
  service: taxiServices,
  area: { id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn },
  car: cars,
  location: { id: locations.id, nameAr: locations.nameAr, nameEn: locations.nameEn, type: locations.type },
};

/** Services joined to their area, car and location; only live rows of each (a deleted one is never referenced). */
function selectServices(db: Queryable) {
  return db
    .select(selection)
    .from(taxiServices)
    .innerJoin(areas, and(eq(areas.id, taxiServices.areaId), isNull(areas.deletedAt)))
    .innerJoin(cars, and(eq(cars.id, taxiServices.carId), isNull(cars.deletedAt)))
    .leftJoin(locations, eq(locations.id, taxiServices.locationId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectServices>['execute']>>[number];

async function toTaxiServices(db: Queryable, rows: Joined[]): Promise<TaxiService[]> {
  const carsWithImages = await withImages(
    db,
    rows.map((row) => row.car),
  );
  return rows.map((row, index) => ({
    id: row.service.id,
    areaId: row.service.areaId,
    carId: row.service.carId,
    locationId: row.service.locationId,
    price: row.service.price,
    hourlyPrice: row.service.hourlyPrice,
    minHours: row.service.minHours,
    active: row.service.active,
    area: toAreaSummary(row.area),
    car: carsWithImages[index] as TaxiService['car'],
    location: row.location ? toLocationSummary(row.location) : null,
    createdAt: row.service.createdAt.toISOString(),
    updatedAt: row.service.updatedAt.toISOString(),
  }));
}

async function readService(db: Queryable, id: string): Promise<TaxiService> {
  const [row] = await selectServices(db).where(and(eq(taxiServices.id, id), live));
  if (!row) throw taxiServiceNotFound();
  const [service] = await toTaxiServices(db, [row]);
  return service as TaxiService;
}

/**
 * 400 naming each referenced row that does not exist (or was deleted). The rows found are locked
 * FOR SHARE until the transaction ends, so they cannot be deleted under the new service.
 */
async function checkReferences(
  tx: Queryable,
  refs: { areaId?: string; carId?: string; locationId?: string | null },
): Promise<void> {
  const problems: string[] = [];
  if (refs.areaId) {
    const [area] = await tx
      .select({ id: areas.id })
      .from(areas)
      .where(and(eq(areas.id, refs.areaId), isNull(areas.deletedAt)))
      .for('share');
    if (!area) problems.push(fieldMessage('areaId', 'areaNotFound'));
  }
  if (refs.carId && !(await findLiveCar(tx, refs.carId, { lock: true })))
    problems.push(fieldMessage('carId', 'carNotFound'));
  if (refs.locationId && !(await findLiveLocation(tx, refs.locationId, { lock: true }))) {
    problems.push(fieldMessage('locationId', 'locationNotFound'));
  }
  if (problems.length) throw badRequest(problems);
}

function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error, 'taxi_services_area_car_location_unique')) throw conflict(TAXI_SERVICE_TAKEN);
  throw error;
}

/** What the action log keeps of a service: the car by name, not with its pictures. */
const logged = ({ car, ...service }: TaxiService) => ({
  ...service,
  car: { id: car.id, nameAr: car.nameAr, nameEn: car.nameEn },
});

/** `adminId`: who makes the change, for the action log (none from the seed and test factories). */
export async function createTaxiService(
  db: Database,
  body: CreateTaxiServiceBody,
  adminId?: string,
): Promise<TaxiService> {
  return db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const [row] = await tx
      .insert(taxiServices)
      .values({
        areaId: body.areaId,
        carId: body.carId,
        locationId: body.locationId ?? null,
        price: body.price,
        hourlyPrice: body.hourlyPrice ?? null,
        minHours: body.minHours ?? null,
        active: body.active,
      })
      .returning({ id: taxiServices.id })
      .catch(rethrowTaken);
    if (!row) throw new Error('taxi service not created');
    const service = await readService(tx, row.id);
    await recordChange(tx, adminId, 'TaxiService', { after: logged(service) });
    return service;
  });
}

export async function getTaxiService(db: Queryable, id: string): Promise<TaxiService> {
  return readService(db, id);
}

function filtersOf(query: ListAllTaxiServicesQuery & { search?: string }): SQL | undefined {
  const filters: (SQL | undefined)[] = [
    live,
    searchAny(query.search, [
      cars.nameEn,
      cars.nameAr,
      areas.nameEn,
      areas.nameAr,
      locations.nameEn,
      locations.nameAr,
    ]),
  ];
  if (query.areaId) filters.push(eq(taxiServices.areaId, query.areaId));
  if (query.carId) filters.push(eq(taxiServices.carId, query.carId));
  if (query.locationId) filters.push(eq(taxiServices.locationId, query.locationId));
  if (query.active !== undefined) filters.push(eq(taxiServices.active, query.active));
  return and(...filters);
}

export async function listTaxiServices(
  db: Database,
  query: ListTaxiServicesQuery,
): Promise<Paginated<TaxiService>> {
  const where = filtersOf(query);
  const sortable = {
    price: taxiServices.price,
    hourlyPrice: taxiServices.hourlyPrice,
    createdAt: taxiServices.createdAt,
  };
  const [rows, [total]] = await Promise.all([
    selectServices(db)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, taxiServices.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db
      .select({ n: count() })
      .from(taxiServices)
      .innerJoin(areas, and(eq(areas.id, taxiServices.areaId), isNull(areas.deletedAt)))
      .innerJoin(cars, and(eq(cars.id, taxiServices.carId), isNull(cars.deletedAt)))
      .leftJoin(locations, eq(locations.id, taxiServices.locationId))
      .where(where),
  ]);
  return toPage(await toTaxiServices(db, rows), total?.n ?? 0, query);
}

/** In a stable, readable order: area, car, then the any-location service before location ones. */
const readableOrder = [
  asc(areas.nameEn),
  asc(cars.nameEn),
  sql`${taxiServices.locationId} is not null`,
  asc(locations.nameEn),
  asc(taxiServices.id),
];

export async function listAllTaxiServices(
  db: Database,
  query: ListAllTaxiServicesQuery,
): Promise<TaxiService[]> {
  const rows = await selectServices(db)
    .where(filtersOf(query))
    .orderBy(...readableOrder);
  return toTaxiServices(db, rows);
}

async function findLiveArea(db: Queryable, id: string) {
  const [area] = await db
    .select({ id: areas.id, active: areas.active })
    .from(areas)
    .where(and(eq(areas.id, id), isNull(areas.deletedAt)));
  if (!area) throw areaNotFound();
  return area;
}

/** Every service of the area, active or not, for the admin screen. */
export async function listAreaServicesForAdmin(db: Database, areaId: string): Promise<TaxiService[]> {
  await findLiveArea(db, areaId);
  const rows = await selectServices(db)
    .where(and(live, eq(taxiServices.areaId, areaId)))
    .orderBy(...readableOrder);
  return toTaxiServices(db, rows);
}

/**
 * What can be booked in an area, cheapest first: active services of active cars in an active area
 * (an inactive area offers nothing), with cars big enough for the passengers and bags. Without a
 * location only the any-location services count; with one, a car's service for that location wins
 * over its any-location service.
 */
export async function listAreaOffers(
  db: Database,
  areaId: string,
  query: TaxiServicesByAreaQuery,
): Promise<TaxiService[]> {
  const area = await findLiveArea(db, areaId);
  let locationId: string | undefined;
  if (query.locationId) {
    const location = await db
      .select({ id: locations.id, active: locations.active })
      .from(locations)
      .where(and(eq(locations.id, query.locationId), isNull(locations.deletedAt)));
    if (!location[0]) throw badRequest([fieldMessage('locationId', 'locationNotFound')]);
    // An inactive location is not offered: only the any-location services apply.
    if (location[0].active) locationId = location[0].id;
  }
  if (!area.active) return [];

  const rows = await selectServices(db)
    .where(
      and(
        live,
        eq(taxiServices.areaId, areaId),
        eq(taxiServices.active, true),
        eq(cars.active, true),
        query.passengers === undefined ? undefined : gte(cars.passengers, query.passengers),
        query.bags === undefined ? undefined : gte(cars.bags, query.bags),
        locationId
          ? or(isNull(taxiServices.locationId), eq(taxiServices.locationId, locationId))
          : isNull(taxiServices.locationId),
      ),
    )
    .orderBy(asc(taxiServices.price), asc(cars.nameEn), asc(taxiServices.id));

  const byCar = new Map<string, Joined>();
  for (const row of rows) {
    const chosen = byCar.get(row.service.carId);
    if (!chosen || (chosen.service.locationId === null && row.service.locationId !== null)) {
      byCar.set(row.service.carId, row);
    }
  }
  const offers = rows.filter((row) => byCar.get(row.service.carId) === row);
  return toTaxiServices(db, offers);
}

/** Only the fields sent change; the result must still follow the hourly rule and stay unique. */
export async function updateTaxiService(
  db: Database,
  id: string,
  body: UpdateTaxiServiceBody,
  adminId?: string,
): Promise<TaxiService> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(taxiServices)
      .where(and(eq(taxiServices.id, id), live))
      .for('update');
    if (!current) throw taxiServiceNotFound();
    const before = await readService(tx, id);

    const changes: Partial<ServiceRow> = { ...body };
    const hourlyPrice = body.hourlyPrice !== undefined ? body.hourlyPrice : current.hourlyPrice;
    const minHours =
      body.minHours !== undefined ? body.minHours : body.hourlyPrice === null ? null : current.minHours;
    changes.minHours = minHours;
    const problems = hourlyProblems({ hourlyPrice, minHours });
    if (problems.length) throw badRequest(problems.map((problem) => `${problem.path}: ${problem.message}`));

    await checkReferences(tx, {
      areaId: body.areaId !== current.areaId ? body.areaId : undefined,
      carId: body.carId !== current.carId ? body.carId : undefined,
      locationId: body.locationId !== current.locationId ? body.locationId : undefined,
    });
    await tx
      .update(taxiServices)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(taxiServices.id, id))
      .catch(rethrowTaken);
    const service = await readService(tx, id);
    await recordChange(tx, adminId, 'TaxiService', { before: logged(before), after: logged(service) });
    return service;
  });
}

/** Soft delete, always: bookings refer to the service. */
export async function deleteTaxiService(db: Database, id: string, adminId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readService(tx, id);
    const [row] = await tx
      .update(taxiServices)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(taxiServices.id, id), live))
      .returning({ id: taxiServices.id });
    if (!row) throw taxiServiceNotFound();
    await recordChange(tx, adminId, 'TaxiService', { before: logged(before) });
  });
}
