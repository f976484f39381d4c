import { bookTripBody } from '@masar/contract/trips';
import { describe, expect, it } from 'vitest';
import { emptyTrip, readTrip, type TripDraft, tripSearch } from './trip-params';
import { bookingOf, quoteOf, reachableStep } from './trip-requests';

const airport = '0810c20a-f385-4199-ad9c-19681e4af533';
const service = 'a502f40b-5d18-495c-9404-fb440dcac8b5';
const savedPlace = 'dce66404-91af-463c-a2c1-041b0b04a192';

const arrival: TripDraft = {
  ...emptyTrip,
  direction: 'Arrival',
  locationId: airport,
  place: { address: 'Kingdom Centre Tower, Riyadh', lat: 24.711389, lng: 46.674444, placeId: savedPlace },
  date: '2026-05-01',
  passengers: 2,
  bags: 3,
};
const traveller = {
  travellerName: 'Sara Traveller',
  travellerPhone: '+966501234567',
  travellerEmail: '',
  travellerNationality: 'SA',
  notes: '',
};

describe('the trip in the URL', () => {
  it('round-trips through the query', () => {
    const full = { ...arrival, taxiServiceId: service, time: '14:30', flight: 'SV1234' };
    const search = tripSearch(full);
    expect(search).toContain('address=Kingdom+Centre+Tower%2C+Riyadh');
    expect(readTrip(new URLSearchParams(search))).toEqual({ ...full, hours: null });
  });

  it('reads malformed values as not chosen, and keeps the rest', () => {
    const trip = readTrip(
      new URLSearchParams(
        `direction=Sideways&location=not-a-uuid&address=X&lat=95&lng=46&date=tomorrow&passengers=0&bags=-1&service=${service}&time=2pm&hours=1.5`,
      ),
    );
    expect(trip).toEqual({ ...emptyTrip, taxiServiceId: service });
  });

  it('drops the location and the flight of an hourly trip, and the hours of a transfer', () => {
    const hourly = readTrip(
      new URLSearchParams(tripSearch({ ...arrival, direction: 'Hourly', flight: 'SV1', hours: 4 })),
    );
    expect(hourly.locationId).toBeNull();
    expect(hourly.flight).toBeNull();
    expect(hourly.hours).toBe(4);
    expect(readTrip(new URLSearchParams(tripSearch({ ...arrival, hours: 4 }))).hours).toBeNull();
  });

  it('says how far the flow may go', () => {
    expect(reachableStep(emptyTrip)).toBe('trip');
    expect(reachableStep({ ...arrival, locationId: null })).toBe('trip');
    expect(reachableStep({ ...arrival, date: null })).toBe('trip');
    expect(reachableStep(arrival)).toBe('car');
    expect(reachableStep({ ...arrival, taxiServiceId: service })).toBe('time');
    expect(reachableStep({ ...arrival, taxiServiceId: service, time: '14:30' })).toBe('traveller');
    const hourly = { ...arrival, direction: 'Hourly' as const, taxiServiceId: service, time: '14:30' };
    expect(reachableStep(hourly)).toBe('time');
    expect(reachableStep({ ...hourly, hours: 3 })).toBe('traveller');
  });

  it('makes a quote request only of a complete first step, checked by the contract', () => {
    expect(quoteOf(arrival)).toEqual({
      direction: 'Arrival',
      locationId: airport,
      place: arrival.place,
      passengers: 2,
      bags: 3,
    });
    expect(quoteOf({ ...arrival, locationId: null })).toBeNull();
    expect(quoteOf({ ...arrival, direction: 'Hourly', locationId: null })?.locationId).toBeNull();
  });

  it('makes a booking body the contract accepts, with the pickup in Riyadh time', () => {
    const trip = { ...arrival, taxiServiceId: service, time: '14:30', flight: 'SV1234' };
    const extras = [{ extraServiceId: service, quantity: 2 }];
    const body = bookingOf(trip, extras, traveller);
    expect(body).toMatchObject({ taxiServiceId: service, pickupAt: '2026-05-01T11:30:00.000Z', extras });
    expect(bookTripBody.safeParse(body).success).toBe(true);
    expect(bookingOf({ ...trip, time: null }, [], traveller)).toBeNull();
    expect(bookingOf({ ...trip, direction: 'Hourly', hours: 3 }, [], traveller)).toMatchObject({
      flightNumber: null,
      hours: 3,
      locationId: null,
    });
  });

  it('carries a return trip (decision 0017): the way back in the query, its quote and its booking', () => {
    const trip = {
      ...arrival,
      taxiServiceId: service,
      time: '14:30',
      flight: 'SV1234',
      returnTrip: true,
      returnDate: '2026-05-03',
      returnTime: '23:00',
      returnFlight: 'SV1235',
    };
    expect(readTrip(new URLSearchParams(tripSearch(trip)))).toEqual({ ...trip, hours: null });
    // Until the way back has its day and time, the trip is not complete.
    expect(quoteOf({ ...trip, returnTime: null })).toBeNull();
    expect(reachableStep({ ...trip, returnTime: null })).toBe('trip');
    expect(quoteOf(arrival)?.returnLeg).toBeUndefined();
    expect(quoteOf({ ...trip, taxiServiceId: null })?.returnLeg).toEqual({
      pickupAt: '2026-05-03T20:00:00.000Z',
    });
    const body = bookingOf(trip, [], traveller);
    expect(body?.returnLeg).toEqual({ pickupAt: '2026-05-03T20:00:00.000Z', flightNumber: 'SV1235' });
    expect(bookTripBody.safeParse(body).success).toBe(true);
    // Hourly has no way back: the switch is dropped from the query.
    const hourly = readTrip(new URLSearchParams(tripSearch({ ...trip, direction: 'Hourly', hours: 3 })));
    expect(hourly.returnTrip).toBe(false);
  });
});
