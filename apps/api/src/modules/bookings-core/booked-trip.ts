import { createHash } from 'node:crypto';
import { BOOKING_HORIZON_DAYS } from '@masar/contract/constants';
import { fieldMessage } from '@masar/contract/messages';
import { type bookTripBody, IDEMPOTENCY_KEY_HEADER } from '@masar/contract/trips';
import { z } from 'zod';
import { type AppConfig, distanceOptionsOf } from '../../config';
import type { Database } from '../../db/client';
import type { agentBookings } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { quoteTrip, routeNotServed } from '../pricing/trip-quote';

/**
 * What agent and customer bookings share once a trip is booked: the checks before it is stored, the
 * columns both tables keep (snapshot, place, traveller, price) and the way those are read back.
 */

export type BookTrip = z.output<typeof bookTripBody>;
type Config = Pick<AppConfig, 'currency' | 'bookingLeadMinutes' | 'timeZone' | 'routingUrl' | 'roadFactor'>;

export const FLIGHT_REQUIRED = fieldMessage('flightNumber', 'flightRequired');

/**
 * Prices the chosen car on the server at its pickup time, surcharges included (the client's price is never read) — a trip no route price covers
 * is refused with `routeNotServed` (decision 0009) — and checks what a booking needs beyond a quote: the pickup within the lead time and horizon, and a flight for an airport trip.
 */
export async function priceBookedTrip(db: Database, config: Config, body: BookTrip, settingsToken?: string) {
  const now = new Date();
  const quote = await quoteTrip(db, body, {
    currency: config.currency,
    leadMinutes: config.bookingLeadMinutes,
    timeZone: config.timeZone,
    now,
    distance: distanceOptionsOf(config),
    settingsToken,
  });
  // quoteTrip refuses a chosen car on a trip no price covers; a booking states it again, as the rule.
  if (!quote.served) throw routeNotServed(quote.from, quote.to);
  const offer = quote.offers[0];
  if (!offer) throw new Error('quoteTrip returned no offer for a taxiServiceId');
  // A client may say which total it showed; the server's price is charged, or the booking is refused.
  // With a return leg that is both legs' total (decision 0017).
  const total = offer.returnLeg?.bothLegsTotal ?? offer.price.total;
  if (body.expectedTotal !== undefined && body.expectedTotal !== total) {
    throw badRequest([fieldMessage('expectedTotal', 'priceChanged', { total: (total / 100).toFixed(2) })]);
  }
  checkPickup(body.pickupAt, quote.earliestPickupAt, now);
  if (body.returnLeg) checkPickup(body.returnLeg.pickupAt, quote.earliestPickupAt, now, 'returnLeg.pickupAt');
  if (quote.location?.type === 'Airport' && !body.flightNumber) {
    throw badRequest([FLIGHT_REQUIRED]);
  }
  if (quote.location?.type === 'Airport' && body.returnLeg && !body.returnLeg.flightNumber) {
    throw badRequest([fieldMessage('returnLeg.flightNumber', 'flightRequired')]);
  }
  return { quote, offer, total };
}

function checkPickup(pickupIso: string, earliestPickupAt: string, now: Date, field = 'pickupAt') {
  const pickupAt = new Date(pickupIso).getTime();
  if (pickupAt < new Date(earliestPickupAt).getTime()) {
    const minutes = Math.round((new Date(earliestPickupAt).getTime() - now.getTime()) / 60_000);
    throw badRequest([
      minutes % 60 === 0
        ? fieldMessage(field, 'pickupTooSoonHours', { hours: minutes / 60 })
        : fieldMessage(field, 'pickupTooSoonMinutes', { minutes }),
    ]);
  }
  if (pickupAt > now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000) {
    throw badRequest([fieldMessage(field, 'pickupTooFar', { days: BOOKING_HORIZON_DAYS })]);
  }
}

type PricedTrip = Pick<Awaited<ReturnType<typeof priceBookedTrip>>, 'quote' | 'offer'>;
type BookingRow = typeof agentBookings.$inferInsert;
type TripColumns = Omit<BookingRow, 'id' | 'reference' | 'agentId' | 'status' | 'placeId'>;

/** The columns a booking of either kind stores for the priced trip, with its catalogue snapshot. */
export function bookedTripColumns(body: BookTrip, { quote, offer }: PricedTrip): TripColumns {
  return {
    direction: body.direction,
    areaId: quote.area.id,
    locationId: quote.location?.id ?? null,
    carId: offer.car.id,
    carType: offer.car.type,
    taxiServiceId: offer.pricing === 'Route' ? offer.taxiServiceId : null,
    distanceTariffId: offer.pricing === 'Distance' ? offer.taxiServiceId : null,
    pricing: offer.pricing,
    distanceMeters: quote.distance?.meters ?? null,
    durationSeconds: quote.distance?.seconds ?? null,
    cancellationTerms: offer.cancellationTerms,
    snapshot: {
      area: quote.area,
      location: quote.location,
      car: {
        id: offer.car.id,
        nameAr: offer.car.nameAr,
        nameEn: offer.car.nameEn,
        type: offer.car.type,
        passengers: offer.car.passengers,
        bags: offer.car.bags,
      },
    },
    placeAddress: quote.place.address,
    placeLat: quote.place.lat,
    placeLng: quote.place.lng,
    passengers: body.passengers,
    bags: body.bags,
    hours: offer.price.hours,
    pickupAt: new Date(body.pickupAt),
    flightNumber: body.direction === 'Hourly' ? null : (body.flightNumber ?? null),
    travellerName: body.travellerName,
    travellerPhone: body.travellerPhone,
    travellerEmail: body.travellerEmail ?? null,
    travellerNationality: body.travellerNationality ?? null,
    notes: body.notes ?? null,
    transferPrice: offer.price.transferPrice,
    hourlyPrice: offer.price.hourlyPrice,
    surcharges: offer.price.surcharges,
    surchargesTotal: offer.price.surchargesTotal,
    extras: offer.price.extras,
    extrasTotal: offer.price.extrasTotal,
    returnDiscountPercent: offer.price.returnDiscount?.percent ?? 0,
    returnDiscount: offer.price.returnDiscount?.amount ?? 0,
    totalPrice: offer.price.total,
    vatAddedBasisPoints: quote.vatAddedBasisPoints,
    currency: offer.price.currency,
  };
}

/**
 * The columns of a return trip's return leg (decision 0017): the outward trip reversed, at the return pickup
 * time and flight, priced as the offer's return leg (its own route price, terms, distance and discount).
 */
export function returnLegColumns(body: BookTrip, { quote, offer }: PricedTrip): TripColumns | null {
  const leg = offer.returnLeg;
  if (!body.returnLeg || !leg || body.direction === 'Hourly') return null;
  const reversed: BookTrip = {
    ...body,
    direction: body.direction === 'Arrival' ? 'Leaving' : 'Arrival',
    pickupAt: body.returnLeg.pickupAt,
    flightNumber: body.returnLeg.flightNumber ?? null,
  };
  return bookedTripColumns(reversed, {
    quote: { ...quote, distance: leg.distance },
    offer: {
      ...offer,
      taxiServiceId: leg.taxiServiceId,
      pricing: leg.pricing,
      price: leg.price,
      cancellationTerms: leg.cancellationTerms,
    },
  });
}

/** The headers of a booking request: a client-chosen retry key, printable ASCII, 1–200 characters. */
export const idempotencyHeaders = z.object({
  [IDEMPOTENCY_KEY_HEADER]: z
    .string()
    .regex(/^[\x21-\x7e]{1,200}$/, 'Idempotency-Key must be 1–200 printable characters')
    .optional(),
});

/** SHA-256 of a booking request, so an Idempotency-Key reused for a different body is refused. */
export function requestHashOf(body: unknown): string {
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** A change of flight must keep an airport trip's flight, and an hourly booking has none. */
export function checkFlightChange(
  current: { direction: string; location: { type: string } | null },
  changes: { flightNumber?: string | null },
): void {
  if ('flightNumber' in changes && !changes.flightNumber && current.location?.type === 'Airport') {
    throw badRequest([FLIGHT_REQUIRED]);
  }
  if (current.direction === 'Hourly' && changes.flightNumber) {
    throw badRequest([fieldMessage('flightNumber', 'hourlyHasNoFlight')]);
  }
}
