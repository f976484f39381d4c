import { z } from 'zod';
import { carTypeSchema } from './cars';
import { timestampSchema } from './common';
import { languages } from './constants';
import { toAsciiDigits } from './digits';
import { pricingBasisSchema, tripDistanceSchema } from './distance-pricing';
import { message } from './messages';
import { latitude, longitude } from './places';
import { routeDirectionSchema } from './taxi-services';
import { priceBreakdownSchema, routeEndSchema, tripDirectionSchema } from './trips';

/**
 * Issue #17's admin pricing tools on the route prices (decision 0009): copy a route's prices to another
 * route, price every car of a route as a percentage of a base car, export and import the grid as .xlsx,
 * and the price simulator (the booking's own quote, shown car by car). Writes need EditTaxiServices.
 */

/** A route as stored: its area, its other end (a location, another area, or neither: within the area), a direction. */
export const routeKeySchema = z.object({
  areaId: z.uuid(),
  locationId: z.uuid().nullable().optional(),
  toAreaId: z.uuid().nullable().optional(),
  direction: routeDirectionSchema.default('BothWays'),
});
export type RouteKey = z.input<typeof routeKeySchema>;

/** POST /taxi-service/tools/copy-route: every car's price of `from` written onto `to` (created or replaced). */
export const copyRouteBody = z.object({ from: routeKeySchema, to: routeKeySchema });
export type CopyRouteBody = z.input<typeof copyRouteBody>;

/** The largest percentage of the base car's price another car may be priced at. */
export const PERCENT_MAX = 1_000;

/**
 * A percentage typed by a person: a number, or text in Arabic-Indic digits with '.' or '٫' as the decimal
 * separator, at most 2 decimals, from 1 to PERCENT_MAX.
 */
export const percentInput = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value;
    const text = toAsciiDigits(value).replace('٫', '.').trim();
    return /^\d+(\.\d+)?$/.test(text) ? Number(text) : value;
  },
  z
    .number()
    .min(1)
    .max(PERCENT_MAX)
    .refine(
      (value) =>
        Number.isInteger(Math.round(value * 100)) && Math.abs(value * 100 - Math.round(value * 100)) < 1e-6,
      {
        message: message('notMultipleOf', { divisor: 0.01 }),
      },
    ),
);

/**
 * POST /taxi-service/tools/percent-of-base: on one route, each listed car's price becomes `percent` % of the
 * base car's price there, rounded half up to whole minor units (the hourly price likewise, minimum hours
 * copied). One transaction; each price written is logged.
 */
export const percentOfBaseBody = z
  .object({
    route: routeKeySchema,
    baseCarId: z.uuid(),
    cars: z
      .array(z.object({ carId: z.uuid(), percent: percentInput }))
      .min(1)
      .max(100),
  })
  .superRefine((value, context) => {
    const ids = value.cars.map((car) => car.carId);
    if (new Set(ids).size !== ids.length || ids.includes(value.baseCarId))
      context.addIssue({ code: 'custom', path: ['cars'], message: message('percentCarTwice') });
  });
export type PercentOfBaseBody = z.input<typeof percentOfBaseBody>;

/** `base × percent / 100` rounded half up to whole minor units, in integers (percent has ≤ 2 decimals). */
export function percentOf(base: number, percent: number): number {
  const basisPoints = Math.round(percent * 100);
  return Math.floor((base * basisPoints + 5_000) / 10_000);
}

/** GET /taxi-service/tools/export: the grid of one area (its routes from either side), or every price. */
export const exportGridQuery = z.object({
  areaId: z.uuid().optional(),
  lang: z.enum(languages).optional(),
});
export type ExportGridQuery = z.infer<typeof exportGridQuery>;

/** The multipart field of POST /taxi-service/tools/import. */
export const GRID_FILE_FIELD = 'file';
/** The largest workbook accepted, like a receipt's upload limit. */
export const GRID_FILE_MAX_BYTES = 5 * 1024 * 1024;
/** The most a workbook may unpack to (its zip entries' sizes together): no zip bomb is opened. */
export const GRID_UNPACKED_MAX_BYTES = 50 * 1024 * 1024;
/** The most data rows one import may hold. */
export const GRID_ROWS_MAX = 50_000;

/** What an import did: prices created and changed (each one logged). */
export const importGridResponse = z.object({ created: z.number().int(), updated: z.number().int() });
export type ImportGridResponse = z.infer<typeof importGridResponse>;

/** The prices a tool wrote. */
export const toolResultResponse = z.object({ written: z.number().int() });
export type ToolResult = z.infer<typeof toolResultResponse>;

/** One end of a simulated trip: a catalogue location, or a point on the map. */
export const simulatorEndSchema = z.union([
  z.object({ locationId: z.uuid() }),
  z.object({ lat: latitude, lng: longitude }),
]);
export type SimulatorEnd = z.infer<typeof simulatorEndSchema>;

/** The pickup time as sent: an ISO timestamp, its digits possibly Arabic-Indic. */
const pickupAtInput = z.string().transform(toAsciiDigits).pipe(timestampSchema);

/**
 * POST /taxi-service/tools/simulate: price a trip the way a booking is priced (one passenger, no bags, no
 * extras) at a pickup time. One end at least must be a location (a trip is priced between a location and a
 * place): a location pickup is an Arrival, else the trip is Leaving to the drop-off location.
 */
export const simulateBody = z.object({
  pickup: simulatorEndSchema,
  dropOff: simulatorEndSchema,
  pickupAt: pickupAtInput,
});
export type SimulateBody = z.input<typeof simulateBody>;

export const simulatedCarSchema = z.object({
  car: z.object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string(), type: carTypeSchema }),
  /** False: no route price nor distance tariff of this car covers the trip. */
  served: z.boolean(),
  /** Route: the route price's id; Distance: the car's tariff id. */
  pricing: pricingBasisSchema.nullable(),
  sourceId: z.uuid().nullable(),
  price: priceBreakdownSchema.nullable(),
});
export type SimulatedCar = z.infer<typeof simulatedCarSchema>;

export const simulateResponse = z.object({
  direction: tripDirectionSchema,
  from: routeEndSchema,
  to: routeEndSchema,
  served: z.boolean(),
  distance: tripDistanceSchema.nullable(),
  pickupAt: timestampSchema,
  /** Every active car, cheapest served first, then the cars not served by name. */
  cars: z.array(simulatedCarSchema),
});
export type SimulateResponse = z.infer<typeof simulateResponse>;
