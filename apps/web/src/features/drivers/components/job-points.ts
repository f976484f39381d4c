import type { DriverJob } from '@masar/contract/drivers';
import { BUSINESS_TIME_ZONE } from '../../../shared/config';

type Point = NonNullable<DriverJob['dropoff']>;

/** A point's name in the reader's language (a place's two names are its address). */
export const pointName = (point: Point, language: string) =>
  language === 'en' ? point.nameEn : point.nameAr;

/**
 * A link that opens the point in the phone's maps app: Android offers its maps apps for `geo:`, iOS and
 * desktops open Google Maps' universal link (which hands over to the app when it is installed).
 */
export function mapsLink(point: Point, userAgent: string = globalThis.navigator?.userAgent ?? ''): string {
  const coordinates = `${point.lat},${point.lng}`;
  if (/Android/i.test(userAgent)) return `geo:${coordinates}?q=${coordinates}`;
  return `https://www.google.com/maps/search/?api=1&query=${coordinates}`;
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE });

/** The business day (YYYY-MM-DD in the business time zone) of a timestamp. */
export const businessDay = (iso: string | Date) => dayFormat.format(new Date(iso));
