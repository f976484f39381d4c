import { z } from 'zod';
import { areaSummarySchema } from './areas';
import { carTypeSchema } from './cars';
import { bilingualNames } from './catalogue';
import { dateOnly, paginated, paginationQuery, queryFlag, sortQuery, timestampSchema } from './common';
import { toAsciiDigits } from './digits';
import { message } from './messages';
import { monthSchema } from './statements';

/**
 * Surcharge rules (issue #17, decision 0014): an admin-defined extra on the trip fare when the pickup
 * falls in a time-of-day window, on some days of the week, within a date range (a season), for an area
 * and/or a car type. Percent of the fare (basis points) or a fixed amount (minor units).
 */

export const surchargeKinds = ['Percent', 'Fixed'] as const;
export const surchargeKindSchema = z.enum(surchargeKinds);
export type SurchargeKind = z.infer<typeof surchargeKindSchema>;

/** 100 % in basis points: a percentage is typed with up to 2 decimals (12.5 % = 1250). */
export const SURCHARGE_PERCENT_MAX = 10_000;
/** A fixed surcharge is at most SAR 10,000.00 (minor units). */
export const SURCHARGE_FIXED_MAX = 1_000_000;
export const SURCHARGE_PRIORITY_MAX = 1_000;

/** Days of the week as JavaScript numbers them: 0 = Sunday … 6 = Saturday. */
export const weekdays = [0, 1, 2, 3, 4, 5, 6] as const;

/** A time of day, HH:MM (24 h), typed digits possibly Arabic-Indic. */
export const timeOfDay = z
  .string()
  .transform((value) => toAsciiDigits(value).trim())
  .pipe(z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, message('invalidTime')));

/** A day YYYY-MM-DD, typed digits possibly Arabic-Indic. */
const dayInput = z
  .string()
  .transform((value) => toAsciiDigits(value).trim())
  .pipe(dateOnly);

export const surchargeSchema = z
  .object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    kind: surchargeKindSchema,
    /** Percent: basis points (2000 = 20 %); Fixed: minor units. */
    value: z.number().int(),
    /** The time-of-day window in the business time zone, from inclusive, to exclusive; may cross midnight. */
    fromTime: z.string().nullable(),
    toTime: z.string().nullable(),
    /** Empty: every day. */
    days: z.array(z.number().int()),
    /** Inclusive days in the business time zone. */
    fromDate: z.string().nullable(),
    toDate: z.string().nullable(),
    /** Applies when either end of the trip lies in this area; null: anywhere. */
    area: areaSummarySchema.nullable(),
    carType: carTypeSchema.nullable(),
    priority: z.number().int(),
    active: z.boolean(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Surcharge' });
export type Surcharge = z.infer<typeof surchargeSchema>;

export interface SurchargeRuleValues {
  kind: SurchargeKind;
  value: number;
  fromTime?: string | null;
  toTime?: string | null;
  fromDate?: string | null;
  toDate?: string | null;
}

/** Problems of a rule beyond field shapes, one per problem; the web form and the API both use it. */
export function surchargeProblems(rule: SurchargeRuleValues): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  // A value that is no whole number already has its message.
  const whole = Number.isSafeInteger(rule.value);
  if (whole && rule.kind === 'Percent' && rule.value > SURCHARGE_PERCENT_MAX) {
    problems.push({ path: 'value', message: message('surchargePercentTooHigh') });
  }
  if (whole && rule.kind === 'Fixed' && rule.value > SURCHARGE_FIXED_MAX) {
    problems.push({
      path: 'value',
      message: message('surchargeFixedTooHigh', { maximum: SURCHARGE_FIXED_MAX / 100 }),
    });
  }
  const hasFrom = Boolean(rule.fromTime);
  const hasTo = Boolean(rule.toTime);
  if (hasFrom !== hasTo) {
    problems.push({ path: hasFrom ? 'toTime' : 'fromTime', message: message('surchargeWindowIncomplete') });
  } else if (hasFrom && rule.fromTime === rule.toTime) {
    problems.push({ path: 'toTime', message: message('surchargeWindowEmpty') });
  }
  if (rule.fromDate && rule.toDate && rule.toDate < rule.fromDate) {
    problems.push({ path: 'toDate', message: message('endBeforeStart') });
  }
  return problems;
}

const nullable = <T extends z.ZodType>(schema: T) =>
  z
    .union([schema, z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value));

/** POST /surcharges and PUT /surcharges/:id: the whole rule. */
export const saveSurchargeBody = z
  .object({
    ...bilingualNames,
    kind: surchargeKindSchema,
    value: z.number().int().min(1),
    fromTime: nullable(timeOfDay),
    toTime: nullable(timeOfDay),
    days: z
      .array(z.number().int().min(0).max(6))
      .max(7)
      .default([])
      .refine((days) => new Set(days).size === days.length, message('surchargeDayTwice')),
    fromDate: nullable(dayInput),
    toDate: nullable(dayInput),
    areaId: z.uuid().nullable().optional(),
    carType: carTypeSchema.nullable().optional(),
    priority: z.number().int().min(0).max(SURCHARGE_PRIORITY_MAX).default(0),
    active: z.boolean().default(true),
  })
  .superRefine((value, context) => {
    for (const problem of surchargeProblems(value)) {
      context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    }
  })
  .meta({ id: 'SaveSurcharge' });
export type SaveSurchargeBody = z.input<typeof saveSurchargeBody>;
export type SaveSurcharge = z.output<typeof saveSurchargeBody>;

export const surchargeSortFields = ['nameEn', 'nameAr', 'priority', 'createdAt'] as const;

/** GET /surcharges: a page of rules, searched by either name. */
export const listSurchargesQuery = paginationQuery.extend({
  active: queryFlag.optional(),
  sort: sortQuery(surchargeSortFields, '-priority'),
});
export type ListSurchargesQuery = z.infer<typeof listSurchargesQuery>;
export const surchargeListResponse = paginated(surchargeSchema);

/** One applied surcharge of a price (PriceBreakdown.surcharges): a copy of the rule as it was. */
export const surchargeLineSchema = z
  .object({
    surchargeId: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    kind: surchargeKindSchema,
    /** Percent: basis points; Fixed: null. */
    rate: z.number().int().nullable(),
    total: z.number().int(),
  })
  .meta({ id: 'SurchargeLine' });
export type SurchargeLine = z.infer<typeof surchargeLineSchema>;

/** GET /surcharges/calendar?month=YYYY-MM (Arabic-Indic digits read as ASCII). */
export const surchargeCalendarQuery = z.object({ month: monthSchema });
export type SurchargeCalendarQuery = z.infer<typeof surchargeCalendarQuery>;

/**
 * Which active rules apply on each day of a month, in the business time zone: a rule applies on a day when
 * its days of the week and its date range (decision 0014) hold on it. Its time window, area and car type are
 * conditions of the trip, shown with the rule (the window as "night 22:00–06:00", the scope by name); on a day
 * with rules of several priorities only the highest priority of the ones that match a trip applies.
 */
export const surchargeCalendarSchema = z
  .object({
    month: z.string(),
    /** The rules that apply on at least one day of the month, highest priority first. */
    rules: z.array(surchargeSchema),
    days: z.array(
      z.object({
        date: z.string(),
        /** 0 = Sunday … 6 = Saturday. */
        weekday: z.number().int(),
        /** The ids of the rules that apply on the day, in the order of `rules`. */
        ruleIds: z.array(z.uuid()),
      }),
    ),
  })
  .meta({ id: 'SurchargeCalendar' });
export type SurchargeCalendar = z.infer<typeof surchargeCalendarSchema>;
