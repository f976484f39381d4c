import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import {
  type BookingStep,
  readTrip,
  stepIndex,
  stepPaths,
  type TripDraft,
  tripSearch,
} from '../../bookings-core/trip/trip-params';
import { reachableStep } from '../../bookings-core/trip/trip-requests';
import { useStepNavigation } from '../../bookings-core/trip/use-step-navigation';

/**
 * The trip in the URL as a step sees it: `allowed` is false when an earlier step is incomplete (the page
 * then sends the agent to the first step, keeping what was chosen); `goTo` moves to a step with a trip.
 */
export function useBookingFlow(step: BookingStep) {
  const [params] = useSearchParams();
  const localized = useLocalizedPath();
  const trip = useMemo(() => readTrip(params), [params]);
  const allowed = stepIndex(reachableStep(trip)) >= stepIndex(step);

  const pathOf = useCallback(
    (target: BookingStep, next: TripDraft) => `${localized(stepPaths[target])}${tripSearch(next)}`,
    [localized],
  );
  const advance = useStepNavigation();
  const goTo = useCallback(
    (target: BookingStep, next: TripDraft) => advance(pathOf(step, next), pathOf(target, next)),
    [advance, pathOf, step],
  );

  return { trip, allowed, firstStepPath: pathOf('trip', trip), pathOf, goTo };
}
