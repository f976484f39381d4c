import { Anchor, Badge, Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Transaction, TransactionType } from '@masar/contract/transactions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../shared/format/date';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney, formatSignedMoney } from '../../../shared/money/money';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { fromBreakpoint } from '../../../shared/ui/media';

const typeColors: Record<TransactionType, string> = {
  TopUp: 'teal',
  Refund: 'blue',
  Booking: 'orange',
  Withdrawal: 'grape',
};

function TypeBadge({ type }: { type: TransactionType }) {
  const { t } = useTranslation('wallet');
  return (
    <Badge
      color={typeColors[type]}
      variant="light"
      size="sm"
      data-type={type}
      style={{ minWidth: 'max-content' }}
    >
      {t(`type.${type}`)}
    </Badge>
  );
}

const numeric = { fontVariantNumeric: 'tabular-nums' } as const;

/** The ledger's columns: money in is green with +, money out red with −; the balance right after each entry. */
export function useTransactionColumns(): DataTableColumn<Transaction>[] {
  const { t, i18n } = useTranslation('wallet');
  const localized = useLocalizedPath();
  const language = i18n.language;
  // mantine-datatable aligns physically: amounts go to the inline end.
  const end = i18n.dir() === 'rtl' ? 'left' : 'right';
  return [
    {
      accessor: 'createdAt',
      title: t('columns.createdAt'),
      sortable: true,
      render: (entry) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{formatDate(entry.createdAt, language, true)}</Text>
          {/* Phones have no type column: the type goes under the date. */}
          <Box hiddenFrom="sm">
            <TypeBadge type={entry.type} />
          </Box>
        </Stack>
      ),
    },
    {
      accessor: 'type',
      title: t('columns.type'),
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (entry) => <TypeBadge type={entry.type} />,
    },
    {
      accessor: 'booking',
      title: t('columns.booking'),
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (entry) =>
        entry.booking ? (
          <Anchor
            component={Link}
            to={localized(`/panel/profile/trips-history?id=${entry.booking.id}`)}
            size="sm"
            fw={500}
            dir="ltr"
            aria-label={t('openBooking', { reference: entry.booking.reference })}
          >
            {entry.booking.reference}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed" aria-hidden="true">
            —
          </Text>
        ),
    },
    {
      accessor: 'note',
      title: t('columns.note'),
      visibleMediaQuery: fromBreakpoint('md'),
      render: (entry) => (
        <Text
          size="sm"
          c={entry.note ? undefined : 'dimmed'}
          lineClamp={2}
          style={{ overflowWrap: 'anywhere' }}
        >
          {entry.note ?? '—'}
        </Text>
      ),
    },
    {
      accessor: 'amount',
      title: t('columns.amount'),
      sortable: true,
      noWrap: true,
      textAlign: end,
      render: (entry) => {
        const incoming = entry.direction === 'Incoming';
        return (
          <Text
            size="sm"
            fw={600}
            component="span"
            c={incoming ? 'teal.8' : 'red.8'}
            style={numeric}
            data-direction={entry.direction}
          >
            <span dir="auto">{formatSignedMoney(incoming ? entry.amount : -entry.amount, language)}</span>
            <VisuallyHidden> ({t(`direction.${entry.direction}`)})</VisuallyHidden>
          </Text>
        );
      },
    },
    {
      accessor: 'balanceAfter',
      title: t('columns.balanceAfter'),
      noWrap: true,
      textAlign: end,
      visibleMediaQuery: fromBreakpoint('xs'),
      render: (entry) => (
        <Text size="sm" component="span" style={numeric}>
          <span dir="auto">{formatMoney(entry.balanceAfter, language)}</span>
        </Text>
      ),
    },
  ];
}
