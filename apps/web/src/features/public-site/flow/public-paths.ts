import { useCallback } from 'react';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { type TripDraft, tripSearch } from '../../bookings-core/trip/trip-params';
import { useStepNavigation } from '../../bookings-core/trip/use-step-navigation';

/**
 * The customer's flow: the home widget (trip, day, time, hours) ⇒ results (a car) ⇒ details (traveller,
 * flight, extras, payment, sign-in) ⇒ confirmation. Like the agent flow, the trip lives in the URL.
 */
export const publicPaths = {
  home: '/',
  results: '/book',
  details: '/book/details',
  confirmation: '/book/confirmation',
} as const;

/**
 * Links to the steps with a trip in the URL. No Zod here: the home page (a first load, issue #9) uses it to go
 * to the results, which check the trip (public-flow.ts).
 */
export function usePublicPaths() {
  const localized = useLocalizedPath();
  const pathOf = useCallback(
    (target: keyof typeof publicPaths, next: TripDraft) =>
      `${localized(publicPaths[target])}${tripSearch(next)}`,
    [localized],
  );
  const advance = useStepNavigation();
  /** From the step `from` to `target` with the trip `next` (Back then returns to `from` filled in). */
  const goTo = useCallback(
    (from: keyof typeof publicPaths, target: keyof typeof publicPaths, next: TripDraft) =>
      advance(pathOf(from, next), pathOf(target, next)),
    [advance, pathOf],
  );
  return { pathOf, goTo };
}
