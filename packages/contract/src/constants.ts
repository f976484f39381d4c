/**
 * The contract's plain values: enumerations and limits the schemas are built from, and the id rule.
 * Nothing here builds a schema, so a page that must stay light (the home page, docs/decisions/0006)
 * imports them without downloading Zod; the schema files import them from here.
 */

/** The largest amount (halalas) a price, a top-up or a limit may hold: 1,000,000 SAR. */
export const PRICE_MAX = 100_000_000;
export const CAR_PASSENGERS_MAX = 60;
export const CAR_BAGS_MAX = 60;
/** The most hours a taxi service may require as its minimum. */
export const MIN_HOURS_MAX = 24;
/** How far ahead a trip may be booked. */
export const BOOKING_HORIZON_DAYS = 365;
/** The fewest characters a place search sends to the server. */
export const AUTOCOMPLETE_MIN_LENGTH = 2;
/** The header that makes a booking request safe to retry. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';

/** Requested → Accepted → Completed; Requested or Accepted → Refunded (DESIGN.md §5). */
export const bookingStatuses = ['Requested', 'Accepted', 'Completed', 'Refunded'] as const;

/** The two languages of every page, message, export and notification. */
export const languages = ['ar', 'en'] as const;
/** What the outbox sends (issue #20); each kind is rendered in the recipient's language. */
export const mailKinds = [
  'PasswordReset',
  'Welcome',
  'BookingConfirmed',
  'BookingAccepted',
  'BookingCancelled',
  'BalanceChanged',
  'LowBalance',
  'DriverAssigned',
  'TopUpRequestRejected',
] as const;
/** Pending until delivered (Sent) or given up after the last retry (Failed); Kept when no SMTP server is set. */
export const mailStatuses = ['Pending', 'Sent', 'Failed', 'Kept'] as const;

export const locationTypes = ['Airport', 'Port', 'Station', 'Hotel', 'Landmark'] as const;

/** Arrival: location → place. Leaving: place → location. Hourly: a car with driver from the place. */
export const tripDirections = ['Arrival', 'Leaving', 'Hourly'] as const;
/**
 * Which way a route price applies, seen from its area: both ways, from the area to the other end only, or
 * from the other end to the area only. A price within one area is always both ways.
 */
export const routeDirections = ['BothWays', 'FromArea', 'ToArea'] as const;

/** The pattern of `z.uuid()`, written out so this file needs no Zod; constants.test.ts keeps them in step. */
export const uuidPattern =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** The id rule of `z.uuid()` (idParams), for clients that check an id before sending it (a page's `?id=`). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && uuidPattern.test(value);
}

/**
 * The zones Masar names by their city, as its screens and documents do ("بتوقيت الرياض" / "Riyadh time"): Intl
 * has no such name (it says "التوقيت العربي الرسمي", "Arabian Standard Time").
 */
const ZONE_CITIES: Record<string, { ar: string; en: string }> = {
  'Asia/Riyadh': { ar: 'الرياض', en: 'Riyadh' },
};

/** A zone named by its city in a language ('بتوقيت الرياض', 'Riyadh time'); undefined for a zone not listed. */
export function zoneCityName(language: string, timeZone: string): string | undefined {
  const city = ZONE_CITIES[timeZone];
  if (!city) return undefined;
  return language === 'ar' ? `بتوقيت ${city.ar}` : `${city.en} time`;
}
