import { message } from '@masar/contract/messages';
import type { CreatePlaceBody, ListPlacesQuery, Place, UpdatePlaceBody } from '@masar/contract/places';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentPlaces } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { searchAny } from '../../lib/pagination';

type PlaceRow = typeof agentPlaces.$inferSelect;

function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    lat: row.lat,
    lng: row.lng,
    notes: row.notes,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Every query names the agent: another agent's place is simply not found (never a 403). */
const ownedBy = (agentId: string, id: string) =>
  and(eq(agentPlaces.id, id), eq(agentPlaces.agentId, agentId));
const placeNotFound = () => notFound(message('placeNotFound'));

export async function createPlace(db: Database, agentId: string, body: CreatePlaceBody): Promise<Place> {
  const [row] = await db
    .insert(agentPlaces)
    .values({ agentId, ...body, notes: body.notes ?? null })
    .returning();
  if (!row) throw new Error('place not created');
  return toPlace(row);
}

export async function listPlaces(db: Database, agentId: string, query: ListPlacesQuery): Promise<Place[]> {
  const rows = await db
    .select()
    .from(agentPlaces)
    .where(
      and(eq(agentPlaces.agentId, agentId), searchAny(query.search, [agentPlaces.name, agentPlaces.address])),
    )
    .orderBy(desc(agentPlaces.createdAt), desc(agentPlaces.id));
  return rows.map(toPlace);
}

export async function getPlace(db: Database, agentId: string, id: string): Promise<Place> {
  const [row] = await db.select().from(agentPlaces).where(ownedBy(agentId, id));
  if (!row) throw placeNotFound();
  return toPlace(row);
}

export async function updatePlace(
  db: Database,
  agentId: string,
  id: string,
  body: UpdatePlaceBody,
): Promise<Place> {
  const [row] = await db
    .update(agentPlaces)
    .set({ ...body, updatedAt: sql`now()` })
    .where(ownedBy(agentId, id))
    .returning();
  if (!row) throw placeNotFound();
  return toPlace(row);
}

export async function removePlace(db: Database, agentId: string, id: string): Promise<void> {
  const [row] = await db.delete(agentPlaces).where(ownedBy(agentId, id)).returning({ id: agentPlaces.id });
  if (!row) throw placeNotFound();
}
