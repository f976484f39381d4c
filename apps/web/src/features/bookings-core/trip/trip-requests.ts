import { type BookTripBody, type ExtraChoice, type QuoteBody, quoteBody } from '@masar/contract/trips';
import { type BookingStep, pickupOf, returnPickupOf, type TripDraft } from './trip-params';

/** The API requests of a trip in the URL, valid by the contract's schemas, or null while a step is missing. */

/**
 * The quote request of a trip (steps 2–4), or null while the first step is incomplete. The price of one car
 * carries the pickup time once it is chosen, so the summary shows its surcharges (decision 0014); the
 * offers list never does (it shows base prices).
 */
export function quoteOf(
  trip: TripDraft,
  extra: Pick<QuoteBody, 'taxiServiceId' | 'extras' | 'hours'> = {},
): QuoteBody | null {
  if (!trip.place || !trip.date) return null;
  const pickupAt = extra.taxiServiceId ? pickupOf(trip) : null;
  // A return trip's offers are priced both ways (decision 0017): incomplete until the way back has its time.
  const returnPickupAt = returnPickupOf(trip);
  if (trip.returnTrip && trip.direction !== 'Hourly' && !returnPickupAt) return null;
  const candidate: QuoteBody = {
    direction: trip.direction,
    locationId: trip.direction === 'Hourly' ? null : trip.locationId,
    place: trip.place,
    passengers: trip.passengers,
    bags: trip.bags,
    ...extra,
    ...(pickupAt && { pickupAt }),
    ...(returnPickupAt && { returnLeg: { pickupAt: returnPickupAt } }),
  };
  return quoteBody.safeParse(candidate).success ? candidate : null;
}

/** The booking request of a complete trip with its extras and traveller, or null while a step is missing. */
export function bookingOf(
  trip: TripDraft,
  extras: ExtraChoice[],
  traveller: Pick<
    BookTripBody,
    'travellerName' | 'travellerPhone' | 'travellerEmail' | 'travellerNationality' | 'notes'
  >,
): BookTripBody | null {
  const hourly = trip.direction === 'Hourly';
  const quote = quoteOf(trip, {
    taxiServiceId: trip.taxiServiceId ?? undefined,
    hours: hourly ? trip.hours : undefined,
    extras,
  });
  const pickupAt = pickupOf(trip);
  if (!quote || !trip.taxiServiceId || !pickupAt) return null;
  return {
    ...quote,
    taxiServiceId: trip.taxiServiceId,
    pickupAt,
    flightNumber: hourly ? null : trip.flight,
    ...traveller,
    ...(quote.returnLeg && { returnLeg: { ...quote.returnLeg, flightNumber: trip.returnFlight } }),
  };
}

/** How far the trip in the URL goes: every step before the returned one is complete. */
export function reachableStep(trip: TripDraft): BookingStep {
  if (!quoteOf(trip)) return 'trip';
  if (!trip.taxiServiceId) return 'car';
  if (!pickupOf(trip) || (trip.direction === 'Hourly' && !trip.hours)) return 'time';
  return 'traveller';
}
