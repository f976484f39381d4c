import type {
  Area,
  AreaSummary,
  CreateAreaBody,
  GeoJsonPolygon,
  ListAllAreasQuery,
  ListAreasQuery,
  UpdateAreaBody,
} from '@masar/contract/areas';
import type { Paginated } from '@masar/contract/common';
import { fieldMessage, message } from '@masar/contract/messages';
import { and, asc, count, eq, gte, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { areas, locations, taxiServices } from '../../db/schema/index';
import { preparedPerHandle } from '../../db/statements';
import { rethrowNameConflict } from '../../lib/catalogue';
import { badRequest, notFound } from '../../lib/errors';
import {
  areaKm2,
  type BoundingBox,
  boundingBox,
  containsPoint,
  type Position,
  type Ring,
  ringProblems,
} from '../../lib/geo';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';
import { recordChange } from '../admin-actions/admin-actions.service';

export type AreaRow = typeof areas.$inferSelect;

export const areaNotFound = () => notFound(message('areaNotFound'));
const live = isNull(areas.deletedAt);

export function toArea(row: AreaRow): Area {
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    polygon: row.polygon,
    active: row.active,
    areaKm2: Math.round(row.areaKm2 * 1000) / 1000,
    boundingBox: { minLat: row.minLat, minLng: row.minLng, maxLat: row.maxLat, maxLng: row.maxLng },
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * Every ring must be a simple closed ring (lib/geo.ts says why not) and every hole must lie inside the
 * outer ring. Returns the columns derived from the polygon.
 */
function measurePolygon(polygon: GeoJsonPolygon) {
  const rings = polygon.coordinates as Ring[];
  const problems = rings.flatMap((ring, index) =>
    ringProblems(ring).map((problem) =>
      index === 0 ? `polygon: ${problem}` : fieldMessage('polygon', 'holeProblem', { hole: index, problem }),
    ),
  );
  if (!problems.length) {
    const [outer, ...holes] = rings as [Ring, ...Ring[]];
    holes.forEach((hole, index) => {
      if (!hole.every((point) => containsPoint([outer], point))) {
        problems.push(fieldMessage('polygon', 'holeOutside', { hole: index + 1 }));
      }
    });
  }
  if (problems.length) throw badRequest(problems);
  return { ...boundingBox(rings), areaKm2: areaKm2(rings) };
}

/**
 * Area writes take this lock exclusively and location writes take it shared, so a location's derived
 * area is never computed from areas that are changing at the same moment.
 */
const AREA_MAP_LOCK = 727_301;
export async function lockAreaMap(tx: Queryable, mode: 'exclusive' | 'shared'): Promise<void> {
  await tx.execute(
    mode === 'exclusive'
      ? sql`select pg_advisory_xact_lock(${AREA_MAP_LOCK})`
      : sql`select pg_advisory_xact_lock_shared(${AREA_MAP_LOCK})`,
  );
}

interface Candidate extends BoundingBox {
  id: string;
  polygon: GeoJsonPolygon;
}

const inBox = (box: BoundingBox, [lng, lat]: Position) =>
  lat >= box.minLat && lat <= box.maxLat && lng >= box.minLng && lng <= box.maxLng;

/** The first (= smallest, given the order) candidate whose polygon contains the point. */
function firstContaining<T extends Candidate>(candidates: T[], point: Position): T | undefined {
  return candidates.find(
    (area) => inBox(area, point) && containsPoint(area.polygon.coordinates as Ring[], point),
  );
}

/**
 * The active area containing the point (its border counts as inside); the smallest when several do.
 * The bounding-box columns narrow the search in SQL; the exact test runs on the few left.
 */
export async function findAreaContaining(
  db: Queryable,
  lat: number,
  lng: number,
): Promise<AreaRow | undefined> {
  return firstContaining(await candidatesAround(db, lat, lng), [lng, lat]);
}

/**
 * Every active area containing the point (border included), smallest first (by `area_km2`, then id,
 * the order findAreaContaining picks from): a trip's end resolves to these (decision 0009).
 */
export async function findAreasContaining(db: Queryable, lat: number, lng: number): Promise<AreaRow[]> {
  return areasContaining(await candidatesAround(db, lat, lng), lat, lng);
}

/** findAreasContaining over areas already read (`activeAreas`, in its order): pricing keeps them per process. */
export function areasContaining(candidates: AreaRow[], lat: number, lng: number): AreaRow[] {
  const point: Position = [lng, lat];
  return candidates.filter(
    (area) => inBox(area, point) && containsPoint(area.polygon.coordinates as Ring[], point),
  );
}

/** Every active area, smallest first (the order findAreasContaining answers in). */
export function activeAreas(db: Queryable): Promise<AreaRow[]> {
  return db
    .select()
    .from(areas)
    .where(and(live, eq(areas.active, true)))
    .orderBy(asc(areas.areaKm2), asc(areas.id));
}

/** Active areas whose bounding box holds the point, smallest first (prepared: every quote reads it twice). */
function candidatesAround(db: Queryable, lat: number, lng: number) {
  return areasAround(db).execute({ lat, lng });
}

const areasAround = preparedPerHandle((db: Queryable) =>
  db
    .select()
    .from(areas)
    .where(
      and(
        live,
        eq(areas.active, true),
        lte(areas.minLat, sql.placeholder('lat')),
        gte(areas.maxLat, sql.placeholder('lat')),
        lte(areas.minLng, sql.placeholder('lng')),
        gte(areas.maxLng, sql.placeholder('lng')),
      ),
    )
    .orderBy(asc(areas.areaKm2), asc(areas.id))
    .prepare('areas_around_point'),
);

/**
 * After an area changes (drawn, redrawn, (de)activated, deleted), re-derives the area of every location
 * it could affect: those assigned to it now and those inside its (new) bounding box.
 */
async function reassignLocations(tx: Queryable, area: AreaRow): Promise<void> {
  const inNewBox =
    area.active && !area.deletedAt
      ? and(
          gte(locations.lat, area.minLat),
          lte(locations.lat, area.maxLat),
          gte(locations.lng, area.minLng),
          lte(locations.lng, area.maxLng),
        )
      : undefined;
  const affected = await tx
    .select({ id: locations.id, lat: locations.lat, lng: locations.lng, areaId: locations.areaId })
    .from(locations)
    .where(and(isNull(locations.deletedAt), or(eq(locations.areaId, area.id), inNewBox)));
  if (!affected.length) return;
  const activeAreas = await tx
    .select({
      id: areas.id,
      polygon: areas.polygon,
      minLat: areas.minLat,
      maxLat: areas.maxLat,
      minLng: areas.minLng,
      maxLng: areas.maxLng,
    })
    .from(areas)
    .where(and(live, eq(areas.active, true)))
    .orderBy(asc(areas.areaKm2), asc(areas.id));
  for (const location of affected) {
    const areaId = firstContaining(activeAreas, [location.lng, location.lat])?.id ?? null;
    if (areaId !== location.areaId) {
      await tx.update(locations).set({ areaId }).where(eq(locations.id, location.id));
    }
  }
}

async function findAreaRow(db: Queryable, id: string): Promise<AreaRow> {
  const [row] = await db
    .select()
    .from(areas)
    .where(and(eq(areas.id, id), live));
  if (!row) throw areaNotFound();
  return row;
}

/** `adminId`: who makes the change, for the action log (none from the seed and test factories). */
export async function createArea(db: Database, body: CreateAreaBody, adminId?: string): Promise<Area> {
  const measured = measurePolygon(body.polygon);
  return db.transaction(async (tx) => {
    await lockAreaMap(tx, 'exclusive');
    const [row] = await tx
      .insert(areas)
      .values({ ...body, ...measured })
      .returning()
      .catch((error) => rethrowNameConflict(error, 'areas', 'area'));
    if (!row) throw new Error('area not created');
    await reassignLocations(tx, row);
    const area = toArea(row);
    await recordChange(tx, adminId, 'Area', { after: area });
    return area;
  });
}

export async function getArea(db: Queryable, id: string): Promise<Area> {
  return toArea(await findAreaRow(db, id));
}

export async function findAreaAtPoint(db: Queryable, lat: number, lng: number): Promise<Area> {
  const row = await findAreaContaining(db, lat, lng);
  if (!row) throw notFound(message('noAreaContainsPoint'));
  return toArea(row);
}

export async function listAreas(db: Database, query: ListAreasQuery): Promise<Paginated<Area>> {
  const filters: (SQL | undefined)[] = [live, searchAny(query.search, [areas.nameEn, areas.nameAr])];
  if (query.active !== undefined) filters.push(eq(areas.active, query.active));
  const where = and(...filters);
  const sortable = {
    nameEn: areas.nameEn,
    nameAr: areas.nameAr,
    areaKm2: areas.areaKm2,
    createdAt: areas.createdAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(areas)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, areas.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(areas).where(where),
  ]);
  return toPage(rows.map(toArea), total?.n ?? 0, query);
}

/** Every live area, largest first so that smaller ones are drawn on top of them on a map. */
export async function listAllAreas(db: Database, query: ListAllAreasQuery): Promise<Area[]> {
  const rows = await db
    .select()
    .from(areas)
    .where(and(live, query.active === undefined ? undefined : eq(areas.active, query.active)))
    .orderBy(sql`${areas.areaKm2} desc`, asc(areas.id));
  return rows.map(toArea);
}

export async function updateArea(
  db: Database,
  id: string,
  body: UpdateAreaBody,
  adminId?: string,
): Promise<Area> {
  const measured = body.polygon ? measurePolygon(body.polygon) : {};
  return db.transaction(async (tx) => {
    await lockAreaMap(tx, 'exclusive');
    const before = toArea(await findAreaRow(tx, id));
    const [row] = await tx
      .update(areas)
      .set({ ...body, ...measured, updatedAt: sql`now()` })
      .where(and(eq(areas.id, id), live))
      .returning()
      .catch((error) => rethrowNameConflict(error, 'areas', 'area'));
    if (!row) throw areaNotFound();
    if (body.polygon || body.active !== undefined) await reassignLocations(tx, row);
    const area = toArea(row);
    await recordChange(tx, adminId, 'Area', { before, after: area });
    return area;
  });
}

/**
 * Soft delete (bookings and taxi services refer to areas): the area disappears from lists and
 * lookups, its taxi services (the routes of either end) are deleted with it, and its locations are
 * re-assigned.
 */
export async function deleteArea(db: Database, id: string, adminId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAreaMap(tx, 'exclusive');
    const [row] = await tx
      .update(areas)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(areas.id, id), live))
      .returning();
    if (!row) throw areaNotFound();
    await tx
      .update(taxiServices)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(
        and(or(eq(taxiServices.areaId, id), eq(taxiServices.toAreaId, id)), isNull(taxiServices.deletedAt)),
      );
    await reassignLocations(tx, row);
    await recordChange(tx, adminId, 'Area', { before: toArea(row) });
  });
}

export const toAreaSummary = (row: Pick<AreaRow, 'id' | 'nameAr' | 'nameEn'>): AreaSummary => ({
  id: row.id,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
});
