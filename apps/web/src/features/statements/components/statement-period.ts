import { toAsciiDigits } from '@masar/contract/digits';
import { todayInZone } from '../../bookings-core/trip/business-time';
import type { StatementPeriod } from '../api/statements';

/** The statement's period in the URL: `?month=YYYY-MM`, or `?from=&to=` days; this month by default. */
export type PeriodMode = 'month' | 'dates';

export interface PeriodState {
  mode: PeriodMode;
  month: string;
  from?: string;
  to?: string;
  /** What to ask the API for; undefined while the dates are half chosen or the wrong way round. */
  period?: StatementPeriod;
  rangeInvalid: boolean;
}

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export function thisMonth(now = new Date()): string {
  return todayInZone(now).slice(0, 7);
}

export function readPeriod(params: URLSearchParams, now = new Date()): PeriodState {
  // A link may carry the digits as typed (٢٠٢٦-١٢-٠١): read as the API reads them.
  const read = (name: string) => {
    const value = params.get(name);
    return value === null ? undefined : toAsciiDigits(value);
  };
  const from = read('from');
  const to = read('to');
  const monthParam = read('month');
  const month = monthParam && MONTH.test(monthParam) ? monthParam : thisMonth(now);
  if (params.get('mode') === 'dates' || from || to) {
    const valid = Boolean(from && to && DAY.test(from) && DAY.test(to));
    const rangeInvalid = Boolean(valid && from && to && to < from);
    return {
      mode: 'dates',
      month,
      from,
      to,
      rangeInvalid,
      period: valid && !rangeInvalid ? { from, to } : undefined,
    };
  }
  return { mode: 'month', month, rangeInvalid: false, period: { month } };
}
