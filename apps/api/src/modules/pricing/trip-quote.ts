import type { Car } from '@masar/contract/cars';
import type { LocationSummary } from '@masar/contract/locations';
import { fieldMessage, message } from '@masar/contract/messages';
import type { Offer, Quote, quoteBody, TripPlace } from '@masar/contract/trips';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { extraServices, locations } from '../../db/schema/index';
import { badRequest, notFound } from '../../lib/errors';
import { findAreaContaining, toAreaSummary } from '../areas/areas.service';
import { toLocationSummary } from '../locations/locations.service';
import { listAreaOffers } from '../taxi-services/taxi-services.service';
import { type ChosenExtra, priceTrip } from './trip-pricing';

export type TripRequest = z.output<typeof quoteBody>;
export const NO_AREA = message('noAreaCoversPlace');

export interface PricingContext {
  currency: string;
  /** Minimum minutes between now and the pickup. */
  leadMinutes: number;
  now?: Date;
}

/** A quote plus the place as the booking records it. */
export interface TripQuote extends Quote {
  place: Required<TripPlace>;
}

/**
 * Prices a trip on the server (DESIGN.md §5): the place's area picks the taxi services, cars too small
 * for the passengers or bags are left out, the location's own service of a car wins over its
 * any-location one, and each offer is priced by priceTrip with the chosen extras. With a
 * `taxiServiceId` only that offer is returned, and a 400 says so when it is not offered.
 */
export async function quoteTrip(
  db: Database,
  trip: TripRequest,
  context: PricingContext,
): Promise<TripQuote> {
  const location =
    trip.direction === 'Hourly' || !trip.locationId ? null : await activeLocation(db, trip.locationId);
  const extras = await chosenExtras(db, trip.extras);

  const area = await findAreaContaining(db, trip.place.lat, trip.place.lng);
  if (!area) throw notFound(NO_AREA);

  const services = await listAreaOffers(db, area.id, {
    passengers: trip.passengers,
    bags: trip.bags,
    locationId: location?.id,
  });
  const offers: Offer[] = [];
  for (const service of services) {
    if (trip.taxiServiceId && service.id !== trip.taxiServiceId) continue;
    const price = priceTrip({
      direction: trip.direction,
      service,
      hours: trip.hours,
      extras,
      currency: context.currency,
    });
    if (price)
      offers.push({ taxiServiceId: service.id, car: service.car as Car, minHours: service.minHours, price });
  }
  offers.sort((a, b) => a.price.total - b.price.total);
  if (!offers.length) rejectHoursBelowMinimum(trip, services);
  if (trip.taxiServiceId && !offers.length) {
    throw badRequest([fieldMessage('taxiServiceId', 'carNotOffered')]);
  }

  const now = context.now ?? new Date();
  return {
    area: toAreaSummary(area),
    location,
    offers,
    earliestPickupAt: new Date(now.getTime() + context.leadMinutes * 60_000).toISOString(),
    place: {
      address: trip.place.address,
      lat: trip.place.lat,
      lng: trip.place.lng,
      placeId: trip.place.placeId ?? null,
    },
  };
}

/**
 * Hourly for fewer hours than the cars that would take the group are hired for: a 400 on `hours` naming
 * the smallest minimum, the real reason there is no offer.
 */
function rejectHoursBelowMinimum(
  trip: TripRequest,
  services: { id: string; hourlyPrice: number | null; minHours: number | null }[],
) {
  if (trip.direction !== 'Hourly' || trip.hours == null) return;
  const minimums = services
    .filter((service) => !trip.taxiServiceId || service.id === trip.taxiServiceId)
    .filter((service) => service.hourlyPrice !== null)
    .map((service) => service.minHours)
    .filter((minHours): minHours is number => minHours !== null);
  const lowest = Math.min(...minimums);
  if (minimums.length && trip.hours < lowest)
    throw badRequest([fieldMessage('hours', 'hoursBelowMinimum', { minimum: lowest })]);
}

async function activeLocation(db: Database, id: string): Promise<LocationSummary> {
  const [row] = await db
    .select({ id: locations.id, nameAr: locations.nameAr, nameEn: locations.nameEn, type: locations.type })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.active, true), isNull(locations.deletedAt)));
  if (!row) throw badRequest([fieldMessage('locationId', 'locationNotFound')]);
  return toLocationSummary(row);
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
