import type { Paginated } from '@masar/contract/common';
import {
  type CreateLocationBody,
  type ListAllLocationsQuery,
  type ListLocationsQuery,
  LOCATION_OUTSIDE_AREAS_MESSAGE,
  type Location,
  type LocationSummary,
  type UpdateLocationBody,
} from '@masar/contract/locations';
import { message } from '@masar/contract/messages';
import { and, asc, count, eq, getTableColumns, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { areas, locations, taxiServices } from '../../db/schema/index';
import { rethrowNameConflict } from '../../lib/catalogue';
import { badRequest, notFound } from '../../lib/errors';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';
import { recordChange } from '../admin-actions/admin-actions.service';
import { findAreaContaining, lockAreaMap } from '../areas/areas.service';

type LocationRow = typeof locations.$inferSelect;

export const locationNotFound = () => notFound(message('locationNotFound'));
const live = isNull(locations.deletedAt);

/** Location columns with the names of its area (a deleted area is never assigned: see areas.service). */
const withArea = {
  ...getTableColumns(locations),
  areaNameAr: areas.nameAr,
  areaNameEn: areas.nameEn,
};
type LocationWithArea = LocationRow & { areaNameAr: string | null; areaNameEn: string | null };

function toLocation(row: LocationWithArea): Location {
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    type: row.type,
    lat: row.lat,
    lng: row.lng,
    active: row.active,
    areaId: row.areaId,
    area:
      row.areaId && row.areaNameAr !== null && row.areaNameEn !== null
        ? { id: row.areaId, nameAr: row.areaNameAr, nameEn: row.areaNameEn }
        : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export const toLocationSummary = (
  row: Pick<LocationRow, 'id' | 'nameAr' | 'nameEn' | 'type'>,
): LocationSummary => ({ id: row.id, nameAr: row.nameAr, nameEn: row.nameEn, type: row.type });

function selectLocations(db: Queryable) {
  return db.select(withArea).from(locations).leftJoin(areas, eq(areas.id, locations.areaId));
}

async function readLocation(db: Queryable, id: string): Promise<Location> {
  const [row] = await selectLocations(db).where(and(eq(locations.id, id), live));
  if (!row) throw locationNotFound();
  return toLocation(row);
}

/** A live location, or undefined (for callers that answer with their own error). */
export async function findLiveLocation(db: Queryable, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select({ id: locations.id, nameAr: locations.nameAr, nameEn: locations.nameEn, type: locations.type })
    .from(locations)
    .where(and(eq(locations.id, id), live));
  const [row] = options.lock ? await query.for('share') : await query;
  return row;
}

/**
 * An admin's location must lie in an area: one outside every area saves but can never be booked. The
 * seed and test factories (no admin) may place one anywhere, as deleting an area may leave one.
 */
function checkInsideAnArea(area: unknown, adminId: string | undefined) {
  if (!area && adminId !== undefined) throw badRequest([`lat: ${LOCATION_OUTSIDE_AREAS_MESSAGE}`]);
}

/** The area is derived from the point: the smallest active area containing it (checkInsideAnArea). */
/** `adminId`: who makes the change, for the action log (none from the seed and test factories). */
export async function createLocation(
  db: Database,
  body: CreateLocationBody,
  adminId?: string,
): Promise<Location> {
  return db.transaction(async (tx) => {
    await lockAreaMap(tx, 'shared');
    const area = await findAreaContaining(tx, body.lat, body.lng);
    checkInsideAnArea(area, adminId);
    const [row] = await tx
      .insert(locations)
      .values({ ...body, areaId: area?.id ?? null })
      .returning({ id: locations.id })
      .catch((error) => rethrowNameConflict(error, 'locations', 'location'));
    if (!row) throw new Error('location not created');
    const location = await readLocation(tx, row.id);
    await recordChange(tx, adminId, 'Location', { after: location });
    return location;
  });
}

export async function getLocation(db: Queryable, id: string): Promise<Location> {
  return readLocation(db, id);
}

function filtersOf(query: ListAllLocationsQuery & { search?: string }): SQL | undefined {
  const filters: (SQL | undefined)[] = [live, searchAny(query.search, [locations.nameEn, locations.nameAr])];
  if (query.type) filters.push(eq(locations.type, query.type));
  if (query.areaId) filters.push(eq(locations.areaId, query.areaId));
  if (query.active !== undefined) filters.push(eq(locations.active, query.active));
  return and(...filters);
}

export async function listLocations(db: Database, query: ListLocationsQuery): Promise<Paginated<Location>> {
  const where = filtersOf(query);
  const sortable = {
    nameEn: locations.nameEn,
    nameAr: locations.nameAr,
    type: locations.type,
    createdAt: locations.createdAt,
  };
  const [rows, [total]] = await Promise.all([
    selectLocations(db)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, locations.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(locations).where(where),
  ]);
  return toPage(rows.map(toLocation), total?.n ?? 0, query);
}

export async function listAllLocations(db: Database, query: ListAllLocationsQuery): Promise<Location[]> {
  const rows = await selectLocations(db)
    .where(filtersOf(query))
    .orderBy(asc(locations.nameEn), asc(locations.id));
  return rows.map(toLocation);
}

/** A moved point gets its area derived again. */
export async function updateLocation(
  db: Database,
  id: string,
  body: UpdateLocationBody,
  adminId?: string,
): Promise<Location> {
  return db.transaction(async (tx) => {
    await lockAreaMap(tx, 'shared');
    const [current] = await tx
      .select({ lat: locations.lat, lng: locations.lng })
      .from(locations)
      .where(and(eq(locations.id, id), live))
      .for('update');
    if (!current) throw locationNotFound();
    const before = await readLocation(tx, id);
    const changes: Partial<typeof locations.$inferInsert> = { ...body };
    if (body.lat !== undefined || body.lng !== undefined) {
      const area = await findAreaContaining(tx, body.lat ?? current.lat, body.lng ?? current.lng);
      checkInsideAnArea(area, adminId);
      changes.areaId = area?.id ?? null;
    }
    await tx
      .update(locations)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(locations.id, id))
      .catch((error) => rethrowNameConflict(error, 'locations', 'location'));
    const location = await readLocation(tx, id);
    await recordChange(tx, adminId, 'Location', { before, after: location });
    return location;
  });
}

/**
 * Soft delete (bookings refer to locations): the location disappears from lists and lookups, and the
 * taxi services offered for it alone are deleted with it.
 */
export async function deleteLocation(db: Database, id: string, adminId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readLocation(tx, id);
    const [row] = await tx
      .update(locations)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(locations.id, id), live))
      .returning({ id: locations.id });
    if (!row) throw locationNotFound();
    await tx
      .update(taxiServices)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(taxiServices.locationId, id), isNull(taxiServices.deletedAt)));
    await recordChange(tx, adminId, 'Location', { before });
  });
}
