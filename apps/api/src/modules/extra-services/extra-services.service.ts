import type { Paginated } from '@masar/contract/common';
import type {
  CreateExtraServiceBody,
  ExtraService,
  ListAllExtraServicesQuery,
  ListExtraServicesQuery,
  UpdateExtraServiceBody,
} from '@masar/contract/extra-services';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { extraServices } from '../../db/schema/index';
import { rethrowNameConflict } from '../../lib/catalogue';
import { notFound } from '../../lib/errors';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';

type ExtraServiceRow = typeof extraServices.$inferSelect;

const extraServiceNotFound = () => notFound('Extra service not found');
const live = isNull(extraServices.deletedAt);
const nameTaken = (error: unknown) => rethrowNameConflict(error, 'extra_services', 'An extra service');

function toExtraService(row: ExtraServiceRow): ExtraService {
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    descriptionAr: row.descriptionAr,
    descriptionEn: row.descriptionEn,
    price: row.price,
    maxQuantity: row.maxQuantity,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function createExtraService(db: Database, body: CreateExtraServiceBody): Promise<ExtraService> {
  const [row] = await db
    .insert(extraServices)
    .values({ ...body, descriptionAr: body.descriptionAr ?? null, descriptionEn: body.descriptionEn ?? null })
    .returning()
    .catch(nameTaken);
  if (!row) throw new Error('extra service not created');
  return toExtraService(row);
}

export async function getExtraService(db: Database, id: string): Promise<ExtraService> {
  const [row] = await db
    .select()
    .from(extraServices)
    .where(and(eq(extraServices.id, id), live));
  if (!row) throw extraServiceNotFound();
  return toExtraService(row);
}

function filtersOf(query: ListAllExtraServicesQuery & { search?: string }): SQL | undefined {
  return and(
    live,
    searchAny(query.search, [extraServices.nameEn, extraServices.nameAr]),
    query.active === undefined ? undefined : eq(extraServices.active, query.active),
  );
}

export async function listExtraServices(
  db: Database,
  query: ListExtraServicesQuery,
): Promise<Paginated<ExtraService>> {
  const where = filtersOf(query);
  const sortable = {
    nameEn: extraServices.nameEn,
    nameAr: extraServices.nameAr,
    price: extraServices.price,
    createdAt: extraServices.createdAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(extraServices)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, extraServices.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(extraServices).where(where),
  ]);
  return toPage(rows.map(toExtraService), total?.n ?? 0, query);
}

export async function listAllExtraServices(
  db: Database,
  query: ListAllExtraServicesQuery,
): Promise<ExtraService[]> {
  const rows = await db
    .select()
    .from(extraServices)
    .where(filtersOf(query))
    .orderBy(asc(extraServices.nameEn), asc(extraServices.id));
  return rows.map(toExtraService);
}

export async function updateExtraService(
  db: Database,
  id: string,
  body: UpdateExtraServiceBody,
): Promise<ExtraService> {
  const [row] = await db
    .update(extraServices)
    .set({ ...body, updatedAt: sql`now()` })
    .where(and(eq(extraServices.id, id), live))
    .returning()
    .catch(nameTaken);
  if (!row) throw extraServiceNotFound();
  return toExtraService(row);
}

/** Soft delete, always: bookings refer to extras. */
export async function deleteExtraService(db: Database, id: string): Promise<void> {
  const [row] = await db
    .update(extraServices)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(extraServices.id, id), live))
    .returning({ id: extraServices.id });
  if (!row) throw extraServiceNotFound();
}
