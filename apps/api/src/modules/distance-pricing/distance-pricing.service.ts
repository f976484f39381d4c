import {
  type AddDistancePairBody,
  AVERAGE_SPEED_KMH,
  DEFAULT_ROAD_FACTOR,
  DISTANCE_PAIR_TAKEN,
  type DistancePair,
  type DistancePricing,
  type DistanceTariff,
  type saveDistanceTariffBody,
} from '@masar/contract/distance-pricing';
import { fieldMessage, message } from '@masar/contract/messages';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { areas, cars, distancePairs, distanceSettings, distanceTariffs } from '../../db/schema/index';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordChange } from '../admin-actions/admin-actions.service';

/**
 * The distance fallback's settings (decision 0015): the global switch, each car's tariff and the pairs of
 * areas allowed. Every change is one transaction and one admin action (entity DistancePricing). The price
 * rule reads them in pricing/distance-prices.ts.
 */

type SaveTariff = z.output<typeof saveDistanceTariffBody>;
const toArea = alias(areas, 'to_area');

function toTariff(row: typeof distanceTariffs.$inferSelect): DistanceTariff {
  return {
    id: row.id,
    baseFare: row.baseFare,
    perKm: row.perKm,
    minimumFare: row.minimumFare,
    active: row.active,
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function settingsRow(db: Queryable, options: { lock?: boolean } = {}) {
  const query = db.select().from(distanceSettings).orderBy(asc(distanceSettings.id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new Error('distance_settings has no row (the migration inserts it)');
  return row;
}

async function pairsOf(db: Queryable, ids?: string[]): Promise<DistancePair[]> {
  const rows = await db
    .select({
      id: distancePairs.id,
      createdAt: distancePairs.createdAt,
      area: { id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn },
      toArea: { id: toArea.id, nameAr: toArea.nameAr, nameEn: toArea.nameEn },
    })
    .from(distancePairs)
    .innerJoin(areas, eq(areas.id, distancePairs.areaId))
    .innerJoin(toArea, eq(toArea.id, distancePairs.toAreaId))
    .where(ids ? inArray(distancePairs.id, ids) : undefined)
    .orderBy(asc(areas.nameEn), asc(toArea.nameEn), asc(distancePairs.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

/** GET /distance-pricing: the switch, every live car with its tariff (or none), the allowed pairs. */
export async function getDistancePricing(
  db: Queryable,
  config: { roadFactor?: number } = {},
): Promise<DistancePricing> {
  const [settings, carRows, pairs] = await Promise.all([
    settingsRow(db),
    db
      .select({
        car: { id: cars.id, nameAr: cars.nameAr, nameEn: cars.nameEn, type: cars.type },
        tariff: distanceTariffs,
      })
      .from(cars)
      .leftJoin(distanceTariffs, eq(distanceTariffs.carId, cars.id))
      .where(isNull(cars.deletedAt))
      .orderBy(asc(cars.nameEn), asc(cars.id)),
    pairsOf(db),
  ]);
  return {
    global: settings.global,
    roadFactor: config.roadFactor ?? DEFAULT_ROAD_FACTOR,
    averageSpeedKmh: AVERAGE_SPEED_KMH,
    cars: carRows.map((row) => ({ car: row.car, tariff: row.tariff && toTariff(row.tariff) })),
    pairs,
  };
}

/** PUT /distance-pricing/global */
export async function setDistanceGlobal(db: Database, global: boolean, adminId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await settingsRow(tx, { lock: true });
    await tx
      .update(distanceSettings)
      .set({ global, updatedAt: sql`now()` })
      .where(eq(distanceSettings.id, before.id));
    const was = { id: before.id, global: before.global };
    const now = { id: before.id, global };
    if (was.global !== now.global)
      await recordChange(tx, adminId, 'DistancePricing', { before: was, after: now });
  });
}

/** PUT /distance-pricing/tariffs/:carId: creates or replaces the car's tariff; a 404 for no live car. */
export async function saveDistanceTariff(
  db: Database,
  carId: string,
  body: SaveTariff,
  adminId?: string,
): Promise<DistanceTariff> {
  return db.transaction(async (tx) => {
    const [car] = await tx
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.id, carId), isNull(cars.deletedAt)))
      .for('update');
    if (!car) throw notFound(message('carNotFound'));
    const [old] = await tx.select().from(distanceTariffs).where(eq(distanceTariffs.carId, carId));
    const values = {
      baseFare: body.baseFare,
      perKm: body.perKm,
      minimumFare: body.minimumFare,
      active: body.active,
    };
    const [row] = old
      ? await tx
          .update(distanceTariffs)
          .set({ ...values, updatedAt: sql`now()` })
          .where(eq(distanceTariffs.id, old.id))
          .returning()
      : await tx
          .insert(distanceTariffs)
          .values({ carId, ...values })
          .returning();
    if (!row) throw new Error('distance tariff not saved');
    const after = toTariff(row);
    const logged = { before: old ? { ...toTariff(old), carId } : null, after: { ...after, carId } };
    await recordChange(tx, adminId, 'DistancePricing', logged);
    return after;
  });
}

/** POST /distance-pricing/pairs: two live areas, stored smaller id first; a pair already there is a 409. */
export async function addDistancePair(
  db: Database,
  body: AddDistancePairBody,
  adminId?: string,
): Promise<DistancePair> {
  return db.transaction(async (tx) => {
    const ids = [...new Set([body.areaId, body.toAreaId])];
    const found = await tx
      .select({ id: areas.id })
      .from(areas)
      .where(and(inArray(areas.id, ids), isNull(areas.deletedAt)));
    const problems = (['areaId', 'toAreaId'] as const)
      .filter((field) => !found.some((row) => row.id === body[field]))
      .map((field) => fieldMessage(field, 'areaNotFound'));
    if (problems.length) throw badRequest(problems);
    const [areaId, toAreaId] = [body.areaId, body.toAreaId].sort() as [string, string];
    const [row] = await tx
      .insert(distancePairs)
      .values({ areaId, toAreaId })
      .onConflictDoNothing()
      .returning({ id: distancePairs.id });
    if (!row) throw conflict(DISTANCE_PAIR_TAKEN);
    const [pair] = await pairsOf(tx, [row.id]);
    if (!pair) throw new Error('distance pair not found after insert');
    await recordChange(tx, adminId, 'DistancePricing', { after: pair });
    return pair;
  });
}

/** DELETE /distance-pricing/pairs/:id */
export async function removeDistancePair(db: Database, id: string, adminId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [pair] = await pairsOf(tx, [id]);
    if (!pair) throw notFound(message('distancePairNotFound'));
    await tx.delete(distancePairs).where(eq(distancePairs.id, id));
    await recordChange(tx, adminId, 'DistancePricing', { before: pair });
  });
}
