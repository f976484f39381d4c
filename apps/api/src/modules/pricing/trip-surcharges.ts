import type { SurchargeKind, SurchargeLine } from '@masar/contract/surcharges';
import { and, eq, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { surcharges } from '../../db/schema/index';

/** A surcharge rule as the price rule reads it (decision 0014). Times HH:MM, dates YYYY-MM-DD. */
export interface SurchargeRule {
  id: string;
  nameAr: string;
  nameEn: string;
  kind: SurchargeKind;
  value: number;
  fromTime: string | null;
  toTime: string | null;
  days: number[];
  fromDate: string | null;
  toDate: string | null;
  areaId: string | null;
  carType: string | null;
  priority: number;
}

/** What of a trip a rule looks at: the pickup time, the areas around either end, the car type. */
export interface SurchargeTrip {
  pickupAt: Date;
  timeZone: string;
  areaIds: readonly string[];
  carType: string;
}

interface LocalTime {
  date: string;
  time: string;
  weekday: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The last instant read (a quote reads the same pickup time once per offer: 42 times on the bench). */
let lastRead: { at: number; timeZone: string; local: LocalTime } | undefined;

/** The wall-clock date, time (HH:MM) and weekday (0 = Sunday) of an instant in a time zone. */
export function localTimeOf(at: Date, timeZone: string): LocalTime {
  if (lastRead?.at === at.getTime() && lastRead.timeZone === timeZone) return lastRead.local;
  const local = readLocalTime(at, timeZone);
  lastRead = { at: at.getTime(), timeZone, local };
  return local;
}

function readLocalTime(at: Date, timeZone: string): LocalTime {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      weekday: 'short',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((one) => [one.type, one.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    time: `${parts.hour}:${parts.minute}`,
    weekday: WEEKDAYS.indexOf(parts.weekday ?? ''),
  };
}

/** From inclusive, to exclusive; a window whose end comes before its start crosses midnight (22:00–05:00). */
function inWindow(time: string, from: string, to: string): boolean {
  return from < to ? time >= from && time < to : time >= from || time < to;
}

/**
 * Does a rule hold on a day (a local date and its weekday)? Its days of the week and its date range; the
 * surcharge calendar shows this, and every trip's match starts with it.
 */
export function surchargeOnDay(
  rule: Pick<SurchargeRule, 'days' | 'fromDate' | 'toDate'>,
  day: { date: string; weekday: number },
): boolean {
  if (rule.days.length && !rule.days.includes(day.weekday)) return false;
  if (rule.fromDate && day.date < rule.fromDate) return false;
  if (rule.toDate && day.date > rule.toDate) return false;
  return true;
}

/** Does a rule match the trip? Every condition it has must hold; a condition it lacks always does. */
export function surchargeMatches(rule: SurchargeRule, trip: SurchargeTrip, local: LocalTime): boolean {
  if (rule.fromTime && rule.toTime && !inWindow(local.time, rule.fromTime, rule.toTime)) return false;
  if (!surchargeOnDay(rule, local)) return false;
  if (rule.areaId && !trip.areaIds.includes(rule.areaId)) return false;
  if (rule.carType && rule.carType !== trip.carType) return false;
  return true;
}

/** A percent of the fare in basis points, rounded half up to the minor unit (integers only). */
export const percentOf = (fare: number, basisPoints: number) =>
  Math.floor((fare * basisPoints + 5_000) / 10_000);

/**
 * The surcharge lines of a trip (decision 0014): of the active rules that match, only those of the highest
 * priority apply, and they add up; a percent is of the fare (never the extras), rounded half up.
 */
export function surchargeLinesOf(
  rules: readonly SurchargeRule[],
  trip: SurchargeTrip,
  fare: number,
): SurchargeLine[] {
  const local = localTimeOf(trip.pickupAt, trip.timeZone);
  const matching = rules.filter((rule) => surchargeMatches(rule, trip, local));
  if (!matching.length) return [];
  const top = Math.max(...matching.map((rule) => rule.priority));
  return matching
    .filter((rule) => rule.priority === top)
    .sort((a, b) => a.nameEn.localeCompare(b.nameEn) || a.id.localeCompare(b.id))
    .map((rule) => ({
      surchargeId: rule.id,
      nameAr: rule.nameAr,
      nameEn: rule.nameEn,
      kind: rule.kind,
      rate: rule.kind === 'Percent' ? rule.value : null,
      total: rule.kind === 'Percent' ? percentOf(fare, rule.value) : rule.value,
    }));
}

/** Every active, live rule, as the price rule reads them. */
export async function activeSurchargeRules(db: Queryable): Promise<SurchargeRule[]> {
  const rows = await db
    .select()
    .from(surcharges)
    .where(and(eq(surcharges.active, true), isNull(surcharges.deletedAt)));
  return rows.map((row) => ({
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    kind: row.kind,
    value: row.value,
    fromTime: row.fromTime?.slice(0, 5) ?? null,
    toTime: row.toTime?.slice(0, 5) ?? null,
    days: row.days,
    fromDate: row.fromDate,
    toDate: row.toDate,
    areaId: row.areaId,
    carType: row.carType,
    priority: row.priority,
  }));
}
