import { zoneCityName } from '@masar/contract/constants';
import { BUSINESS_TIME_ZONE } from '../../../shared/config';

/**
 * Pickup times are chosen as wall-clock time in the business time zone (DESIGN §3), whatever the browser's
 * zone: the pickers speak 'YYYY-MM-DD' and 'HH:mm', the API speaks ISO 8601 instants.
 */

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

function wallClockParts(instant: Date, timeZone: string) {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partsFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return parts;
}

/** Minutes the zone is ahead of UTC at that instant (180 for Asia/Riyadh). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = wallClockParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** '2026-05-01' + '14:30' in the business zone ⇒ '2026-05-01T11:30:00.000Z'; null when either is malformed. */
export function zonedToIso(date: string, time: string, timeZone = BUSINESS_TIME_ZONE): string | null {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const clock = /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time);
  if (!day || !clock) return null;
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(
    Number,
  ) as [number, number, number, number, number];
  if (month < 1 || month > 12 || dayOfMonth < 1 || dayOfMonth > 31 || hour > 23 || minute > 59) return null;
  const guess = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  // Twice: the offset at the guess may differ from the offset at the answer around a DST change.
  let instant = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  instant = guess - offsetMinutes(new Date(instant), timeZone) * 60_000;
  const result = new Date(instant);
  return Number.isNaN(result.getTime()) ? null : result.toISOString();
}

/** An instant as the business zone's date ('YYYY-MM-DD') and time ('HH:mm'). */
export function isoToZoned(iso: string, timeZone = BUSINESS_TIME_ZONE): { date: string; time: string } {
  const p = wallClockParts(new Date(iso), timeZone);
  return { date: `${p.year}-${pad(p.month)}-${pad(p.day)}`, time: `${pad(p.hour)}:${pad(p.minute)}` };
}

/** Today's date in the business zone. */
export function todayInZone(now = new Date(), timeZone = BUSINESS_TIME_ZONE): string {
  return isoToZoned(now.toISOString(), timeZone).date;
}

/** The business zone's name in the page language, as the API's documents write it: 'بتوقيت الرياض', 'Riyadh time'. */
export function zoneName(language: string, timeZone = BUSINESS_TIME_ZONE): string {
  const city = zoneCityName(language, timeZone);
  if (city) return city;
  const parts = new Intl.DateTimeFormat(language, { timeZone, timeZoneName: 'long' }).formatToParts(
    new Date(),
  );
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
