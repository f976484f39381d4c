import { Skeleton, Stack, Title } from '@mantine/core';
import type { ReportGranularity } from '@masar/contract/reports';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { QueryError } from '../../../shared/ui/query-error';
import { useListSearchParams } from '../../../shared/ui/use-list-search-params';
import { todayInZone } from '../../bookings-core/trip/business-time';
import { reportBreakdownQueryOptions, reportSeriesQueryOptions } from '../api/reports';
import { BreakdownCharts } from './breakdown-charts';
import { OverTimeCharts } from './over-time-charts';
import { PeriodPicker } from './period-picker';
import { parseChartPeriod } from './report-period';

/**
 * The charts of a chosen period (in the URL: `from`, `to`, `granularity`): bookings and money over time,
 * then by status, area, car type and agent. Loaded on its own (React.lazy) so the charts library stays
 * out of every other page's code. Needs ViewReports.
 */
export function ReportCharts() {
  const { t } = useTranslation('reports');
  const titleId = useId();
  const { filters, update } = useListSearchParams(['from', 'to', 'granularity'] as const);
  const { query, problem, dates } = parseChartPeriod(filters, todayInZone());
  const granularity = query?.granularity ?? 'day';
  const period = query ? { from: query.from, to: query.to } : null;
  const series = useQuery(reportSeriesQueryOptions(query));
  const breakdown = useQuery(reportBreakdownQueryOptions(period));
  const failed = series.isError || breakdown.isError;

  return (
    <Stack gap="md" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        {t('charts.title')}
      </Title>
      <PeriodPicker
        dates={dates}
        granularity={granularity}
        problem={problem}
        onPeriod={(range) => update({ from: range.from, to: range.to })}
        onGranularity={(value: ReportGranularity) => update({ granularity: value === 'day' ? null : value })}
      />
      {failed ? (
        <QueryError
          onRetry={() => {
            void series.refetch();
            void breakdown.refetch();
          }}
        />
      ) : (
        query && (
          <>
            {series.data ? <OverTimeCharts series={series.data} /> : <Skeleton h={340} radius="md" />}
            {breakdown.data ? (
              <BreakdownCharts breakdown={breakdown.data} />
            ) : (
              <Skeleton h={340} radius="md" />
            )}
          </>
        )
      )}
    </Stack>
  );
}
