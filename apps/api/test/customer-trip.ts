import type { CreateCustomerBookingBody } from '@masar/contract/customer-bookings';
import type { Database } from '../src/db/client';
import {
  createArea,
  createCar,
  createLocation,
  createTaxiService,
  rectangle,
} from '../src/seed/catalogue-factories';

/** A small catalogue for customer-booking tests: an airport and one sedan priced 200.00 from it. */
export async function customerTripCatalogue(db: Database) {
  const area = await createArea(db, { polygon: rectangle(46.5, 24.5, 46.9, 24.9) });
  const airport = await createLocation(db, { type: 'Airport', lat: 24.96, lng: 46.7 });
  const sedan = await createCar(db, { passengers: 4, bags: 2, type: 'Sedan' });
  const service = await createTaxiService(db, {
    areaId: area.id,
    carId: sedan.id,
    locationId: airport.id,
    price: 20_000,
  });
  return { areaId: area.id, airportId: airport.id, sedanId: sedan.id, serviceId: service.id };
}

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A valid POST /bookings body for that catalogue: an arrival in 5 hours, paid in cash. */
export function customerBookingBody(
  catalogue: Awaited<ReturnType<typeof customerTripCatalogue>>,
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
