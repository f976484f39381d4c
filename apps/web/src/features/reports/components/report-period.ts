import {
  REPORT_PERIOD_TOO_LONG,
  type ReportGranularity,
  type ReportSeriesQuery,
  reportGranularities,
  reportSeriesQuery,
} from '@masar/contract/reports';
import { parseChoiceFilter, parseDayFilter } from '../../../shared/ui/list-sort';

/** A business day (YYYY-MM-DD) moved by whole days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The figures' two periods: today, and this month up to today. */
export function todayAndMonth(today: string) {
  return { today: { from: today, to: today }, month: { from: `${today.slice(0, 8)}01`, to: today } };
}

/** The charts show the last 30 days, day by day, until the admin picks another period. */
export const DEFAULT_PERIOD_DAYS = 30;

export type PeriodProblem = 'rangeError' | 'tooLong';

/**
 * The charts' period from the URL (`from`, `to`, `granularity`): the default when no day is given, the
 * chosen days when they make a period the API takes, else no period and the problem to show (the contract's
 * own rules decide, so the page never sends what the API would refuse).
 */
export function parseChartPeriod(
  values: Partial<Record<'from' | 'to' | 'granularity', string>>,
  today: string,
): { query: ReportSeriesQuery | null; problem: PeriodProblem | null; dates: { from?: string; to?: string } } {
  const granularity: ReportGranularity = parseChoiceFilter(values.granularity, reportGranularities) ?? 'day';
  const from = parseDayFilter(values.from);
  const to = parseDayFilter(values.to);
  if (!from || !to) {
    const query = { from: addDays(today, 1 - DEFAULT_PERIOD_DAYS), to: today, granularity };
    return { query, problem: null, dates: { from: query.from, to: query.to } };
  }
  const parsed = reportSeriesQuery.safeParse({ from, to, granularity });
  if (parsed.success) return { query: parsed.data, problem: null, dates: { from, to } };
  const tooLong = parsed.error.issues.some((issue) => issue.message === REPORT_PERIOD_TOO_LONG);
  return { query: null, problem: tooLong ? 'tooLong' : 'rangeError', dates: { from, to } };
}
