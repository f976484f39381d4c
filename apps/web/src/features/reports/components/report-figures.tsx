import { Group, Paper, SimpleGrid, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReportSummary } from '@masar/contract/reports';
import {
  type Icon,
  IconCash,
  IconCircleCheck,
  IconClipboardList,
  IconHourglass,
  IconReceiptRefund,
  IconThumbUp,
  IconUsers,
  IconWallet,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type CSSProperties, type ReactNode, useId } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { QueryError } from '../../../shared/ui/query-error';
import { todayInZone } from '../../bookings-core/trip/business-time';
import { reportSummaryQueryOptions } from '../api/reports';
import classes from './report-figures.module.css';
import { formatCount } from './report-format';
import { todayAndMonth } from './report-period';

type FigureKey =
  | 'waiting'
  | 'balances'
  | 'bookings'
  | 'accepted'
  | 'completed'
  | 'revenue'
  | 'refunds'
  | 'customerBookings';

interface Figure {
  key: FigureKey;
  icon: Icon;
  color: string;
  /** The figure now, or today's and this month's. */
  value: (summary: ReportSummary) => string;
  /** A line under the value, if any. */
  detail?: (summary: ReportSummary) => string;
}

/**
 * One period's value: what it is (today, this month, now), the value, an optional detail. While the figures
 * load, the same lines hold sample figures under a skeleton (hidden from screen readers too), so the card
 * already has the height it will have: nothing moves when the figures arrive (issue #21).
 */
function FigureValue({
  label,
  value,
  detail,
  loading,
  testId,
}: {
  label: string;
  value: string;
  detail?: string;
  loading: boolean;
  testId: string;
}) {
  // Only a loading line has a skeleton around it (a finished page has no skeleton left, e2e `settled`).
  const line = (content: ReactNode) =>
    loading ? (
      <Skeleton visible radius="sm" aria-hidden>
        {content}
      </Skeleton>
    ) : (
      content
    );
  return (
    <Stack gap={0} className={classes.column} data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {line(
        <Text fw={700} className={classes.value} data-testid="value">
          {value}
        </Text>,
      )}
      {detail &&
        line(
          <Text size="xs" c="dimmed">
            {detail}
          </Text>,
        )}
    </Stack>
  );
}

/** 1,234.56 SAR and 88: the sample figures a loading card is laid out with (see FigureValue). */
const SAMPLE_AMOUNT = 123_456;
const SAMPLE_COUNT = 88;
const sampleCount = { count: SAMPLE_COUNT, amount: SAMPLE_AMOUNT };
const sampleSummary: ReportSummary = {
  from: '',
  to: '',
  currency: '',
  agentBookings: {
    byStatus: { Requested: 0, Accepted: 0, Completed: 0, Refunded: 0 },
    total: SAMPLE_COUNT,
    revenue: SAMPLE_AMOUNT,
    accepted: SAMPLE_COUNT,
    completed: SAMPLE_COUNT,
    waiting: SAMPLE_COUNT,
  },
  customerBookings: {
    byStatus: { Requested: 0, Accepted: 0, Completed: 0, Cancelled: 0 },
    total: SAMPLE_COUNT,
    expectedCash: SAMPLE_AMOUNT,
    waiting: SAMPLE_COUNT,
  },
  refunds: sampleCount,
  topUps: sampleCount,
  withdrawals: sampleCount,
  agentBalances: SAMPLE_AMOUNT,
  invoiced: { net: SAMPLE_AMOUNT, vat: SAMPLE_AMOUNT, total: SAMPLE_AMOUNT },
};

function FigureCard({
  figure,
  today,
  month,
  periodic,
}: {
  figure: Figure;
  /** Undefined while loading. */
  today: ReportSummary | undefined;
  /** None for the figures of now (waiting requests, balances); undefined while loading. */
  month?: ReportSummary;
  periodic: boolean;
}) {
  const { t } = useTranslation('reports');
  const labelId = useId();
  const FigureIcon = figure.icon;
  const todayValue = figure.value(today ?? sampleSummary);
  const monthValue = periodic ? figure.value(month ?? sampleSummary) : '';
  const longest = Math.max(8, todayValue.length, monthValue.length);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      role="group"
      aria-labelledby={labelId}
      data-testid={`figure-${figure.key}`}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <Text id={labelId} size="sm" c="dimmed" fw={500}>
          {t(`figures.${figure.key}`)}
        </Text>
        <ThemeIcon variant="light" color={figure.color} radius="md" aria-hidden="true">
          <FigureIcon size={18} />
        </ThemeIcon>
      </Group>
      <div className={classes.values} style={{ '--figure-chars': longest } as CSSProperties}>
        <FigureValue
          label={periodic ? t('figures.today') : t('figures.now')}
          value={todayValue}
          detail={figure.detail?.(today ?? sampleSummary)}
          loading={!today}
          testId="today"
        />
        {periodic && (
          <FigureValue
            label={t('figures.thisMonth')}
            value={monthValue}
            detail={figure.detail?.(month ?? sampleSummary)}
            loading={!month}
            testId="month"
          />
        )}
      </div>
    </Paper>
  );
}

/**
 * Today's and this month's figures (business time zone), with the two figures of now: agent requests
 * waiting and the agents' balances. Needs ViewReports.
 */
export function ReportFigures() {
  const { t, i18n } = useTranslation('reports');
  const language = i18n.language;
  const periods = todayAndMonth(todayInZone());
  const today = useQuery(reportSummaryQueryOptions(periods.today));
  const month = useQuery(reportSummaryQueryOptions(periods.month));
  const count = (value: number) => formatCount(value, language);
  const money = (value: number) => formatMoney(value, language);
  const titleId = useId();
  const ready = Boolean(today.data && month.data);

  const now: Figure[] = [
    {
      key: 'waiting',
      icon: IconHourglass,
      color: 'orange',
      value: (s) => count(s.agentBookings.waiting),
      detail: (s) => t('figures.customerWaiting', { value: count(s.customerBookings.waiting) }),
    },
    { key: 'balances', icon: IconWallet, color: 'masar', value: (s) => money(s.agentBalances) },
  ];
  const periodic: Figure[] = [
    { key: 'bookings', icon: IconClipboardList, color: 'blue', value: (s) => count(s.agentBookings.total) },
    { key: 'accepted', icon: IconThumbUp, color: 'cyan', value: (s) => count(s.agentBookings.accepted) },
    {
      key: 'completed',
      icon: IconCircleCheck,
      color: 'green',
      value: (s) => count(s.agentBookings.completed),
    },
    {
      key: 'revenue',
      icon: IconCash,
      color: 'teal',
      value: (s) => money(s.agentBookings.revenue),
      // As invoiced (decision 0012): net of VAT, and the VAT due on it.
      detail: (s) => t('figures.netAndVat', { net: money(s.invoiced.net), vat: money(s.invoiced.vat) }),
    },
    {
      key: 'refunds',
      icon: IconReceiptRefund,
      color: 'red',
      value: (s) => money(s.refunds.amount),
      detail: (s) => t('figures.entries', { value: count(s.refunds.count) }),
    },
    {
      key: 'customerBookings',
      icon: IconUsers,
      color: 'grape',
      value: (s) => count(s.customerBookings.total),
      detail: (s) => t('figures.expectedCash', { amount: money(s.customerBookings.expectedCash) }),
    },
  ];

  return (
    <Stack gap="sm" component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h4" id={titleId}>
        {t('figures.title')}
      </Title>
      {today.isError || month.isError ? (
        <QueryError
          onRetry={() => {
            void today.refetch();
            void month.refetch();
          }}
        />
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
          {/* Both periods or neither: a card never shows one period's figures beside the other's placeholder. */}
          {now.map((figure) => (
            <FigureCard
              key={figure.key}
              figure={figure}
              today={ready ? today.data : undefined}
              periodic={false}
            />
          ))}
          {periodic.map((figure) => (
            <FigureCard
              key={figure.key}
              figure={figure}
              today={ready ? today.data : undefined}
              month={ready ? month.data : undefined}
              periodic
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
