import { fieldMessage } from '@masar/contract/messages';
import type { SimulateBody, SimulatedCar, SimulateResponse, simulateBody } from '@masar/contract/price-tools';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { cars, locations } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';
import { type PricingContext, quoteTrip } from '../pricing/trip-quote';

/**
 * The price simulator (issue #17): a trip priced by quoteTrip — the very code a booking is priced by — at
 * a pickup time, for one passenger without bags or extras, shown for every active car. A location pickup is
 * an Arrival to the drop-off (a point, or a location's point); otherwise the drop-off must be a location and
 * the trip is Leaving.
 */
export async function simulatePrice(
  db: Database,
  input: SimulateBody,
  context: PricingContext,
): Promise<SimulateResponse> {
  const body = input as z.output<typeof simulateBody>;
  const { pickup, dropOff } = body;
  const direction = 'locationId' in pickup ? 'Arrival' : 'locationId' in dropOff ? 'Leaving' : null;
  if (!direction) throw badRequest([fieldMessage('pickup', 'simulatorNeedsLocation')]);
  const [locationEnd, placeEnd] = direction === 'Arrival' ? [pickup, dropOff] : [dropOff, pickup];
  const place = await placeOf(db, placeEnd);
  const quote = await quoteTrip(
    db,
    {
      direction,
      locationId: 'locationId' in locationEnd ? locationEnd.locationId : null,
      place,
      passengers: 1,
      bags: 0,
      extras: [],
      pickupAt: body.pickupAt,
    },
    context,
  );
  const allCars = await db
    .select({ id: cars.id, nameAr: cars.nameAr, nameEn: cars.nameEn, type: cars.type })
    .from(cars)
    .where(and(eq(cars.active, true), isNull(cars.deletedAt)))
    .orderBy(asc(cars.nameEn));
  const served: SimulatedCar[] = quote.offers.map((offer) => ({
    car: { id: offer.car.id, nameAr: offer.car.nameAr, nameEn: offer.car.nameEn, type: offer.car.type },
    served: true,
    pricing: offer.pricing,
    sourceId: offer.taxiServiceId,
    price: offer.price,
  }));
  const offered = new Set(served.map((item) => item.car.id));
  const notServed: SimulatedCar[] = allCars
    .filter((car) => !offered.has(car.id))
    .map((car) => ({ car, served: false, pricing: null, sourceId: null, price: null }));
  return {
    direction,
    from: quote.from,
    to: quote.to,
    served: quote.served,
    distance: quote.distance,
    pickupAt: body.pickupAt,
    cars: [...served, ...notServed],
  };
}

/** The place end: the point as given, or a location's point (named by the location). */
async function placeOf(db: Database, end: z.output<typeof simulateBody>['pickup']) {
  if (!('locationId' in end)) return { address: `${end.lat}, ${end.lng}`, lat: end.lat, lng: end.lng };
  const [row] = await db
    .select({ nameEn: locations.nameEn, lat: locations.lat, lng: locations.lng })
    .from(locations)
    .where(and(eq(locations.id, end.locationId), isNull(locations.deletedAt)));
  if (!row) throw badRequest([fieldMessage('dropOff.locationId', 'locationNotFound')]);
  return { address: row.nameEn, lat: row.lat, lng: row.lng };
}
