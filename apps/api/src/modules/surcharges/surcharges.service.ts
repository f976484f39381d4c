import type { Paginated } from '@masar/contract/common';
import { fieldMessage, message } from '@masar/contract/messages';
import type {
  ListSurchargesQuery,
  SaveSurcharge,
  Surcharge,
  SurchargeCalendar,
} from '@masar/contract/surcharges';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { areas, surcharges } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';
import { recordChange } from '../admin-actions/admin-actions.service';
import { surchargeOnDay } from '../pricing/trip-surcharges';

/** Surcharge rules (decision 0014): the admin's CRUD. The price rule reads them in pricing/trip-surcharges.ts. */

type SurchargeRow = typeof surcharges.$inferSelect;
type AreaName = { id: string; nameAr: string; nameEn: string } | null;

const surchargeNotFound = () => notFound(message('surchargeNotFound'));
const live = isNull(surcharges.deletedAt);

function toSurcharge(row: SurchargeRow, area: AreaName): Surcharge {
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    kind: row.kind,
    value: row.value,
    fromTime: row.fromTime?.slice(0, 5) ?? null,
    toTime: row.toTime?.slice(0, 5) ?? null,
    days: [...row.days].sort(),
    fromDate: row.fromDate,
    toDate: row.toDate,
    area: area && { id: area.id, nameAr: area.nameAr, nameEn: area.nameEn },
    carType: row.carType,
    priority: row.priority,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const selection = {
  row: surcharges,
  area: { id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn },
};

function withArea(db: Queryable) {
  return db.select(selection).from(surcharges).leftJoin(areas, eq(areas.id, surcharges.areaId));
}

/** The area of a rule must be a live area: a 400 on `areaId` otherwise. */
async function checkArea(db: Queryable, areaId: string | null | undefined) {
  if (!areaId) return;
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(and(eq(areas.id, areaId), isNull(areas.deletedAt)));
  if (!row) throw badRequest([fieldMessage('areaId', 'areaNotFound')]);
}

const columnsOf = (body: SaveSurcharge) => ({
  nameAr: body.nameAr,
  nameEn: body.nameEn,
  kind: body.kind,
  value: body.value,
  fromTime: body.fromTime,
  toTime: body.toTime,
  days: body.days,
  fromDate: body.fromDate,
  toDate: body.toDate,
  areaId: body.areaId ?? null,
  carType: body.carType ?? null,
  priority: body.priority,
  active: body.active,
});

export async function getSurcharge(db: Queryable, id: string, options: { lock?: boolean } = {}) {
  const query = withArea(db).where(and(eq(surcharges.id, id), live));
  const [found] = options.lock ? await query.for('update', { of: surcharges }) : await query;
  if (!found) throw surchargeNotFound();
  return toSurcharge(found.row, found.area);
}

/** `adminId`: who makes the change, for the action log (none from the seed and test factories). */
export async function createSurcharge(
  db: Database,
  body: SaveSurcharge,
  adminId?: string,
): Promise<Surcharge> {
  return db.transaction(async (tx) => {
    await checkArea(tx, body.areaId);
    const [row] = await tx.insert(surcharges).values(columnsOf(body)).returning({ id: surcharges.id });
    if (!row) throw new Error('surcharge not created');
    const after = await getSurcharge(tx, row.id);
    await recordChange(tx, adminId, 'Surcharge', { after });
    return after;
  });
}

/** The whole rule is replaced (PUT): its conditions are checked together. */
export async function replaceSurcharge(
  db: Database,
  id: string,
  body: SaveSurcharge,
  adminId?: string,
): Promise<Surcharge> {
  return db.transaction(async (tx) => {
    const before = await getSurcharge(tx, id, { lock: true });
    await checkArea(tx, body.areaId);
    await tx
      .update(surcharges)
      .set({ ...columnsOf(body), updatedAt: sql`now()` })
      .where(eq(surcharges.id, id));
    const after = await getSurcharge(tx, id);
    await recordChange(tx, adminId, 'Surcharge', { before, after });
    return after;
  });
}

/** Soft delete: bookings keep copies of the lines they were charged. */
export async function deleteSurcharge(db: Database, id: string, adminId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await getSurcharge(tx, id, { lock: true });
    await tx
      .update(surcharges)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(surcharges.id, id));
    await recordChange(tx, adminId, 'Surcharge', { before });
  });
}

export async function listSurcharges(
  db: Database,
  query: ListSurchargesQuery,
): Promise<Paginated<Surcharge>> {
  const where = and(
    live,
    searchAny(query.search, [surcharges.nameEn, surcharges.nameAr]),
    query.active === undefined ? undefined : eq(surcharges.active, query.active),
  );
  const sortable = {
    nameEn: surcharges.nameEn,
    nameAr: surcharges.nameAr,
    priority: surcharges.priority,
    createdAt: surcharges.createdAt,
  };
  const [rows, [total]] = await Promise.all([
    withArea(db)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, surcharges.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(surcharges).where(where),
  ]);
  return toPage(
    rows.map((found) => toSurcharge(found.row, found.area)),
    total?.n ?? 0,
    query,
  );
}

/**
 * GET /surcharges/calendar: each day of the month with the active rules that hold on it (days of the week and
 * date range, decided by pricing/trip-surcharges.ts `surchargeOnDay`, as a quote decides), and those rules.
 * Dates are calendar days of the business time zone, as the rules' own dates are.
 */
export async function surchargeCalendar(db: Queryable, month: string): Promise<SurchargeCalendar> {
  const found = await withArea(db)
    .where(and(live, eq(surcharges.active, true)))
    .orderBy(desc(surcharges.priority), asc(surcharges.nameEn), asc(surcharges.id));
  const rules = found.map((row) => toSurcharge(row.row, row.area));
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const days = Array.from({ length }, (_, index) => {
    const date = `${month}-${String(index + 1).padStart(2, '0')}`;
    const weekday = new Date(Date.UTC(year, monthNumber - 1, index + 1)).getUTCDay();
    const ruleIds = rules.filter((rule) => surchargeOnDay(rule, { date, weekday })).map((rule) => rule.id);
    return { date, weekday, ruleIds };
  });
  const shown = new Set(days.flatMap((day) => day.ruleIds));
  return { month, rules: rules.filter((rule) => shown.has(rule.id)), days };
}
