import { type BookingStep, stepIndex } from '../../bookings-core/trip/trip-params';
import { reachableStep } from '../../bookings-core/trip/trip-requests';
import { useBookingPaths } from './use-booking-paths';

/**
 * The trip in the URL as a step sees it: `allowed` is false when an earlier step is incomplete (the page
 * then sends the agent to the first step, keeping what was chosen); `goTo` moves to a step with a trip.
 */
export function useBookingFlow(step: BookingStep) {
  const paths = useBookingPaths(step);
  const allowed = stepIndex(reachableStep(paths.trip)) >= stepIndex(step);
  return { ...paths, allowed };
}
