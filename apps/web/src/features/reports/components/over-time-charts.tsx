import '@mantine/charts/styles.css';
import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import type { ReportSeries } from '@masar/contract/reports';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { chartAxes } from './chart-axes';
import { ChartCard } from './chart-card';
import { formatBucket, formatCompactAmount, formatCount } from './report-format';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Bookings (agents' and customers') and money (revenue, refunds, customers' expected cash) per bucket. */
export function OverTimeCharts({ series }: { series: ReportSeries }) {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const data = series.buckets.map((bucket) => ({
    ...bucket,
    label: formatBucket(bucket.start, series.granularity, language),
  }));
  const count = (value: number) => formatCount(value, language);
  const money = (value: number) => formatMoney(value, language);
  const { buckets } = series;

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard title={t('charts.bookings')} testId="chart-bookings">
        <Text size="sm" c="dimmed" mb="sm">
          {t('charts.bookingsTotal', {
            agent: count(sum(buckets.map((bucket) => bucket.agentBookings))),
            customer: count(sum(buckets.map((bucket) => bucket.customerBookings))),
          })}
        </Text>
        <BarChart
          h={260}
          data={data}
          dataKey="label"
          type="stacked"
          series={[
            { name: 'agentBookings', label: t('charts.agentBookings'), color: 'masar.6' },
            { name: 'customerBookings', label: t('charts.customerBookings'), color: 'orange.5' },
          ]}
          valueFormatter={count}
          withLegend
          {...chartAxes(language, count)}
        />
      </ChartCard>
      <ChartCard title={t('charts.money')} testId="chart-money">
        <Text size="sm" c="dimmed" mb="sm">
          {t('charts.moneyTotal', {
            revenue: money(sum(buckets.map((bucket) => bucket.revenue))),
            refunds: money(sum(buckets.map((bucket) => bucket.refunds))),
          })}
        </Text>
        <AreaChart
          h={260}
          data={data}
          dataKey="label"
          curveType="monotone"
          series={[
            { name: 'revenue', label: t('charts.revenue'), color: 'teal.6' },
            { name: 'expectedCash', label: t('charts.expectedCash'), color: 'orange.5' },
            { name: 'refunds', label: t('charts.refunds'), color: 'red.6' },
          ]}
          valueFormatter={money}
          withLegend
          withDots={false}
          {...chartAxes(language, (value) => formatCompactAmount(value, language))}
        />
      </ChartCard>
    </SimpleGrid>
  );
}
