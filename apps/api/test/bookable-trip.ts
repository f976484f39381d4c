import type { AgentBooking } from '@masar/contract/agent-bookings';
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

/** A catalogue with one airport service (100.00) and the body of a booking it can take. */
export async function bookableTrip(db: Database) {
  const area = await createArea(db, { polygon: rectangle(46.5, 24.5, 46.9, 24.9) });
  const airport = await createLocation(db, { type: 'Airport', lat: 24.96, lng: 46.7 });
  const car = await createCar(db, { passengers: 4, bags: 2 });
  const service = await createTaxiService(db, { areaId: area.id, carId: car.id, price: 10_000 });
  return {
    direction: 'Arrival',
    locationId: airport.id,
    place: { address: 'Olaya St', lat: 24.69, lng: 46.68 },
    passengers: 2,
    bags: 1,
    taxiServiceId: service.id,
    pickupAt: new Date(Date.now() + 5 * 3_600_000).toISOString(),
    flightNumber: 'SV1',
    travellerName: 'Test Traveller',
    travellerPhone: '+966501234567',
  };
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
