import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { MonthPickerInput } from '@mantine/dates';
import type { Statement, StatementLine } from '@masar/contract/statements';
import { transactionTypes } from '@masar/contract/transactions';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isForbidden } from '../../../shared/api/error-status';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { useSearchParams } from '../../../shared/router/react';
import { CalendarProvider } from '../../../shared/ui/calendar-provider';
import { DataTable, type DataTableColumn } from '../../../shared/ui/data-table';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import { fromBreakpoint } from '../../../shared/ui/media';
import { NoAccess } from '../../../shared/ui/no-access';
import { QueryError } from '../../../shared/ui/query-error';
import { LedgerNote } from '../../wallet-core/ledger-columns';
import { downloadStatement, type StatementPeriod, statementQueryOptions } from '../api/statements';
import { type PeriodMode, readPeriod } from './statement-period';

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

function Money({ value, strong }: { value: number; strong?: boolean }) {
  const { i18n } = useTranslation();
  return (
    <Text
      component="span"
      size="sm"
      fw={strong ? 700 : undefined}
      c={value < 0 ? 'red.9' : undefined}
      style={numeric}
      dir="auto"
    >
      {formatMoney(value, i18n.language)}
    </Text>
  );
}

/** Month or from–to, kept in the URL (the rest of the URL, such as the agent, stays). */
function PeriodPicker() {
  const { t, i18n } = useTranslation('statements');
  const [params, setParams] = useSearchParams();
  const state = readPeriod(params);
  const change = (changes: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <SegmentedControl
        aria-label={t('period.kind')}
        value={state.mode}
        onChange={(mode) =>
          change(
            (mode as PeriodMode) === 'dates'
              ? { mode: 'dates', month: null }
              : { mode: null, from: null, to: null, month: state.month },
          )
        }
        data={[
          { value: 'month', label: t('period.month') },
          { value: 'dates', label: t('period.dates') },
        ]}
      />
      {state.mode === 'month' ? (
        <CalendarProvider>
          <MonthPickerInput
            label={t('period.month')}
            value={`${state.month}-01`}
            onChange={(value) => value && change({ month: value.slice(0, 7) })}
            valueFormat="MMMM YYYY"
            locale={i18n.language}
            w={{ base: '100%', xs: 220 }}
          />
        </CalendarProvider>
      ) : (
        <DateRangeFilter
          label={t('period.dates')}
          placeholder={t('period.pickDates')}
          clearLabel={t('period.clearDates')}
          from={state.from}
          to={state.to}
          onChange={(range) => change(range)}
          error={state.rangeInvalid ? t('period.rangeError') : undefined}
        />
      )}
    </Group>
  );
}

function DownloadButtons({ agentId, period }: { agentId: string; period: StatementPeriod }) {
  const { t, i18n } = useTranslation('statements');
  const [busy, setBusy] = useState<'pdf' | 'xlsx' | null>(null);
  async function download(format: 'pdf' | 'xlsx') {
    setBusy(format);
    try {
      await downloadStatement(agentId, period, format, i18n.language === 'en' ? 'en' : 'ar');
    } catch {
      // The API client already showed what went wrong.
    } finally {
      setBusy(null);
    }
  }
  return (
    <Group gap="sm">
      <Button
        variant="default"
        leftSection={<IconFileTypePdf size={18} aria-hidden="true" />}
        loading={busy === 'pdf'}
        onClick={() => void download('pdf')}
      >
        {t('download.pdf')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
        loading={busy === 'xlsx'}
        onClick={() => void download('xlsx')}
      >
        {t('download.xlsx')}
      </Button>
    </Group>
  );
}

function Figure({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="lg" fw={700} c={value < 0 ? 'red.9' : undefined} style={numeric}>
        <span dir="auto">
          <Money value={value} strong />
        </span>
      </Text>
    </Paper>
  );
}

function Summary({ statement }: { statement: Statement }) {
  const { t } = useTranslation('statements');
  const { t: wallet } = useTranslation('wallet');
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label={t('summary.opening')} value={statement.openingBalance} testId="statement-opening" />
        <Figure label={t('summary.totalIn')} value={statement.totalIn} testId="statement-in" />
        <Figure label={t('summary.totalOut')} value={statement.totalOut} testId="statement-out" />
        <Figure label={t('summary.closing')} value={statement.closingBalance} testId="statement-closing" />
      </SimpleGrid>
      <Group gap="xs" wrap="wrap" aria-label={t('summary.byType')} role="group">
        <Text size="sm" c="dimmed">
          {t('summary.byType')}
        </Text>
        {transactionTypes.map((type) => (
          <Badge key={type} variant="light" color="gray" size="lg" tt="none" fw={500}>
            {wallet(`type.${type}`)}: <Money value={statement.totals[type]} />
          </Badge>
        ))}
      </Group>
    </Stack>
  );
}

function useLineColumns(): DataTableColumn<StatementLine>[] {
  const { t, i18n } = useTranslation('statements');
  const { t: wallet } = useTranslation('wallet');
  const end = i18n.dir() === 'rtl' ? 'left' : 'right';
  const amount = (value: number) => (value ? <Money value={value} /> : null);
  return [
    {
      accessor: 'createdAt',
      title: t('columns.date'),
      render: (line) => <Text size="sm">{formatDate(line.createdAt, i18n.language, true)}</Text>,
    },
    {
      accessor: 'type',
      title: t('columns.type'),
      noWrap: true,
      render: (line) => wallet(`type.${line.type}`),
    },
    {
      accessor: 'booking',
      title: t('columns.booking'),
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (line) => (line.booking ? <span dir="ltr">{line.booking.reference}</span> : null),
    },
    {
      accessor: 'note',
      title: t('columns.description'),
      visibleMediaQuery: fromBreakpoint('md'),
      render: (line) => <LedgerNote entry={line} />,
    },
    {
      accessor: 'debit',
      title: t('columns.debit'),
      textAlign: end,
      noWrap: true,
      render: (l) => amount(l.debit),
    },
    {
      accessor: 'credit',
      title: t('columns.credit'),
      textAlign: end,
      noWrap: true,
      render: (l) => amount(l.credit),
    },
    {
      accessor: 'balance',
      title: t('columns.balance'),
      textAlign: end,
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('xs'),
      render: (line) => <Money value={line.balance} />,
    },
  ];
}

/**
 * An agent's statement of account: the period (a month or from–to, in the URL), the opening and closing
 * balances and totals, every line of the period, and the PDF and Excel downloads. `agentId` undefined: an
 * admin has not chosen the agent yet.
 */
export function StatementView({ agentId }: { agentId: string | undefined }) {
  const { t, i18n } = useTranslation('statements');
  const [params] = useSearchParams();
  const { period } = readPeriod(params);
  const statement = useQuery({
    ...statementQueryOptions(agentId ?? '', period ?? {}),
    enabled: Boolean(agentId && period),
  });
  const columns = useLineColumns();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="md" wrap="wrap">
        <PeriodPicker />
        {agentId && period && <DownloadButtons agentId={agentId} period={period} />}
      </Group>
      {!agentId ? (
        <Alert variant="light">{t('chooseAgent')}</Alert>
      ) : !period ? (
        <Alert variant="light">{t('period.choose')}</Alert>
      ) : isForbidden(statement.error) ? (
        <NoAccess permission="ViewPayments" />
      ) : statement.isError ? (
        <QueryError onRetry={() => void statement.refetch()} />
      ) : !statement.data ? (
        <Skeleton h={240} />
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {t('periodLine', {
              // Noon UTC of the day is the same day in Riyadh.
              from: formatDate(`${statement.data.from}T12:00:00Z`, i18n.language),
              to: formatDate(`${statement.data.to}T12:00:00Z`, i18n.language),
            })}
          </Text>
          <Summary statement={statement.data} />
          <DataTable
            withTableBorder
            borderRadius="md"
            striped
            records={statement.data.lines}
            columns={columns}
            idAccessor="id"
            minHeight={statement.data.lines.length ? undefined : 160}
            noRecordsText={t('empty')}
            aria-label={t('tableLabel')}
            data-testid="statement-lines"
          />
        </>
      )}
    </Stack>
  );
}
