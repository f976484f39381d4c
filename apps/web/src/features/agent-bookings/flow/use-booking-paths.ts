import { useCallback, useMemo } from 'react';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { useSearchParams } from '../../../shared/router/react';
import {
  type BookingStep,
  readTrip,
  stepPaths,
  type TripDraft,
  tripSearch,
} from '../../bookings-core/trip/trip-params';
import { useStepNavigation } from '../../bookings-core/trip/use-step-navigation';

/**
 * The trip in the URL and the links between the steps, without checking the trip: the first step needs no
 * more, and so loads no schema (issue #21: Zod is not on `/panel`'s first load). Later steps use
 * useBookingFlow, which adds the check.
 */
export function useBookingPaths(step: BookingStep) {
  const [params] = useSearchParams();
  const localized = useLocalizedPath();
  const trip = useMemo(() => readTrip(params), [params]);

  const pathOf = useCallback(
    (target: BookingStep, next: TripDraft) => `${localized(stepPaths[target])}${tripSearch(next)}`,
    [localized],
  );
  const advance = useStepNavigation();
  const goTo = useCallback(
    (target: BookingStep, next: TripDraft) => advance(pathOf(step, next), pathOf(target, next)),
    [advance, pathOf, step],
  );

  return { trip, firstStepPath: pathOf('trip', trip), pathOf, goTo };
}
