import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { type TripDraft, tripSearch } from '../../../shared/trips/trip-params';

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
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const pathOf = useCallback(
    (target: keyof typeof publicPaths, next: TripDraft) =>
      `${localized(publicPaths[target])}${tripSearch(next)}`,
    [localized],
  );
  const goTo = useCallback(
    (target: keyof typeof publicPaths, next: TripDraft) => navigate(pathOf(target, next)),
    [navigate, pathOf],
  );
  return { pathOf, goTo };
}
