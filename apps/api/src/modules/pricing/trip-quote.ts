import type { PricingBasis, TripDistance } from '@masar/contract/distance-pricing';
import { fieldMessage, message } from '@masar/contract/messages';
import type {
  Offer,
  PriceBreakdown,
  Quote,
  quoteBody,
  RouteEnd,
  TripDirection,
  TripPlace,
} from '@masar/contract/trips';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { extraServices } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { areasContaining, toAreaSummary } from '../areas/areas.service';
import { termsOf } from '../cancellation-policy/cancellation-policy.service';
import { toLocationSummary } from '../locations/locations.service';
import { activeDistanceTariffs, distancePairAllowed } from './distance-prices';
import { offeredCar, pricingSettings } from './pricing-settings';
import { findRoutePrices, type RoutePrice } from './route-prices';
import { type DistanceOptions, distanceFare, tripDistance } from './trip-distance';
import { type ChosenExtra, priceTrip } from './trip-pricing';

export type TripRequest = z.output<typeof quoteBody>;
export const NO_AREA = message('noAreaCoversPlace');

export interface PricingContext {
  currency: string;
  /** Minimum minutes between now and the pickup. */
  leadMinutes: number;
  /** The business time zone, in which surcharge windows, days and dates are read (decision 0014). */
  timeZone: string;
  now?: Date;
  /** The routing service and road factor of the trip's distance (decision 0015). */
  distance?: DistanceOptions;
  /** The pricing settings' token, when the caller read it already (pricingTokenSql). */
  settingsToken?: string;
}

/** A quote plus the place as the booking records it. */
export interface TripQuote extends Quote {
  place: Required<TripPlace>;
  /** The VAT rate added to the catalogue prices in every offer (null: catalogue prices include VAT). */
  vatAddedBasisPoints: number | null;
}

/**
 * Prices a trip on the server (DESIGN.md §5, decision 0009): the trip's two ends pick each car's most
 * specific route price (route-prices.ts), cars too small for the passengers or bags are left out, and each
 * offer is priced by priceTrip with the chosen extras. `served` is false when no price of any car covers
 * the two ends. With a `taxiServiceId` only that offer is returned, and a 400 says why when there is none:
 * `routeNotServed` for a trip nobody prices, `carNotOffered` for a car that is not among the offers.
 */
export async function quoteTrip(
  db: Database,
  trip: TripRequest,
  context: PricingContext,
): Promise<TripQuote> {
  const { discounts, ...quote } = await quoteOneWay(db, trip, context);
  if (!trip.returnLeg || trip.direction === 'Hourly') return quote;
  return withReturnLegs(
    db,
    { ...trip, direction: trip.direction },
    quote,
    discounts,
    trip.returnLeg.pickupAt,
    context,
  );
}

/** The way back of a transfer: the same location and place, the other way (decision 0017). */
const REVERSED: Record<Exclude<TripDirection, 'Hourly'>, TripDirection> = {
  Arrival: 'Leaving',
  Leaving: 'Arrival',
};

/**
 * A return trip (decision 0017): the outward trip reversed, priced by the same engine at the return pickup
 * time (its own route price, surcharges and terms). An outward offer is kept only when the same car prices
 * the return too; the outward route price's `returnDiscountPercent` comes off the return leg's total.
 */
async function withReturnLegs(
  db: Database,
  trip: TripRequest & { direction: 'Arrival' | 'Leaving' },
  quote: TripQuote,
  discounts: Map<string, number>,
  returnPickupAt: string,
  context: PricingContext,
): Promise<TripQuote> {
  const { discounts: _back, ...back } = await quoteOneWay(
    db,
    {
      ...trip,
      direction: REVERSED[trip.direction],
      pickupAt: returnPickupAt,
      taxiServiceId: undefined,
      returnLeg: undefined,
    },
    context,
  );
  const offers: Offer[] = [];
  for (const offer of quote.offers) {
    const other = back.offers.find((candidate) => candidate.car.id === offer.car.id);
    if (!other) continue;
    const price = discountedReturn(other.price, discounts.get(offer.taxiServiceId) ?? 0);
    offers.push({
      ...offer,
      returnLeg: {
        taxiServiceId: other.taxiServiceId,
        pricing: other.pricing,
        price,
        cancellationTerms: other.cancellationTerms,
        distance: back.distance,
        bothLegsTotal: offer.price.total + price.total,
      },
    });
  }
  if (trip.taxiServiceId && !offers.length) {
    throw badRequest([fieldMessage('taxiServiceId', 'returnNotOffered')]);
  }
  offers.sort((a, b) => (a.returnLeg?.bothLegsTotal ?? 0) - (b.returnLeg?.bothLegsTotal ?? 0));
  return { ...quote, offers };
}

/** The return leg's price less the outward route's discount: total − round half up(total × p / 100). */
export function discountedReturn(price: PriceBreakdown, percent: number): PriceBreakdown {
  if (percent <= 0) return price;
  const amount = Math.floor((price.total * percent + 50) / 100);
  return { ...price, returnDiscount: { percent, amount }, total: price.total - amount };
}

async function quoteOneWay(
  db: Database,
  trip: TripRequest,
  context: PricingContext,
): Promise<TripQuote & { discounts: Map<string, number> }> {
  // The catalogue and settings as this process keeps them (read again only after a change,
  // pricing-settings.ts); then the location end and the areas around each end, in memory. A bad location is
  // reported before bad extras.
  const settings = await pricingSettings(db, context.settingsToken);
  const location =
    trip.direction === 'Hourly' || !trip.locationId ? null : settings.locations.get(trip.locationId);
  if (location === undefined) throw badRequest([fieldMessage('locationId', 'locationNotFound')]);
  const extras = await chosenExtras(db, trip.extras);
  const locationAreas = location ? areasContaining(settings.areas, location.lat, location.lng) : [];
  const placeAreas = areasContaining(settings.areas, trip.place.lat, trip.place.lng);
  const area = placeAreas[0];
  if (!area) throw notFound(NO_AREA);

  const routes = findRoutePrices(settings.routes, {
    traversal: trip.direction,
    locationId: location?.id ?? null,
    locationAreaIds: locationAreas.map((row) => row.id),
    placeAreaIds: placeAreas.map((row) => row.id),
  });
  const { prices, distance } = await withDistance(db, trip, location, routes.prices, {
    placeAreaIds: placeAreas.map((row) => row.id),
    locationAreaIds: locationAreas.map((row) => row.id),
    options: context.distance,
    global: settings.distanceGlobal,
  });
  const served = prices.length > 0;
  const services = prices
    .filter(
      (service) =>
        service.car.passengers >= trip.passengers &&
        service.car.bags >= trip.bags &&
        (!trip.taxiServiceId || service.id === trip.taxiServiceId),
    )
    .sort(
      (a, b) => a.price - b.price || a.car.nameEn.localeCompare(b.car.nameEn) || a.id.localeCompare(b.id),
    );
  // Surcharges need the pickup time: a booking always has it, a quote only when it is sent (decision 0014).
  const rules = trip.pickupAt ? settings.rules : [];
  const pickupAt = trip.pickupAt ? new Date(trip.pickupAt) : null;
  const { vatAddedBasisPoints, globalTiers } = settings;
  const areaIds = [...placeAreas, ...locationAreas].map((row) => row.id);
  const offers: Offer[] = [];
  for (const service of services) {
    const price = priceTrip({
      direction: trip.direction,
      service,
      hours: trip.hours,
      extras,
      surcharges: pickupAt && {
        rules,
        trip: { pickupAt, timeZone: context.timeZone, areaIds, carType: service.car.type },
      },
      currency: context.currency,
      vatAddedBasisPoints,
    });
    if (price)
      offers.push({
        taxiServiceId: service.id,
        pricing: service.pricing,
        car: offeredCar(settings, service.car),
        minHours: service.minHours,
        price,
        cancellationTerms: termsOf(service.cancellationTiers, globalTiers),
      });
  }
  offers.sort((a, b) => a.price.total - b.price.total);

  const placeEnd = routeEnd('area', area);
  const locationEnd = location ? routeEnd('location', location) : placeEnd;
  const [from, to] = trip.direction === 'Arrival' ? [locationEnd, placeEnd] : [placeEnd, locationEnd];
  if (trip.taxiServiceId && !served) throw routeNotServed(from, to);
  if (!offers.length) rejectHoursBelowMinimum(trip, services);
  if (trip.taxiServiceId && !offers.length) {
    throw badRequest([fieldMessage('taxiServiceId', 'carNotOffered')]);
  }

  const now = context.now ?? new Date();
  return {
    area: toAreaSummary(area),
    location: location && toLocationSummary(location),
    from,
    to,
    served,
    distance,
    offers,
    earliestPickupAt: new Date(now.getTime() + context.leadMinutes * 60_000).toISOString(),
    place: {
      address: trip.place.address,
      lat: trip.place.lat,
      lng: trip.place.lng,
      placeId: trip.place.placeId ?? null,
    },
    vatAddedBasisPoints,
    discounts: new Map(services.map((service) => [service.id, service.returnDiscountPercent])),
  };
}

type PricedOffer = RoutePrice & { pricing: PricingBasis };

/**
 * The prices of the trip and its distance (decision 0015). A transfer that route prices cover keeps them
 * (and gets its distance for the quote); one they do not cover falls back to each car's distance tariff
 * when distance pricing is allowed globally or for a pair of areas around the two ends (either order).
 * Hourly is never priced by distance.
 */
async function withDistance(
  db: Database,
  trip: TripRequest,
  location: { lat: number; lng: number } | null,
  routePrices: RoutePrice[],
  ends: { placeAreaIds: string[]; locationAreaIds: string[]; options?: DistanceOptions; global: boolean },
): Promise<{ prices: PricedOffer[]; distance: TripDistance | null }> {
  const routed = routePrices.map((price) => ({ ...price, pricing: 'Route' as const }));
  if (trip.direction === 'Hourly' || !location) return { prices: routed, distance: null };
  const [from, to] = trip.direction === 'Arrival' ? [location, trip.place] : [trip.place, location];
  if (routed.length) return { prices: routed, distance: await tripDistance(from, to, ends.options) };
  if (!ends.global && !(await distancePairAllowed(db, ends.placeAreaIds, ends.locationAreaIds)))
    return { prices: [], distance: null };
  const tariffs = await activeDistanceTariffs(db);
  if (!tariffs.length) return { prices: [], distance: null };
  const distance = await tripDistance(from, to, ends.options);
  const prices = tariffs.map(({ baseFare, perKm, minimumFare, ...tariff }) => ({
    ...tariff,
    price: distanceFare({ baseFare, perKm, minimumFare }, distance.meters),
    pricing: 'Distance' as const,
  }));
  return { prices, distance };
}

const routeEnd = (kind: RouteEnd['kind'], row: { id: string; nameAr: string; nameEn: string }): RouteEnd => ({
  kind,
  id: row.id,
  nameAr: row.nameAr,
  nameEn: row.nameEn,
});

/** The 400 of a booking (or a one-car quote) of a trip no price covers, naming both ends in English. */
export const routeNotServed = (from: RouteEnd, to: RouteEnd) =>
  badRequest([message('routeNotServed', { from: from.nameEn, to: to.nameEn })]);

/**
 * Hourly for fewer hours than the cars that would take the group are hired for: a 400 on `hours` naming
 * the smallest minimum, the real reason there is no offer.
 */
function rejectHoursBelowMinimum(
  trip: TripRequest,
  services: { id: string; hourlyPrice: number | null; minHours: number | null }[],
) {
  if (trip.direction !== 'Hourly' || trip.hours == null) return;
  // `services` already holds only the chosen car when the trip names one.
  const minimums = services
    .filter((service) => service.hourlyPrice !== null)
    .map((service) => service.minHours)
    .filter((minHours): minHours is number => minHours !== null);
  const lowest = Math.min(...minimums);
  if (minimums.length && trip.hours < lowest)
    throw badRequest([fieldMessage('hours', 'hoursBelowMinimum', { minimum: lowest })]);
}

/** The chosen extras, each active and within its maximum quantity; one 400 message per problem. */
async function chosenExtras(db: Database, choices: TripRequest['extras']): Promise<ChosenExtra[]> {
  if (!choices.length) return [];
  const rows = await db
    .select()
    .from(extraServices)
    .where(
      and(
        inArray(
          extraServices.id,
          choices.map((choice) => choice.extraServiceId),
        ),
        eq(extraServices.active, true),
        isNull(extraServices.deletedAt),
      ),
    );
  const problems: string[] = [];
  const chosen: ChosenExtra[] = [];
  choices.forEach((choice, index) => {
    const extra = rows.find((row) => row.id === choice.extraServiceId);
    if (!extra) problems.push(fieldMessage(`extras.${index}.extraServiceId`, 'extraServiceNotFound'));
    else if (choice.quantity > extra.maxQuantity) {
      problems.push(
        fieldMessage(`extras.${index}.quantity`, 'extraMaxQuantity', {
          maximum: extra.maxQuantity,
          name: extra.nameEn,
        }),
      );
    } else chosen.push({ extra, quantity: choice.quantity });
  });
  if (problems.length) throw badRequest(problems);
  return chosen;
}
