import { Badge, Box, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { Transaction, TransactionType } from '@masar/contract/transactions';
import { formatDate } from '../../shared/format/date';
import { useTranslation } from '../../shared/i18n/translation';
import { formatMoney, formatSignedMoney } from '../../shared/money/money';
import type { DataTableColumn } from '../../shared/ui/data-table';
import { fromBreakpoint } from '../../shared/ui/media';

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

/**
 * An entry's note: what the system wrote (a code) in the reader's language, then what an admin typed
 * (a refund's reason, a top-up's note) as typed, isolated for bidi.
 */
export function LedgerNote({ entry }: { entry: Pick<Transaction, 'noteCode' | 'note'> }) {
  const { t } = useTranslation('wallet');
  if (!entry.noteCode && !entry.note) {
    return (
      <Text size="sm" c="dimmed" aria-hidden="true">
        —
      </Text>
    );
  }
  return (
    <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
      {entry.noteCode && t(`noteCode.${entry.noteCode}`)}
      {entry.noteCode && entry.note && ': '}
      {entry.note && <bdi dir="auto">{entry.note}</bdi>}
    </Text>
  );
}

/**
 * The columns every ledger table has (the agent's wallet, the admins' payments), in the `wallet` wording:
 * the time (with the type under it on phones), the type, the signed amount (money in green with +, out
 * red with −) and the balance right after. Each table adds its own around them.
 */
export function useLedgerColumnKit() {
  const { t, i18n } = useTranslation('wallet');
  const language = i18n.language;
  // mantine-datatable aligns physically: amounts go to the inline end.
  const end = i18n.dir() === 'rtl' ? 'left' : 'right';
  return {
    /** `title`: "Date" on the agent's wallet, "Time" on the admins' ledger. */
    createdAt: (title: string): DataTableColumn<Transaction> => ({
      accessor: 'createdAt',
      title,
      sortable: true,
      render: (entry) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{formatDate(entry.createdAt, language, true)}</Text>
          {/* A narrow table has no type column: the type goes under the time (phones show cards). */}
          <Box visibleFrom="xs" hiddenFrom="sm">
            <TypeBadge type={entry.type} />
          </Box>
        </Stack>
      ),
    }),
    type: {
      accessor: 'type',
      title: t('columns.type'),
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (entry) => <TypeBadge type={entry.type} />,
    } satisfies DataTableColumn<Transaction>,
    /** `spokenDirection`: no direction column, so screen readers hear "(Incoming)" after the amount. */
    amount: (spokenDirection: boolean): DataTableColumn<Transaction> => ({
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
            c={incoming ? 'teal' : 'red'}
            style={numeric}
            data-direction={entry.direction}
          >
            <span dir="auto">{formatSignedMoney(incoming ? entry.amount : -entry.amount, language)}</span>
            {spokenDirection && <VisuallyHidden> ({t(`direction.${entry.direction}`)})</VisuallyHidden>}
          </Text>
        );
      },
    }),
    balanceAfter: {
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
    } satisfies DataTableColumn<Transaction>,
    note: {
      accessor: 'note',
      title: t('columns.note'),
      visibleMediaQuery: fromBreakpoint('md'),
      render: (entry) => <LedgerNote entry={entry} />,
    } satisfies DataTableColumn<Transaction>,
  };
}
