import { isUuid, tripDirections } from '@masar/contract/constants';
import type { TripDirection } from '@masar/contract/trips';
import { zonedToIso } from './business-time';

/**
 * The trip being booked lives in the URL query (reload, back button and a shared link keep it), one
 * parameter per choice. Every step reads it leniently: a malformed value counts as not chosen yet. Reading
 * and writing it needs no Zod (the home page loads this file); the requests built from it, checked against
 * the contract's schemas, are in trip-requests.ts.
 */
export interface TripDraft {
  direction: TripDirection;
  locationId: string | null;
  place: { address: string; lat: number; lng: number; placeId: string | null } | null;
  /** The trip's day in the business time zone, 'YYYY-MM-DD'. */
  date: string | null;
  passengers: number;
  bags: number;
  /** Step 2: the chosen offer. */
  taxiServiceId: string | null;
  /** Step 3: 'HH:mm' in the business time zone, the flight and the hours (Hourly). */
  time: string | null;
  flight: string | null;
  hours: number | null;
  /** A return trip (decision 0017; agent wizard and public site): the way back's day and time and its flight. */
  returnTrip: boolean;
  returnDate: string | null;
  returnTime: string | null;
  returnFlight: string | null;
}

export const emptyTrip: TripDraft = {
  direction: 'Arrival',
  locationId: null,
  place: null,
  date: null,
  passengers: 1,
  bags: 0,
  taxiServiceId: null,
  time: null,
  flight: null,
  hours: null,
  returnTrip: false,
  returnDate: null,
  returnTime: null,
  returnFlight: null,
};

function idOf(value: string | null): string | null {
  return isUuid(value) ? value : null;
}

function wholeNumber(value: string | null, min: number): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number >= min ? number : null;
}

function coordinate(value: string | null, limit: number): number | null {
  if (value === null || value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) && Math.abs(number) <= limit ? number : null;
}

export function readTrip(params: URLSearchParams): TripDraft {
  const direction = params.get('direction');
  const lat = coordinate(params.get('lat'), 90);
  const lng = coordinate(params.get('lng'), 180);
  const address = params.get('address')?.trim() ?? '';
  const date = params.get('date');
  const time = params.get('time');
  const returnDate = params.get('rdate');
  const returnTime = params.get('rtime');
  return {
    direction: (tripDirections as readonly string[]).includes(direction ?? '')
      ? (direction as TripDirection)
      : emptyTrip.direction,
    locationId: idOf(params.get('location')),
    place:
      address && lat !== null && lng !== null
        ? { address, lat, lng, placeId: idOf(params.get('place')) }
        : null,
    date: date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    passengers: wholeNumber(params.get('passengers'), 1) ?? emptyTrip.passengers,
    bags: wholeNumber(params.get('bags'), 0) ?? emptyTrip.bags,
    taxiServiceId: idOf(params.get('service')),
    time: time && /^\d{2}:\d{2}$/.test(time) ? time : null,
    flight: params.get('flight')?.trim() || null,
    hours: wholeNumber(params.get('hours'), 1),
    returnTrip: params.get('return') === '1' && direction !== 'Hourly',
    returnDate: returnDate && /^\d{4}-\d{2}-\d{2}$/.test(returnDate) ? returnDate : null,
    returnTime: returnTime && /^\d{2}:\d{2}$/.test(returnTime) ? returnTime : null,
    returnFlight: params.get('rflight')?.trim() || null,
  };
}

/** The query of a trip, without empty values; Hourly trips carry no location nor flight. */
export function tripSearch(trip: TripDraft): string {
  const hourly = trip.direction === 'Hourly';
  const entries: [string, string | number | null | undefined][] = [
    ['direction', trip.direction],
    ['location', hourly ? null : trip.locationId],
    ['address', trip.place?.address],
    ['lat', trip.place?.lat],
    ['lng', trip.place?.lng],
    ['place', trip.place?.placeId],
    ['date', trip.date],
    ['passengers', trip.passengers],
    ['bags', trip.bags],
    ['service', trip.taxiServiceId],
    ['time', trip.time],
    ['flight', hourly ? null : trip.flight],
    ['hours', hourly ? trip.hours : null],
    ...((trip.returnTrip && !hourly
      ? [
          ['return', '1'],
          ['rdate', trip.returnDate],
          ['rtime', trip.returnTime],
          ['rflight', trip.returnFlight],
        ]
      : []) as [string, string | null][]),
  ];
  const params = new URLSearchParams();
  for (const [key, value] of entries)
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  return `?${params.toString()}`;
}

/** The pickup instant of a trip, once its day and time are chosen. */
export function pickupOf(trip: TripDraft): string | null {
  return trip.date && trip.time ? zonedToIso(trip.date, trip.time) : null;
}

/** The return leg's pickup instant of a return trip, once its day and time are chosen (decision 0017). */
export function returnPickupOf(trip: TripDraft): string | null {
  return trip.returnTrip && trip.direction !== 'Hourly' && trip.returnDate && trip.returnTime
    ? zonedToIso(trip.returnDate, trip.returnTime)
    : null;
}

export const bookingSteps = ['trip', 'car', 'time', 'traveller'] as const;
export type BookingStep = (typeof bookingSteps)[number];

export function stepIndex(step: BookingStep): number {
  return bookingSteps.indexOf(step);
}

/** The language-neutral path of each step. */
export const stepPaths: Record<BookingStep, string> = {
  trip: '/panel',
  car: '/panel/search-taxi',
  time: '/panel/select-time',
  traveller: '/panel/traveler-info',
};
