import type { Paginated } from '@masar/contract/common';
import type {
  CreateExtraServiceBody,
  ExtraService,
  ListAllExtraServicesQuery,
  ListExtraServicesQuery,
  UpdateExtraServiceBody,
} from '@masar/contract/extra-services';
import { message } from '@masar/contract/messages';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { extraServices } from '../../db/schema/index';
import { rethrowNameConflict } from '../../lib/catalogue';
import { notFound } from '../../lib/errors';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';
import { recordChange } from '../admin-actions/admin-actions.service';

type ExtraServiceRow = typeof extraServices.$inferSelect;

const extraServiceNotFound = () => notFound(message('extraServiceNotFound'));
const live = isNull(extraServices.deletedAt);
const nameTaken = (error: unknown) => rethrowNameConflict(error, 'extra_services', 'extraService');

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

/** `adminId`: who makes the change, for the action log (none from the seed and test factories). */
export async function createExtraService(
  db: Database,
  body: CreateExtraServiceBody,
  adminId?: string,
): Promise<ExtraService> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(extraServices)
      .values({
        ...body,
        descriptionAr: body.descriptionAr ?? null,
        descriptionEn: body.descriptionEn ?? null,
      })
      .returning()
      .catch(nameTaken);
    if (!row) throw new Error('extra service not created');
    const extra = toExtraService(row);
    await recordChange(tx, adminId, 'ExtraService', { after: extra });
    return extra;
  });
}

export async function getExtraService(
  db: Queryable,
  id: string,
  options: { lock?: boolean } = {},
): Promise<ExtraService> {
  const query = db
    .select()
    .from(extraServices)
    .where(and(eq(extraServices.id, id), live));
  const [row] = options.lock ? await query.for('update') : await query;
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
  adminId?: string,
): Promise<ExtraService> {
  return db.transaction(async (tx) => {
    const before = await getExtraService(tx, id, { lock: true });
    const [row] = await tx
      .update(extraServices)
      .set({ ...body, updatedAt: sql`now()` })
      .where(eq(extraServices.id, id))
      .returning()
      .catch(nameTaken);
    if (!row) throw extraServiceNotFound();
    const extra = toExtraService(row);
    await recordChange(tx, adminId, 'ExtraService', { before, after: extra });
    return extra;
  });
}

/** Soft delete, always: bookings refer to extras. */
export async function deleteExtraService(db: Database, id: string, adminId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getExtraService(tx, id, { lock: true });
    await tx
      .update(extraServices)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(extraServices.id, id));
    await recordChange(tx, adminId, 'ExtraService', { before });
  });
}
