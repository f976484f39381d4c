import { type DispatchDriver, type DispatchTrip, jobsOverlap } from '@masar/contract/drivers';

/**
 * The jobs of `driver` that overlap `trip` (pickup to estimated end, buffer included), the trip itself left
 * out: what the picker flags and what the server refuses without a reason.
 */
export function overlapsOf(
  trip: Pick<DispatchTrip, 'bookingId' | 'pickupAt' | 'endsAt'>,
  driver: DispatchDriver,
) {
  return driver.jobs.filter((job) => job.bookingId !== trip.bookingId && jobsOverlap(trip, job));
}

/** The first trip to give a driver: unassigned, still to run (the board lists unassigned first, by pickup). */
export function nextUnassigned(trips: readonly DispatchTrip[]): DispatchTrip | undefined {
  return trips.find((trip) => !trip.job.driver && trip.status !== 'Completed');
}

/** 'YYYY-MM-DD' moved by whole days (calendar arithmetic, no time zone involved). */
export function shiftDay(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}
