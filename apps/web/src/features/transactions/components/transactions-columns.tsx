import { Anchor, Text } from '@mantine/core';
import type { Transaction } from '@masar/contract/transactions';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link } from '../../../shared/router/react';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { fromBreakpoint } from '../../../shared/ui/media';
import { useLedgerColumnKit } from '../../wallet-core/ledger-columns';

/** The ledger's columns: money in is green with +, money out red with −; the balance right after each entry. */
export function useTransactionColumns(): DataTableColumn<Transaction>[] {
  const { t } = useTranslation('wallet');
  const localized = useLocalizedPath();
  const kit = useLedgerColumnKit();
  return [
    kit.createdAt(t('columns.createdAt')),
    kit.type,
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
    kit.note,
    kit.amount(true),
    kit.balanceAfter,
  ];
}
