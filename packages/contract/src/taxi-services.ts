import { z } from 'zod';
import { areaSummarySchema } from './areas';
import { carSchema } from './cars';
import { positivePrice, wholeNumber } from './catalogue';
import { paginated, paginationQuery, queryFlag, sortQuery, timestampSchema } from './common';
import { CAR_BAGS_MAX, CAR_PASSENGERS_MAX, MIN_HOURS_MAX, routeDirections } from './constants';
import { locationSummarySchema } from './locations';
import { message } from './messages';

export const TAXI_SERVICE_TAKEN = message('taxiServiceTaken');

export const routeDirectionSchema = z.enum(routeDirections);
export type RouteDirection = z.infer<typeof routeDirectionSchema>;

/**
 * The price of one car on one route (DESIGN.md §5, decision 0009): between its area and its other end — a
 * location (`locationId`), another area (`toAreaId`), or neither: trips within the area. `direction` says
 * which way it applies, seen from the area. A trip's ends resolve to a location first, then to the smallest
 * area around the point; the most specific price of a car wins. Prices are minor units. `hourlyPrice` with
 * `minHours` offers the car with driver by the hour, within the area.
 */
export const taxiServiceSchema = z
  .object({
    id: z.uuid(),
    areaId: z.uuid(),
    carId: z.uuid(),
    locationId: z.uuid().nullable(),
    toAreaId: z.uuid().nullable(),
    direction: routeDirectionSchema,
    price: z.number().int(),
    hourlyPrice: z.number().int().nullable(),
    minHours: z.number().int().nullable(),
    /** The return leg's discount of a return trip priced from this row, whole percent (decision 0017). */
    returnDiscountPercent: z.number().int(),
    active: z.boolean(),
    area: areaSummarySchema,
    car: carSchema,
    location: locationSummarySchema.nullable(),
    toArea: areaSummarySchema.nullable(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'TaxiService' });
export type TaxiService = z.infer<typeof taxiServiceSchema>;

const minHours = z.number().int().min(1).max(MIN_HOURS_MAX);
/** 0 ≤ p < 100, a whole percent; Arabic-Indic digits accepted. */
export const RETURN_DISCOUNT_MAX = 99;
const returnDiscountPercent = wholeNumber(0, RETURN_DISCOUNT_MAX);

/** The rule between hourlyPrice and minHours, for the create body and for the web form. */
export function hourlyProblems(value: {
  hourlyPrice?: number | null;
  minHours?: number | null;
}): { path: 'hourlyPrice' | 'minHours'; message: string }[] {
  const hasHourly = value.hourlyPrice !== undefined && value.hourlyPrice !== null;
  const hasMinHours = value.minHours !== undefined && value.minHours !== null;
  if (hasHourly && !hasMinHours) {
    return [{ path: 'minHours', message: message('minHoursRequired') }];
  }
  if (!hasHourly && hasMinHours) {
    return [{ path: 'minHours', message: message('minHoursWithoutHourly') }];
  }
  return [];
}

/** The rules between a route's ends and its direction, for the bodies and for the web form. */
export function routeProblems(value: {
  areaId?: string;
  locationId?: string | null;
  toAreaId?: string | null;
  direction?: RouteDirection;
}): { path: 'toAreaId' | 'direction'; message: string }[] {
  const problems: { path: 'toAreaId' | 'direction'; message: string }[] = [];
  if (value.locationId && value.toAreaId)
    problems.push({ path: 'toAreaId', message: message('routeEndTwice') });
  else if (value.toAreaId && value.toAreaId === value.areaId)
    problems.push({ path: 'toAreaId', message: message('routeSameArea') });
  else if (!value.locationId && !value.toAreaId && value.direction && value.direction !== 'BothWays')
    problems.push({ path: 'direction', message: message('routeWithinBothWays') });
  return problems;
}

export const createTaxiServiceBody = z
  .object({
    areaId: z.uuid(),
    carId: z.uuid(),
    /** The other end, a location; omitted or null with no `toAreaId`: trips within the area. */
    locationId: z.uuid().nullable().optional(),
    /** The other end, another area (a route between two areas). */
    toAreaId: z.uuid().nullable().optional(),
    direction: routeDirectionSchema.default('BothWays'),
    price: positivePrice,
    hourlyPrice: positivePrice.nullable().optional(),
    minHours: minHours.nullable().optional(),
    returnDiscountPercent: returnDiscountPercent.default(0),
    active: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    for (const problem of [...hourlyProblems(value), ...routeProblems(value)]) {
      context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
  });
export type CreateTaxiServiceBody = z.infer<typeof createTaxiServiceBody>;

/**
 * Only the fields sent change; null clears locationId, hourlyPrice (which clears minHours too) or
 * minHours. The result must still follow the hourly rule.
 */
export const updateTaxiServiceBody = z.object({
  areaId: z.uuid().optional(),
  carId: z.uuid().optional(),
  locationId: z.uuid().nullable().optional(),
  toAreaId: z.uuid().nullable().optional(),
  direction: routeDirectionSchema.optional(),
  price: positivePrice.optional(),
  hourlyPrice: positivePrice.nullable().optional(),
  minHours: minHours.nullable().optional(),
  returnDiscountPercent: returnDiscountPercent.optional(),
  active: z.boolean().optional(),
});
export type UpdateTaxiServiceBody = z.infer<typeof updateTaxiServiceBody>;

const serviceFilters = {
  areaId: z.uuid().optional(),
  carId: z.uuid().optional(),
  locationId: z.uuid().optional(),
  toAreaId: z.uuid().optional(),
  active: queryFlag.optional(),
};

/** GET /taxi-service/all: a page of services; `search` matches the car's or the area's names. */
export const listTaxiServicesQuery = paginationQuery.extend({
  ...serviceFilters,
  sort: sortQuery(['price', 'hourlyPrice', 'createdAt'], '-createdAt'),
});
export type ListTaxiServicesQuery = z.infer<typeof listTaxiServicesQuery>;
export const taxiServiceListResponse = paginated(taxiServiceSchema);

/** GET /taxi-service/all-without-pagination. */
export const listAllTaxiServicesQuery = z.object(serviceFilters);
export type ListAllTaxiServicesQuery = z.infer<typeof listAllTaxiServicesQuery>;
export const taxiServiceOptionsResponse = z.array(taxiServiceSchema);

/**
 * GET /taxi-service/by-area/{id}: what can be booked in the area, cheapest first. Cars smaller than
 * `passengers` or `bags` are left out. Without `locationId` only services for any location are offered;
 * with it, that location's services too, and for a car that has both the location's one wins.
 */
export const taxiServicesByAreaQuery = z.object({
  passengers: wholeNumber(1, CAR_PASSENGERS_MAX).optional(),
  bags: wholeNumber(0, CAR_BAGS_MAX).optional(),
  locationId: z.uuid().optional(),
});
export type TaxiServicesByAreaQuery = z.infer<typeof taxiServicesByAreaQuery>;
