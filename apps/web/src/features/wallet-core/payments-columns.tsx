import { Anchor, Stack, Text } from '@mantine/core';
import type { Transaction } from '@masar/contract/transactions';
import { IconArrowDownLeft, IconArrowUpRight } from '@tabler/icons-react';
import { useAdminCan } from '../../shared/auth/use-permission';
import { useTranslation } from '../../shared/i18n/translation';
import { useLocalizedPath } from '../../shared/i18n/use-localized-path';
import { Link } from '../../shared/router/react';
import type { DataTableColumn } from '../../shared/ui/data-table';
import { fromBreakpoint } from '../../shared/ui/media';
import { useLedgerColumnKit } from './ledger-columns';

const dash = (
  <Text size="sm" c="dimmed" aria-hidden="true">
    —
  </Text>
);

/**
 * The admins' ledger columns: time, agent (left out on an agent's own page), type, direction, the signed
 * amount (money in green with +, out red with −), the balance right after, the booking, the note and the
 * admin who made the entry.
 */
export function usePaymentColumns({ withAgent }: { withAgent: boolean }): DataTableColumn<Transaction>[] {
  const { t } = useTranslation('payments');
  const localized = useLocalizedPath();
  const canOpenBookings = useAdminCan('ViewAgentsBookings');
  const canOpenAgents = useAdminCan('ViewAgents');
  const kit = useLedgerColumnKit();
  const columns: (DataTableColumn<Transaction> | false)[] = [
    kit.createdAt(t('columns.createdAt')),
    withAgent && {
      accessor: 'agent',
      title: t('columns.agent'),
      render: (entry) => (
        <Stack gap={0} miw={0}>
          {canOpenAgents ? (
            <Anchor
              component={Link}
              to={localized(`/admin-panel/agents/edit?id=${entry.agent.id}`)}
              size="sm"
              fw={500}
            >
              {entry.agent.name}
            </Anchor>
          ) : (
            <Text size="sm" fw={500}>
              {entry.agent.name}
            </Text>
          )}
          {entry.agent.companyName && (
            <Text size="xs" c="dimmed" lineClamp={1}>
              {entry.agent.companyName}
            </Text>
          )}
        </Stack>
      ),
    },
    kit.type,
    {
      accessor: 'direction',
      title: t('columns.direction'),
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('lg'),
      render: (entry) => {
        const Icon = entry.direction === 'Incoming' ? IconArrowDownLeft : IconArrowUpRight;
        return (
          <Text size="sm" component="span" style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
            <Icon size={14} aria-hidden="true" />
            {t(`direction.${entry.direction}`)}
          </Text>
        );
      },
    },
    kit.amount(false),
    kit.balanceAfter,
    {
      accessor: 'booking',
      title: t('columns.booking'),
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('md'),
      render: (entry) => {
        if (!entry.booking) return dash;
        return canOpenBookings ? (
          <Anchor
            component={Link}
            to={localized(`/admin-panel/agents-bookings?id=${entry.booking.id}`)}
            size="sm"
            fw={500}
            dir="ltr"
          >
            {entry.booking.reference}
          </Anchor>
        ) : (
          <Text size="sm" dir="ltr">
            {entry.booking.reference}
          </Text>
        );
      },
    },
    kit.note,
    {
      accessor: 'admin',
      title: t('columns.admin'),
      visibleMediaQuery: fromBreakpoint('lg'),
      render: (entry) => (entry.admin ? <Text size="sm">{entry.admin.name}</Text> : dash),
    },
  ];
  return columns.filter((column): column is DataTableColumn<Transaction> => Boolean(column));
}
