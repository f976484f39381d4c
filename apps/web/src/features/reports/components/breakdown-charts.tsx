import { BarChart, DonutChart } from '@mantine/charts';
import { Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ReportBreakdown } from '@masar/contract/reports';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { statusColors } from '../../bookings-core/booking/booking-status-badge';
import { chartAxes, horizontalBarAxes } from './chart-axes';
import { ChartCard } from './chart-card';
import { formatCompactAmount, formatCount } from './report-format';

/** The period's agent bookings by status and area, bookings by car type, and the top agents. */
export function BreakdownCharts({ breakdown }: { breakdown: ReportBreakdown }) {
  const { t, i18n } = useTranslation(['reports', 'bookings', 'common']);
  const language = i18n.language;
  const count = (value: number) => formatCount(value, language);
  const money = (value: number) => formatMoney(value, language);
  const statuses = breakdown.byStatus.filter((row) => row.count > 0);
  const areas = breakdown.byArea.map((row) => ({
    ...row,
    name: language === 'en' ? row.area.nameEn : row.area.nameAr,
  }));
  const carTypes = breakdown.byCarType.map((row) => ({
    ...row,
    name: t(`common:carTypes.${row.carType}`),
  }));
  const nothing = t('charts.empty');

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartCard title={t('charts.byStatus')} testId="chart-status" empty={statuses.length ? null : nothing}>
        <Group justify="center" gap="xl" wrap="wrap">
          <DonutChart
            size={180}
            thickness={28}
            data={statuses.map((row) => ({
              name: t(`bookings:status.${row.status}`),
              value: row.count,
              color: `${statusColors[row.status]}.6`,
            }))}
            valueFormatter={count}
            chartLabel={count(statuses.reduce((total, row) => total + row.count, 0))}
          />
          <Stack gap={6} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
            {breakdown.byStatus.map((row) => (
              <Group key={row.status} component="li" gap="xs" wrap="nowrap">
                <Text size="sm" c={statusColors[row.status]} fw={600} miw="5.5rem">
                  {t(`bookings:status.${row.status}`)}
                </Text>
                <Text size="sm">
                  {t('charts.statusLine', { value: count(row.count), amount: money(row.value) })}
                </Text>
              </Group>
            ))}
          </Stack>
        </Group>
      </ChartCard>
      <ChartCard title={t('charts.byArea')} testId="chart-area" empty={areas.length ? null : nothing}>
        <BarChart
          h={Math.max(160, areas.length * 44)}
          data={areas}
          dataKey="name"
          orientation="vertical"
          series={[{ name: 'revenue', label: t('charts.revenue'), color: 'teal.6' }]}
          valueFormatter={money}
          {...horizontalBarAxes(language, (value) => formatCompactAmount(value, language))}
        />
      </ChartCard>
      <ChartCard
        title={t('charts.byCarType')}
        testId="chart-car-type"
        empty={carTypes.length ? null : nothing}
      >
        <BarChart
          h={240}
          data={carTypes}
          dataKey="name"
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
      <ChartCard
        title={t('charts.topAgents')}
        testId="top-agents"
        empty={breakdown.topAgents.length ? null : nothing}
      >
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={6}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('charts.agent')}</Table.Th>
                <Table.Th>{t('charts.agentBookings')}</Table.Th>
                <Table.Th>{t('charts.revenue')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {breakdown.topAgents.map((row) => (
                <Table.Tr key={row.agent.id}>
                  <Table.Td>
                    <Text size="sm">{row.agent.name}</Text>
                    {row.agent.companyName && (
                      <Text size="xs" c="dimmed">
                        {row.agent.companyName}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{count(row.bookings)}</Table.Td>
                  <Table.Td>{money(row.revenue)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </ChartCard>
    </SimpleGrid>
  );
}
