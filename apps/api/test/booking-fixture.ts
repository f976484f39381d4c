import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { CreateCustomerBookingBody } from '@masar/contract/customer-bookings';
import type { Database } from '../src/db/client';
import {
  createArea,
  createCar,
  createLocation,
  createTaxiService,
  rectangle,
} from '../src/seed/catalogue-factories';
import type { createTestApp } from './test-app';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

/**
 * The test kit's one bookable catalogue: an area around Riyadh with its airport inside, a sedan for 4
 * passengers and 2 bags, and one price for that car at `price` (halalas): within the area, or on the
 * route airport ↔ area when `atAirport`. Tests of the catalogue itself build their own; booking tests
 * start here.
 */
export async function bookingCatalogue(db: Database, { price = 10_000, atAirport = false } = {}) {
  // The airport (24.96 N) lies in the area: a within-area price covers a trip from it (decision 0009).
  const area = await createArea(db, { polygon: rectangle(46.5, 24.5, 46.9, 25.0) });
  const airport = await createLocation(db, { type: 'Airport', lat: 24.96, lng: 46.7 });
  const car = await createCar(db, { passengers: 4, bags: 2, type: 'Sedan' });
  const service = await createTaxiService(db, {
    areaId: area.id,
    carId: car.id,
    price,
    ...(atAirport && { locationId: airport.id }),
  });
  return { areaId: area.id, airportId: airport.id, carId: car.id, serviceId: service.id };
}

export type BookingCatalogue = Awaited<ReturnType<typeof bookingCatalogue>>;

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A valid POST /agents-bookings/create-by-agent body for that catalogue: an arrival in 5 hours. */
export function agentTripBody(catalogue: BookingCatalogue, overrides: Record<string, unknown> = {}) {
  return {
    direction: 'Arrival',
    locationId: catalogue.airportId,
    place: { address: 'Olaya St', lat: 24.69, lng: 46.68 },
    passengers: 2,
    bags: 1,
    taxiServiceId: catalogue.serviceId,
    pickupAt: hoursFromNow(5),
    flightNumber: 'SV1',
    travellerName: 'Test Traveller',
    travellerPhone: '+966501234567',
    ...overrides,
  };
}

/** A catalogue with one airport service (100.00) and the body of an agent booking it can take. */
export async function bookableTrip(db: Database) {
  return agentTripBody(await bookingCatalogue(db));
}

/** The agent books the trip through the real endpoint. */
export async function bookTrip(app: App, authorization: string, trip: object) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/agents-bookings/create-by-agent',
    headers: { authorization },
    payload: trip,
  });
  return { status: response.statusCode, booking: response.json() as AgentBooking };
}

/** A catalogue for customer-booking tests: the sedan priced 200.00 from the airport. */
export function customerTripCatalogue(db: Database) {
  return bookingCatalogue(db, { price: 20_000, atAirport: true });
}

/** A valid POST /bookings body for that catalogue: an arrival in 5 hours, paid in cash. */
export function customerBookingBody(
  catalogue: BookingCatalogue,
  overrides: Partial<CreateCustomerBookingBody> = {},
): CreateCustomerBookingBody {
  return {
    direction: 'Arrival',
    locationId: catalogue.airportId,
    place: { address: 'Olaya St, Riyadh', lat: 24.69, lng: 46.68 },
    passengers: 2,
    bags: 1,
    taxiServiceId: catalogue.serviceId,
    pickupAt: hoursFromNow(5),
    flightNumber: 'SV1234',
    travellerName: 'Test Traveller',
    travellerPhone: '+966501234567',
    paymentMethod: 'Cash',
    ...overrides,
  };
}
