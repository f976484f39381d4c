import { PRICE_MAX } from '@masar/contract/catalogue';
import { fieldMessage } from '@masar/contract/messages';
import {
  type CopyRouteBody,
  type PercentOfBaseBody,
  percentOf,
  type percentOfBaseBody,
  type routeKeySchema,
  type ToolResult,
} from '@masar/contract/price-tools';
import { routeProblems } from '@masar/contract/taxi-services';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client';
import { taxiServices } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { recordChange } from '../admin-actions/admin-actions.service';
import {
  checkClash,
  checkReferences,
  lockCarRoutes,
  logged,
  type Route,
  readService,
  rethrowTaken,
} from './taxi-services.service';

/**
 * Issue #17's speed tools on the route prices (decision 0009): every write goes through `writeRoutePrice`,
 * which keeps the rules of a single price (clashes, the unique route) and logs the change as an admin action.
 */

type RouteKey = z.output<typeof routeKeySchema>;

/** A route key as stored: a missing other end is null. */
export const routeOf = (key: RouteKey): Omit<Route, 'carId'> => ({
  areaId: key.areaId,
  locationId: key.locationId ?? null,
  toAreaId: key.toAreaId ?? null,
  direction: key.direction,
});

const sameOtherEnd = (route: Omit<Route, 'carId' | 'direction'>): SQL | undefined =>
  and(
    eq(taxiServices.areaId, route.areaId),
    route.locationId ? eq(taxiServices.locationId, route.locationId) : isNull(taxiServices.locationId),
    route.toAreaId ? eq(taxiServices.toAreaId, route.toAreaId) : isNull(taxiServices.toAreaId),
    isNull(taxiServices.deletedAt),
  );

/** 400 with the route's problems (both ends named twice, a within-area price one way …). */
function checkRoute(route: Omit<Route, 'carId'>, field: string) {
  const problems = routeProblems(route);
  if (problems.length)
    throw badRequest(problems.map((problem) => `${field}.${problem.path}: ${problem.message}`));
}

export interface PriceValues {
  price: number;
  hourlyPrice: number | null;
  minHours: number | null;
  active?: boolean;
}

/**
 * Creates or replaces one car's price on a route, inside the caller's transaction. The live price of the
 * same car, ends and direction is replaced; with `anyDirection`, the one live price of the car between the
 * same ends is replaced whatever its direction. Otherwise a new price is added (409 on a clash).
 */
export async function writeRoutePrice(
  tx: Queryable,
  route: Route,
  values: PriceValues,
  adminId: string | undefined,
  options: { anyDirection?: boolean } = {},
): Promise<'created' | 'updated'> {
  await lockCarRoutes(tx, route.carId);
  const candidates = await tx
    .select({ id: taxiServices.id, direction: taxiServices.direction })
    .from(taxiServices)
    .where(and(sameOtherEnd(route), eq(taxiServices.carId, route.carId)))
    .for('update');
  const current =
    candidates.find((row) => row.direction === route.direction) ??
    (options.anyDirection && candidates.length === 1 ? candidates[0] : undefined);
  if (current) {
    const before = await readService(tx, current.id);
    if (current.direction !== route.direction) await checkClash(tx, route, current.id);
    await tx
      .update(taxiServices)
      .set({
        direction: route.direction,
        price: values.price,
        hourlyPrice: values.hourlyPrice,
        minHours: values.minHours,
        ...(values.active === undefined ? {} : { active: values.active }),
        updatedAt: sql`now()`,
      })
      .where(eq(taxiServices.id, current.id))
      .catch(rethrowTaken);
    const after = await readService(tx, current.id);
    await recordChange(tx, adminId, 'TaxiService', { before: logged(before), after: logged(after) });
    return 'updated';
  }
  await checkClash(tx, route);
  const [row] = await tx
    .insert(taxiServices)
    .values({ ...route, ...values, active: values.active ?? true })
    .returning({ id: taxiServices.id })
    .catch(rethrowTaken);
  if (!row) throw new Error('route price not created');
  await recordChange(tx, adminId, 'TaxiService', { after: logged(await readService(tx, row.id)) });
  return 'created';
}

/** The live prices of a route (exactly these ends and direction), every car. */
async function pricesOfRoute(tx: Queryable, route: Omit<Route, 'carId'>) {
  return tx
    .select()
    .from(taxiServices)
    .where(and(sameOtherEnd(route), eq(taxiServices.direction, route.direction)));
}

/** Every car's price of `from` written onto `to`, in one transaction. */
export async function copyRoute(db: Database, body: CopyRouteBody, adminId?: string): Promise<ToolResult> {
  const from = routeOf(body.from as RouteKey);
  const to = routeOf(body.to as RouteKey);
  checkRoute(to, 'to');
  if (
    from.areaId === to.areaId &&
    from.locationId === to.locationId &&
    from.toAreaId === to.toAreaId &&
    from.direction === to.direction
  )
    throw badRequest([fieldMessage('to', 'copySameRoute')]);
  return db.transaction(async (tx) => {
    await checkReferences(tx, to);
    const source = await pricesOfRoute(tx, from);
    if (!source.length) throw badRequest([fieldMessage('from', 'routeHasNoPrices')]);
    for (const price of source) {
      await writeRoutePrice(
        tx,
        { ...to, carId: price.carId },
        {
          price: price.price,
          hourlyPrice: price.hourlyPrice,
          minHours: price.minHours,
          active: price.active,
        },
        adminId,
      );
    }
    return { written: source.length };
  });
}

/**
 * On one route, each listed car's price becomes its percentage of the base car's (rounded half up to whole
 * minor units; the hourly price likewise, the minimum hours the base car's), in one transaction.
 */
export async function priceByPercentOfBase(
  db: Database,
  body: z.output<typeof percentOfBaseBody> | PercentOfBaseBody,
  adminId?: string,
): Promise<ToolResult> {
  const parsed = body as z.output<typeof percentOfBaseBody>;
  const route = routeOf(parsed.route);
  checkRoute(route, 'route');
  return db.transaction(async (tx) => {
    const base = (await pricesOfRoute(tx, route)).find((row) => row.carId === parsed.baseCarId);
    if (!base) throw badRequest([fieldMessage('baseCarId', 'baseCarNoPrice')]);
    const problems: string[] = [];
    const planned = parsed.cars.map((car, index) => {
      const price = percentOf(base.price, car.percent);
      const hourlyPrice = base.hourlyPrice === null ? null : percentOf(base.hourlyPrice, car.percent);
      if (
        price < 1 ||
        price > PRICE_MAX ||
        (hourlyPrice !== null && (hourlyPrice < 1 || hourlyPrice > PRICE_MAX))
      )
        problems.push(fieldMessage(`cars.${index}.percent`, 'percentPriceOutOfRange'));
      return { carId: car.carId, price, hourlyPrice };
    });
    for (const [index, car] of planned.entries()) {
      try {
        await checkReferences(tx, { carId: car.carId });
      } catch {
        problems.push(fieldMessage(`cars.${index}.carId`, 'carNotFound'));
      }
    }
    if (problems.length) throw badRequest(problems);
    for (const car of planned) {
      await writeRoutePrice(
        tx,
        { ...route, carId: car.carId },
        { price: car.price, hourlyPrice: car.hourlyPrice, minHours: base.minHours },
        adminId,
      );
    }
    return { written: planned.length };
  });
}
