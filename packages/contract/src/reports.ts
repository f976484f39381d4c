import { z } from 'zod';
import { bookingStatusSchema } from './agent-bookings';
import { carTypeSchema } from './cars';
import { dateOnly, dayRangeInOrder } from './common';
import { message } from './messages';

/**
 * Reports for ViewReports holders (the /admin-panel dashboard). A period is whole days in the business
 * time zone, both ends included. Bookings count in the period they were made; agent revenue is the total
 * of those not refunded; ledger figures (refunds, top-ups, withdrawals) count by the time of the entry.
 * Customer bookings are paid on pickup: they bring no revenue, only an expected cash value.
 *
 * GET /reports/summary (figures), GET /reports/series (over time), GET /reports/breakdown (by status,
 * area, car type, top agents). All money in minor units.
 */

export const reportGranularities = ['day', 'week', 'month'] as const;
export const reportGranularitySchema = z.enum(reportGranularities);
export type ReportGranularity = z.infer<typeof reportGranularitySchema>;

export const REPORT_PERIOD_TOO_LONG = message('reportPeriodTooLong', { years: 2 });

/** Whether `to` comes before the same day two years after `from` (days as YYYY-MM-DD). */
export function withinTwoYears(from: string, to: string): boolean {
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCFullYear(limit.getUTCFullYear() + 2);
  return to < limit.toISOString().slice(0, 10);
}

const periodFields = { from: dateOnly, to: dateOnly };
// The period rules run only on two real days: a bad day gets its own message and nothing more.
const onRealDays = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };
const periodRules = <T extends z.ZodType<{ from: string; to: string }>>(schema: T) =>
  schema
    .refine(dayRangeInOrder[0], { ...dayRangeInOrder[1], ...onRealDays })
    .refine((value) => withinTwoYears(value.from, value.to), {
      path: ['to'],
      message: REPORT_PERIOD_TOO_LONG,
      ...onRealDays,
    });

/** GET /reports/summary and /reports/breakdown. */
export const reportPeriodQuery = periodRules(z.object(periodFields));
export type ReportPeriodQuery = z.infer<typeof reportPeriodQuery>;

/** GET /reports/series: the period cut into days, weeks (starting on Sunday) or months. */
export const reportSeriesQuery = periodRules(
  z.object({ ...periodFields, granularity: reportGranularitySchema.default('day') }),
);
export type ReportSeriesQuery = z.infer<typeof reportSeriesQuery>;

const count = z.number().int();
const money = z.number().int();
const countAndAmount = z.object({ count, amount: money });

export const reportSummarySchema = z
  .object({
    from: dateOnly,
    to: dateOnly,
    currency: z.string(),
    agentBookings: z.object({
      /** Made in the period, by their status now. */
      byStatus: z.object({ Requested: count, Accepted: count, Completed: count, Refunded: count }),
      total: count,
      /** Σ totals of the period's bookings that were not refunded. */
      revenue: money,
      /** Accepted / completed by an admin during the period, whenever made. */
      accepted: count,
      completed: count,
      /** Requested now, whenever made. */
      waiting: count,
    }),
    customerBookings: z.object({
      byStatus: z.object({ Requested: count, Accepted: count, Completed: count, Cancelled: count }),
      total: count,
      /** Σ totals of the period's bookings that were not cancelled: paid to the driver on pickup. */
      expectedCash: money,
      waiting: count,
    }),
    /** Wallet ledger entries made in the period. */
    refunds: countAndAmount,
    topUps: countAndAmount,
    withdrawals: countAndAmount,
    /** Σ of every agent's wallet now. */
    agentBalances: money,
    /**
     * Tax invoices less credit notes issued in the period (decision 0012), net of VAT and the VAT in them: the
     * revenue as the accountant books it.
     */
    invoiced: z.object({ net: money, vat: money, total: money }),
  })
  .meta({ id: 'ReportSummary' });
export type ReportSummary = z.infer<typeof reportSummarySchema>;

export const reportBucketSchema = z.object({
  /** First day of the bucket inside the period (the first bucket may start mid-week or mid-month). */
  start: dateOnly,
  agentBookings: count,
  revenue: money,
  customerBookings: count,
  expectedCash: money,
  refunds: money,
});
export type ReportBucket = z.infer<typeof reportBucketSchema>;

/** Every bucket of the period in order, empty ones as zeros. */
export const reportSeriesSchema = z
  .object({ granularity: reportGranularitySchema, buckets: z.array(reportBucketSchema) })
  .meta({ id: 'ReportSeries' });
export type ReportSeries = z.infer<typeof reportSeriesSchema>;

/** Bookings of the period in one group: agent ones with their revenue, customer ones with their cash. */
const groupFigures = { agentBookings: count, revenue: money, customerBookings: count, expectedCash: money };

export const reportBreakdownSchema = z
  .object({
    /** Agent bookings of the period per status (all four, zeros included), with their total value. */
    byStatus: z.array(z.object({ status: bookingStatusSchema, count, value: money })),
    /** Areas with bookings in the period, most revenue first. */
    byArea: z.array(
      z.object({
        area: z.object({ id: z.uuid(), nameAr: z.string(), nameEn: z.string() }),
        ...groupFigures,
      }),
    ),
    byCarType: z.array(z.object({ carType: carTypeSchema, ...groupFigures })),
    /** The ten agents with most revenue in the period. */
    topAgents: z.array(
      z.object({
        agent: z.object({ id: z.uuid(), name: z.string(), companyName: z.string().nullable() }),
        bookings: count,
        revenue: money,
      }),
    ),
  })
  .meta({ id: 'ReportBreakdown' });
export type ReportBreakdown = z.infer<typeof reportBreakdownSchema>;
