import { quoteBody } from '@masar/contract/trips';
import { describe, expect, it } from 'vitest';
import { emptyTrip, type TripDraft } from '../../bookings-core/trip/trip-params';
import { searchComplete, searchQuoteOf } from './public-flow';

const airport = '0810c20a-f385-4199-ad9c-19681e4af533';
const arrival: TripDraft = {
  ...emptyTrip,
  direction: 'Arrival',
  locationId: airport,
  place: { address: 'Kingdom Centre Tower, Riyadh', lat: 24.711389, lng: 46.674444, placeId: null },
  date: '2030-05-01',
  time: '12:30',
  passengers: 2,
  bags: 1,
};

describe("the customer's search", () => {
  it('is complete with a quotable trip and its pickup time', () => {
    expect(searchComplete(arrival)).toBe(true);
    expect(searchComplete({ ...arrival, time: null })).toBe(false);
    expect(searchComplete({ ...arrival, locationId: null })).toBe(false);
    expect(searchComplete({ ...arrival, place: null })).toBe(false);
  });

  it('needs the hours of a car with driver, and prices those hours', () => {
    const hourly: TripDraft = { ...arrival, direction: 'Hourly', locationId: null, hours: null };
    expect(searchComplete(hourly)).toBe(false);
    const withHours = { ...hourly, hours: 5 };
    expect(searchComplete(withHours)).toBe(true);
    const quote = searchQuoteOf(withHours);
    expect(quote).toMatchObject({ direction: 'Hourly', locationId: null, hours: 5 });
    expect(quoteBody.safeParse(quote).success).toBe(true);
  });

  it('never sends hours for a transfer', () => {
    expect(searchQuoteOf({ ...arrival, hours: 4 })).not.toHaveProperty('hours');
  });
});
