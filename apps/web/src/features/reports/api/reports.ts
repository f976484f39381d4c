import type {
  ReportBreakdown,
  ReportPeriodQuery,
  ReportSeries,
  ReportSeriesQuery,
  ReportSummary,
} from '@masar/contract/reports';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../../shared/api/client';

/**
 * Every query of the admin home's reports starts with this key: a booking action on the admin home and
 * the live booking events (shared/notifications, which spell the same value) reload them all.
 */
export const reportsKey = ['dashboard'] as const;

/** GET /reports/summary: the figures of a period. Silent: the widgets show their own states. */
export function reportSummaryQueryOptions(period: ReportPeriodQuery) {
  return queryOptions({
    queryKey: [...reportsKey, 'summary', period],
    queryFn: ({ signal }) =>
      api.get<ReportSummary>('/reports/summary', { signal, silent: true, query: { ...period } }),
  });
}

/** GET /reports/series: bookings and money per day, week or month; nothing while there is no valid period. */
export function reportSeriesQueryOptions(query: ReportSeriesQuery | null) {
  return queryOptions({
    queryKey: [...reportsKey, 'series', query],
    queryFn: query
      ? ({ signal }) =>
          api.get<ReportSeries>('/reports/series', { signal, silent: true, query: { ...query } })
      : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** GET /reports/breakdown: by status, area, car type and the top agents; nothing without a valid period. */
export function reportBreakdownQueryOptions(period: ReportPeriodQuery | null) {
  return queryOptions({
    queryKey: [...reportsKey, 'breakdown', period],
    queryFn: period
      ? ({ signal }) =>
          api.get<ReportBreakdown>('/reports/breakdown', { signal, silent: true, query: { ...period } })
      : skipToken,
    placeholderData: keepPreviousData,
  });
}
