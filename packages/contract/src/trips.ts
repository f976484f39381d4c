import { z } from 'zod';
import { areaSummarySchema } from './areas';
import { email, personName, phone } from './auth';
import { cancellationTermsSchema } from './cancellation-policy';
import { carSchema } from './cars';
import { PRICE_MAX, wholeNumber } from './catalogue';
import { optionalText, timestampSchema } from './common';
import {
  CAR_BAGS_MAX,
  CAR_PASSENGERS_MAX,
  IDEMPOTENCY_KEY_HEADER,
  MIN_HOURS_MAX,
  tripDirections,
} from './constants';
import { toAsciiDigits } from './digits';
import { pricingBasisSchema, tripDistanceSchema } from './distance-pricing';
import { EXTRA_MAX_QUANTITY } from './extra-services';
import { locationSummarySchema } from './locations';
import { message } from './messages';
import { latitude, longitude } from './places';
import { surchargeLineSchema } from './surcharges';

/**
 * A trip as travellers book it, agents and customers alike (DESIGN.md §5 "Quote"): the request, the
 * priced offers and the traveller. One pricing code on the server serves both kinds of booking.
 */

export const tripDirectionSchema = z.enum(tripDirections);
export type TripDirection = z.infer<typeof tripDirectionSchema>;

/** Minutes between now and the earliest pickup, unless configured otherwise (BOOKING_LEAD_MINUTES). */
export const DEFAULT_LEAD_MINUTES = 120;
/** The address end of a trip: a saved place, an autocomplete result or a point picked on the map. */
export const tripPlaceSchema = z
  .object({
    address: z.string().trim().min(1).max(500),
    lat: latitude,
    lng: longitude,
    /** The agent's saved place it came from, if any (kept for the record, never trusted for the point). */
    placeId: z.uuid().nullable().optional(),
  })
  .meta({ id: 'TripPlace' });
export type TripPlace = z.infer<typeof tripPlaceSchema>;

export const extraChoiceSchema = z.object({
  extraServiceId: z.uuid(),
  quantity: z.number().int().min(1).max(EXTRA_MAX_QUANTITY),
});
export type ExtraChoice = z.infer<typeof extraChoiceSchema>;

const tripFields = {
  direction: tripDirectionSchema,
  /** Required for Arrival and Leaving; not used for Hourly. */
  locationId: z.uuid().nullable().optional(),
  place: tripPlaceSchema,
  passengers: wholeNumber(1, CAR_PASSENGERS_MAX),
  bags: wholeNumber(0, CAR_BAGS_MAX),
  /** Hourly only; omitted ⇒ each car's minimum hours. */
  hours: wholeNumber(1, MIN_HOURS_MAX).nullable().optional(),
  extras: z.array(extraChoiceSchema).max(20).default([]),
};

/**
 * Hourly with fewer hours than every car here is hired for: the answer names the smallest minimum,
 * instead of an empty list of offers that reads like "no car takes this group".
 */
export const hoursBelowMinimum = (minimum: number) => message('hoursBelowMinimum', { minimum });

/** Problems a trip request can have beyond field shapes, shared by the web forms and the API. */
export function tripProblems(value: {
  direction: TripDirection;
  locationId?: string | null;
  extras?: ExtraChoice[];
  pickupAt?: string;
  returnLeg?: { pickupAt: string } | null;
}): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  if (value.returnLeg && value.direction === 'Hourly') {
    problems.push({ path: 'returnLeg', message: message('hourlyHasNoReturn') });
  } else if (
    value.returnLeg &&
    value.pickupAt &&
    new Date(value.returnLeg.pickupAt).getTime() <= new Date(value.pickupAt).getTime()
  ) {
    problems.push({ path: 'returnLeg.pickupAt', message: message('returnBeforeOutward') });
  }
  if (value.direction !== 'Hourly' && !value.locationId) {
    problems.push({ path: 'locationId', message: message('chooseLocation') });
  }
  const ids = (value.extras ?? []).map((extra) => extra.extraServiceId);
  if (new Set(ids).size !== ids.length) {
    problems.push({ path: 'extras', message: message('extraChosenTwice') });
  }
  return problems;
}

function refineTrip(value: Parameters<typeof tripProblems>[0], context: z.RefinementCtx) {
  for (const problem of tripProblems(value)) {
    context.addIssue({ code: 'custom', path: problem.path.split('.'), message: problem.message });
  }
}

/** The pickup time as sent: an ISO timestamp, its digits possibly Arabic-Indic ('٢٠٢٦-…T١٤:٣٠…'). */
const pickupAtInput = z.string().transform(toAsciiDigits).pipe(timestampSchema);

/**
 * A return trip's return leg (decision 0017): the outward trip reversed (Arrival ↔ Leaving; Hourly has none)
 * at its own pickup time, after the outward one. A quote needs only the time; a booking may add the flight.
 */
const quoteReturnLeg = z.object({ pickupAt: pickupAtInput }).nullable().optional();

/**
 * POST …/quote: the offers for a trip (step 2) or the price of one car with extras (step 4). With a
 * `pickupAt` the offers carry the surcharges of that time (decision 0014); without it, the base price.
 */
export const quoteBody = z
  .object({
    ...tripFields,
    taxiServiceId: z.uuid().optional(),
    pickupAt: pickupAtInput.optional(),
    returnLeg: quoteReturnLeg,
  })
  .superRefine(refineTrip)
  .meta({ id: 'QuoteRequest' });
export type QuoteBody = z.input<typeof quoteBody>;

export const priceLineSchema = z.object({
  extraServiceId: z.uuid(),
  nameAr: z.string(),
  nameEn: z.string(),
  unitPrice: z.number().int(),
  quantity: z.number().int(),
  total: z.number().int(),
});
export type PriceLine = z.infer<typeof priceLineSchema>;

/**
 * How a price is made up, in minor units: total = fare (transfer, or hourly × hours) + surcharges + extras
 * (decision 0014: surcharges are on the fare only).
 */
export const priceBreakdownSchema = z
  .object({
    /** The transfer price; 0 for Hourly. */
    transferPrice: z.number().int(),
    hourlyPrice: z.number().int().nullable(),
    hours: z.number().int().nullable(),
    /** The surcharge rules the pickup time matched (none in a quote without `pickupAt`). */
    surcharges: z.array(surchargeLineSchema),
    surchargesTotal: z.number().int(),
    extras: z.array(priceLineSchema),
    extrasTotal: z.number().int(),
    /**
     * A return leg's discount (decision 0017): the outward route's percent of the leg's price before it,
     * rounded half up, taken off the total. Absent (or amount 0) on every other price.
     */
    returnDiscount: z.object({ percent: z.number().int(), amount: z.number().int() }).optional(),
    total: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'PriceBreakdown' });
export type PriceBreakdown = z.infer<typeof priceBreakdownSchema>;

/** The return leg of an offer (decision 0017): its own price (the discount a line of it), terms and distance. */
export const returnOfferSchema = z
  .object({
    taxiServiceId: z.uuid(),
    pricing: pricingBasisSchema,
    price: priceBreakdownSchema,
    cancellationTerms: cancellationTermsSchema,
    distance: tripDistanceSchema.nullable(),
    /** Outward total + return total: what one booking of both legs costs (its `expectedTotal`). */
    bothLegsTotal: z.number().int(),
  })
  .meta({ id: 'ReturnOffer' });
export type ReturnOffer = z.infer<typeof returnOfferSchema>;

export const offerSchema = z
  .object({
    /**
     * The price the offer comes from, which a booking sends back to be re-priced (decision 0015): the route
     * price (taxi service) with pricing Route, the car's distance tariff with pricing Distance.
     */
    taxiServiceId: z.uuid(),
    pricing: pricingBasisSchema,
    car: carSchema,
    /** Hourly: the fewest hours this car is booked for. */
    minHours: z.number().int().nullable(),
    price: priceBreakdownSchema,
    /** The cancellation tiers a booking of this offer gets (decision 0016): the route's, else the global; [] = free. */
    cancellationTerms: cancellationTermsSchema,
    /** With a return leg asked for (decision 0017): the same car on the reversed trip; the car is offered only with it. */
    returnLeg: returnOfferSchema.optional(),
  })
  .meta({ id: 'Offer' });
export type Offer = z.infer<typeof offerSchema>;

/** One end of a trip as it is priced: the catalogue location, or the smallest area around the point. */
export const routeEndSchema = z
  .object({
    kind: z.enum(['location', 'area']),
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
  })
  .meta({ id: 'RouteEnd' });
export type RouteEnd = z.infer<typeof routeEndSchema>;

export const quoteResponse = z
  .object({
    area: areaSummarySchema,
    location: locationSummarySchema.nullable(),
    /** Where the trip starts and ends as it is priced (Hourly: the place's area both times). */
    from: routeEndSchema,
    to: routeEndSchema,
    /**
     * False when no price covers these two ends for any car: the trip is not sold (no offers, and booking it
     * is refused with `routeNotServed`). True with no offers means no car fits the party.
     */
    served: z.boolean(),
    /**
     * The transfer's distance and duration between its two ends (decision 0015): by road from the routing
     * service when ROUTING_URL is set and answers, else estimated; null for Hourly and unserved trips.
     */
    distance: tripDistanceSchema.nullable(),
    /** Cheapest first; cars too small for the passengers and bags are left out. */
    offers: z.array(offerSchema),
    /** The earliest pickup time accepted now (the lead time from the configuration). */
    earliestPickupAt: timestampSchema,
  })
  .meta({ id: 'Quote' });
export type Quote = z.infer<typeof quoteResponse>;

/** Airline code (2 characters, or 3 letters) and 1–4 digits with an optional suffix, e.g. SV1234, MS 915. */
export const FLIGHT_NUMBER_FORMAT = message('flightNumberFormat');
export const flightNumber = z
  .string()
  .trim()
  .toUpperCase()
  .transform((value) => toAsciiDigits(value).replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^([A-Z0-9]{2}|[A-Z]{3})\d{1,4}[A-Z]?$/, FLIGHT_NUMBER_FORMAT));

/** ISO 3166-1 alpha-2, e.g. SA; shown in the reader's language. */
export const nationality = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, message('nationalityFormat'));

export const travellerFields = {
  travellerName: personName,
  travellerPhone: phone,
  travellerEmail: z
    .union([email, z.literal('')])
    .transform((value) => value || null)
    .nullable()
    .optional(),
  travellerNationality: z
    .union([nationality, z.literal('')])
    .transform((value) => value || null)
    .nullable()
    .optional(),
  flightNumber: z
    .union([flightNumber, z.literal('')])
    .transform((value) => value || null)
    .nullable()
    .optional(),
  notes: optionalText(1000),
};

/** The body of a booking: the trip, the chosen car, the pickup time and the traveller. */
export const bookTripBody = z
  .object({
    ...tripFields,
    taxiServiceId: z.uuid(),
    pickupAt: pickupAtInput,
    /**
     * The total the client showed (minor units); when sent and the server's price differs, the booking is
     * refused with `priceChanged` (a stale or forged price is never charged).
     */
    expectedTotal: z
      .number()
      .int()
      .min(0)
      .max(PRICE_MAX * 2)
      .optional(),
    ...travellerFields,
    /** Book the return leg too (decision 0017), with its own pickup time and flight; `expectedTotal` is then both legs'. */
    returnLeg: z
      .object({ pickupAt: pickupAtInput, flightNumber: travellerFields.flightNumber })
      .nullable()
      .optional(),
  })
  .superRefine(refineTrip)
  .meta({ id: 'BookTrip' });
export type BookTripBody = z.input<typeof bookTripBody>;

/** Changes to a booking while Requested: only the fields sent change. */
export const editTravellerBody = z
  .object({
    travellerName: travellerFields.travellerName.optional(),
    travellerPhone: travellerFields.travellerPhone.optional(),
    travellerEmail: travellerFields.travellerEmail,
    travellerNationality: travellerFields.travellerNationality,
    flightNumber: travellerFields.flightNumber,
    notes: travellerFields.notes,
  })
  .meta({ id: 'EditTraveller' });
export type EditTravellerBody = z.input<typeof editTravellerBody>;

/** What a booking keeps of the catalogue at booking time, so later edits never change it. */
export const tripSnapshotSchema = z.object({
  area: areaSummarySchema,
  location: locationSummarySchema.nullable(),
  car: z.object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    type: carSchema.shape.type,
    passengers: z.number().int(),
    bags: z.number().int(),
  }),
});
export type TripSnapshot = z.infer<typeof tripSnapshotSchema>;

/** The booked trip as both agent and customer bookings return it, between their place and their closing reason. */
export const bookedTripFields = {
  ...tripSnapshotSchema.shape,
  /** The route price, or with pricing Distance the distance tariff, the booking was priced from. */
  taxiServiceId: z.uuid(),
  pricing: pricingBasisSchema,
  /** The transfer's distance and duration as quoted at booking (null: Hourly, or booked before #17). */
  distanceMeters: z.number().int().nullable(),
  durationSeconds: z.number().int().nullable(),
  /** The cancellation tiers fixed at booking (decision 0016), furthest first; [] = free. */
  cancellationTerms: cancellationTermsSchema,
  passengers: z.number().int(),
  bags: z.number().int(),
  pickupAt: timestampSchema,
  flightNumber: z.string().nullable(),
  travellerName: z.string(),
  travellerPhone: z.string(),
  travellerEmail: z.string().nullable(),
  travellerNationality: z.string().nullable(),
  notes: z.string().nullable(),
  price: priceBreakdownSchema,
};

/**
 * What a row of a bookings list carries of the booked trip (issue #21, narrower list rows): what the tables
 * and cards show — the route's ends, the car's name, pickup, traveller, flight, the total (and hours). The
 * drawer fetches the whole booking by id.
 */
export const bookedTripListFields = {
  location: locationSummarySchema.nullable(),
  car: tripSnapshotSchema.shape.car.pick({ id: true, nameAr: true, nameEn: true }),
  pickupAt: timestampSchema,
  flightNumber: z.string().nullable(),
  travellerName: z.string(),
  price: z.object({ hours: z.number().int().nullable(), total: z.number().int(), currency: z.string() }),
};

/** 409 for completing a booking whose pickup time has not come; the web hides Complete until then. */
export const BOOKING_NOT_STARTED_MESSAGE = message('bookingNotStarted');

export { IDEMPOTENCY_KEY_HEADER };
/** Booking reference MS-YYMMDD-NNNN (more digits after 9999 bookings in a day). */
export const BOOKING_REFERENCE_PATTERN = /^MS-\d{6}-\d{4,}$/;
