import type { Paginated } from '@masar/contract/common';
import { fieldMessage, message } from '@masar/contract/messages';
import {
  type CreateTaxiServiceBody,
  hourlyProblems,
  type ListAllTaxiServicesQuery,
  type ListTaxiServicesQuery,
  type RouteDirection,
  routeProblems,
  TAXI_SERVICE_TAKEN,
  type TaxiService,
  type TaxiServicesByAreaQuery,
  type UpdateTaxiServiceBody,
} from '@masar/contract/taxi-services';
import { and, asc, count, eq, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Queryable } from '../../db/client';
import { areas, cars, locations, taxiServices } from '../../db/schema/index';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';
import { recordChange } from '../admin-actions/admin-actions.service';
import { areaNotFound, findAreasContaining, toAreaSummary } from '../areas/areas.service';
import { findLiveCar, withImages } from '../cars/cars.service';
import { findLiveLocation, toLocationSummary } from '../locations/locations.service';
import { pricingSettings } from '../pricing/pricing-settings';
import { findRoutePrices } from '../pricing/route-prices';

type ServiceRow = typeof taxiServices.$inferSelect;

const taxiServiceNotFound = () => notFound(message('taxiServiceNotFound'));
const live = isNull(taxiServices.deletedAt);

/** The other end of a route between two areas. */
const toAreas = alias(areas, 'to_area');

const selection = {
  service: taxiServices,
  area: { id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn },
  car: cars,
  location: { id: locations.id, nameAr: locations.nameAr, nameEn: locations.nameEn, type: locations.type },
  toArea: { id: toAreas.id, nameAr: toAreas.nameAr, nameEn: toAreas.nameEn },
};

/**
 * Services joined to their area, car, location and other area; only live rows of each (a deleted one is
 * never referenced: deleting an area deletes the routes of either end).
 */
export function selectServices(db: Queryable) {
  return db
    .select(selection)
    .from(taxiServices)
    .innerJoin(areas, and(eq(areas.id, taxiServices.areaId), isNull(areas.deletedAt)))
    .innerJoin(cars, and(eq(cars.id, taxiServices.carId), isNull(cars.deletedAt)))
    .leftJoin(locations, eq(locations.id, taxiServices.locationId))
    .leftJoin(toAreas, eq(toAreas.id, taxiServices.toAreaId));
}
export type Joined = Awaited<ReturnType<ReturnType<typeof selectServices>['execute']>>[number];

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
    toAreaId: row.service.toAreaId,
    direction: row.service.direction,
    price: row.service.price,
    hourlyPrice: row.service.hourlyPrice,
    minHours: row.service.minHours,
    returnDiscountPercent: row.service.returnDiscountPercent,
    active: row.service.active,
    area: toAreaSummary(row.area),
    car: carsWithImages[index] as TaxiService['car'],
    location: row.location ? toLocationSummary(row.location) : null,
    toArea: row.toArea ? toAreaSummary(row.toArea) : null,
    createdAt: row.service.createdAt.toISOString(),
    updatedAt: row.service.updatedAt.toISOString(),
  }));
}

export async function readService(db: Queryable, id: string): Promise<TaxiService> {
  const [row] = await selectServices(db).where(and(eq(taxiServices.id, id), live));
  if (!row) throw taxiServiceNotFound();
  const [service] = await toTaxiServices(db, [row]);
  return service as TaxiService;
}

/** The live services with these ids, in the order given (ids not found are left out). */
async function getTaxiServices(db: Queryable, ids: string[]): Promise<TaxiService[]> {
  if (!ids.length) return [];
  const rows = await selectServices(db).where(and(inArray(taxiServices.id, ids), live));
  const services = await toTaxiServices(db, rows);
  const byId = new Map(services.map((service) => [service.id, service]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/**
 * 400 naming each referenced row that does not exist (or was deleted). The rows found are locked
 * FOR SHARE until the transaction ends, so they cannot be deleted under the new service.
 */
export async function checkReferences(
  tx: Queryable,
  refs: { areaId?: string; carId?: string; locationId?: string | null; toAreaId?: string | null },
): Promise<void> {
  const problems: string[] = [];
  for (const field of ['areaId', 'toAreaId'] as const) {
    const id = refs[field];
    if (!id) continue;
    const [area] = await tx
      .select({ id: areas.id })
      .from(areas)
      .where(and(eq(areas.id, id), isNull(areas.deletedAt)))
      .for('share');
    if (!area) problems.push(fieldMessage(field, 'areaNotFound'));
  }
  if (refs.carId && !(await findLiveCar(tx, refs.carId, { lock: true })))
    problems.push(fieldMessage('carId', 'carNotFound'));
  if (refs.locationId && !(await findLiveLocation(tx, refs.locationId, { lock: true }))) {
    problems.push(fieldMessage('locationId', 'locationNotFound'));
  }
  if (problems.length) throw badRequest(problems);
}

export function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error, 'taxi_services_route_unique')) throw conflict(TAXI_SERVICE_TAKEN);
  throw error;
}

/** A route as stored: its area, other end (a location, another area or neither) and direction. */
export interface Route {
  areaId: string;
  carId: string;
  locationId: string | null;
  toAreaId: string | null;
  direction: RouteDirection;
}

/** The trips a route carries, as (start, end) pairs of its two ends. */
function legsOf(route: Route): string[] {
  const other = route.locationId ?? route.toAreaId;
  if (!other) return [`${route.areaId}>${route.areaId}`];
  const out = `${route.areaId}>${other}`;
  const back = `${other}>${route.areaId}`;
  return route.direction === 'FromArea' ? [out] : route.direction === 'ToArea' ? [back] : [out, back];
}

/** Serializes the price writes of one car, so two concurrent writes cannot both pass the clash check. */
const CAR_ROUTES_LOCK = 727_302;
export async function lockCarRoutes(tx: Queryable, carId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CAR_ROUTES_LOCK}, hashtext(${carId}))`);
}

/**
 * 409 `routeClash` when another live price of the same car carries some of the same trips: the same two
 * ends, stored from either side, with overlapping directions. The very same route (area, other end and
 * direction) is left to the unique index (`taxiServiceTaken`).
 */
export async function checkClash(tx: Queryable, route: Route, exceptId?: string): Promise<void> {
  if (!route.locationId && !route.toAreaId) return;
  const sameEnds = route.locationId
    ? and(eq(taxiServices.areaId, route.areaId), eq(taxiServices.locationId, route.locationId))
    : or(
        and(eq(taxiServices.areaId, route.areaId), eq(taxiServices.toAreaId, route.toAreaId as string)),
        and(eq(taxiServices.areaId, route.toAreaId as string), eq(taxiServices.toAreaId, route.areaId)),
      );
  const others = await selectServices(tx).where(
    and(
      live,
      eq(taxiServices.carId, route.carId),
      sameEnds,
      exceptId ? ne(taxiServices.id, exceptId) : undefined,
    ),
  );
  const legs = new Set(legsOf(route));
  const clash = others.find(({ service }) => {
    const same =
      service.areaId === route.areaId &&
      service.locationId === route.locationId &&
      service.toAreaId === route.toAreaId &&
      service.direction === route.direction;
    return !same && legsOf(service).some((leg) => legs.has(leg));
  });
  if (!clash) return;
  const other = clash.location?.nameEn ?? clash.toArea?.nameEn ?? '';
  const area = clash.area.nameEn;
  const named = {
    BothWays: `${area} ↔ ${other}`,
    FromArea: `${area} → ${other}`,
    ToArea: `${other} → ${area}`,
  }[clash.service.direction];
  throw conflict(message('routeClash', { car: clash.car.nameEn, route: named }));
}

/** What the action log keeps of a service: the car by name, not with its pictures. */
export const logged = ({ car, ...service }: TaxiService) => ({
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
    const route: Route = {
      areaId: body.areaId,
      carId: body.carId,
      locationId: body.locationId ?? null,
      toAreaId: body.toAreaId ?? null,
      direction: body.direction,
    };
    const problems = routeProblems(route);
    if (problems.length) throw badRequest(problems.map((problem) => `${problem.path}: ${problem.message}`));
    await checkReferences(tx, body);
    await lockCarRoutes(tx, route.carId);
    await checkClash(tx, route);
    const [row] = await tx
      .insert(taxiServices)
      .values({
        ...route,
        price: body.price,
        hourlyPrice: body.hourlyPrice ?? null,
        minHours: body.minHours ?? null,
        returnDiscountPercent: body.returnDiscountPercent,
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
      toAreas.nameEn,
      toAreas.nameAr,
    ]),
  ];
  if (query.areaId) filters.push(eq(taxiServices.areaId, query.areaId));
  if (query.carId) filters.push(eq(taxiServices.carId, query.carId));
  if (query.locationId) filters.push(eq(taxiServices.locationId, query.locationId));
  if (query.toAreaId) filters.push(eq(taxiServices.toAreaId, query.toAreaId));
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
      .leftJoin(toAreas, eq(toAreas.id, taxiServices.toAreaId))
      .where(where),
  ]);
  return toPage(await toTaxiServices(db, rows), total?.n ?? 0, query);
}

/**
 * In a stable, readable order: area, car, then the within-area price, location routes, routes to another
 * area, each by the other end's name and direction.
 */
const readableOrder = [
  asc(areas.nameEn),
  asc(cars.nameEn),
  sql`${taxiServices.locationId} is not null or ${taxiServices.toAreaId} is not null`,
  sql`${taxiServices.toAreaId} is not null`,
  asc(locations.nameEn),
  asc(toAreas.nameEn),
  asc(taxiServices.direction),
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

/**
 * Every price of the area, active or not, for the admin screen: its routes from either side (the area is
 * `areaId` or `toAreaId`; a route stored from the other area comes as stored, its `area` the other one).
 */
export async function listAreaServicesForAdmin(db: Database, areaId: string): Promise<TaxiService[]> {
  await findLiveArea(db, areaId);
  const rows = await selectServices(db)
    .where(and(live, or(eq(taxiServices.areaId, areaId), eq(taxiServices.toAreaId, areaId))))
    .orderBy(...readableOrder);
  return toTaxiServices(db, rows);
}

/**
 * What can be booked in an area, cheapest first: active prices of active cars in an active area (an
 * inactive area offers nothing), with cars big enough for the passengers and bags, each car's most
 * specific. Without a location: the prices within the area. With one: the prices of a trip between the
 * area and that location, either way, resolved as a quote resolves it (route-prices.ts); an inactive
 * location counts by the areas around it only.
 */
export async function listAreaOffers(
  db: Database,
  areaId: string,
  query: TaxiServicesByAreaQuery,
): Promise<TaxiService[]> {
  const area = await findLiveArea(db, areaId);
  let location: { id: string | null; lat: number; lng: number } | undefined;
  if (query.locationId) {
    const [row] = await db
      .select({ id: locations.id, active: locations.active, lat: locations.lat, lng: locations.lng })
      .from(locations)
      .where(and(eq(locations.id, query.locationId), isNull(locations.deletedAt)));
    if (!row) throw badRequest([fieldMessage('locationId', 'locationNotFound')]);
    location = { ...row, id: row.active ? row.id : null };
  }
  if (!area.active) return [];

  const { prices } = findRoutePrices((await pricingSettings(db)).routes, {
    traversal: 'Either',
    locationId: location?.id ?? null,
    locationAreaIds: location
      ? (await findAreasContaining(db, location.lat, location.lng)).map((row) => row.id)
      : [areaId],
    placeAreaIds: [areaId],
  });
  const fitting = prices.filter(
    (price) =>
      (query.passengers === undefined || price.car.passengers >= query.passengers) &&
      (query.bags === undefined || price.car.bags >= query.bags),
  );
  const services = await getTaxiServices(
    db,
    fitting.map((price) => price.id),
  );
  return services.sort(
    (a, b) => a.price - b.price || a.car.nameEn.localeCompare(b.car.nameEn) || a.id.localeCompare(b.id),
  );
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
    const route: Route = {
      areaId: body.areaId ?? current.areaId,
      carId: body.carId ?? current.carId,
      locationId: body.locationId !== undefined ? body.locationId : current.locationId,
      toAreaId: body.toAreaId !== undefined ? body.toAreaId : current.toAreaId,
      direction: body.direction ?? current.direction,
    };
    const problems = [...hourlyProblems({ hourlyPrice, minHours }), ...routeProblems(route)];
    if (problems.length) throw badRequest(problems.map((problem) => `${problem.path}: ${problem.message}`));

    await checkReferences(tx, {
      areaId: body.areaId !== current.areaId ? body.areaId : undefined,
      carId: body.carId !== current.carId ? body.carId : undefined,
      locationId: body.locationId !== current.locationId ? body.locationId : undefined,
      toAreaId: body.toAreaId !== current.toAreaId ? body.toAreaId : undefined,
    });
    await lockCarRoutes(tx, route.carId);
    await checkClash(tx, route, id);
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
