import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { type AgentBalance, agentBalanceSortFields } from '@masar/contract/transactions';
import { IconCash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isForbidden } from '../../../shared/api/error-status';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../shared/money/money';
import { Link } from '../../../shared/router/react';
import { ActiveBadge } from '../../../shared/ui/active-badge';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { ListView, useListState } from '../../../shared/ui/list-view';
import { fromBreakpoint } from '../../../shared/ui/media';
import { NoAccess } from '../../../shared/ui/no-access';
import { BalanceDialog } from '../../wallet-core/balance-dialog';
import { agentBalancesQueryOptions } from '../api/transactions';

/**
 * The payments screen's "Agent balances" view: every agent's wallet (ViewPayments, no ViewAgents needed),
 * with top-up / withdraw for ManagePayments holders and a link to the agent's transactions.
 */
export function AgentBalances() {
  const { t, i18n } = useTranslation('payments');
  const { t: statements } = useTranslation('statements');
  const localized = useLocalizedPath();
  const canManage = useAdminCan('ManagePayments');
  const [changing, setChanging] = useState<AgentBalance | null>(null);
  const list = useListState({
    filters: [] as const,
    sort: { fields: agentBalanceSortFields, fallback: 'name' },
  });
  const balances = useQuery(
    agentBalancesQueryOptions({ page: list.page, limit: list.limit, search: list.search, sort: list.sort }),
  );

  if (isForbidden(balances.error)) return <NoAccess permission="ViewPayments" />;

  const columns: DataTableColumn<AgentBalance>[] = [
    {
      accessor: 'name',
      title: t('balances.columns.agent'),
      sortable: true,
      render: (agent) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" fw={500} dir="auto" style={{ overflowWrap: 'anywhere' }}>
            {agent.name}
          </Text>
          {agent.companyName && (
            <Text size="xs" c="dimmed" dir="auto">
              {agent.companyName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'email',
      title: t('balances.columns.email'),
      visibleMediaQuery: fromBreakpoint('md'),
      noWrap: true,
      render: (agent) => (
        <Text size="sm" component="span" dir="ltr">
          {agent.email}
        </Text>
      ),
    },
    {
      accessor: 'active',
      title: t('balances.columns.status'),
      visibleMediaQuery: fromBreakpoint('sm'),
      noWrap: true,
      render: (agent) => <ActiveBadge active={agent.active} />,
    },
    {
      accessor: 'balance',
      title: t('balances.columns.balance'),
      sortable: true,
      noWrap: true,
      // Amounts line up at the end of the cell (mantine-datatable's alignment is physical, not logical).
      textAlign: i18n.dir() === 'rtl' ? 'left' : 'right',
      render: (agent) => (
        <Text
          size="sm"
          fw={500}
          component="span"
          dir="auto"
          data-testid="agent-balance"
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {formatMoney(agent.balance, i18n.language)}
        </Text>
      ),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('balances.columns.actions')}</VisuallyHidden>,
      noWrap: true,
      render: (agent) => (
        <Group justify="flex-end" gap="sm" wrap="nowrap">
          <Anchor
            component={Link}
            to={localized(`/admin-panel/payments?agentId=${agent.id}`)}
            size="sm"
            aria-label={t('balances.transactionsOf', { name: agent.name })}
          >
            {t('balances.transactions')}
          </Anchor>
          <Anchor
            component={Link}
            to={localized(`/admin-panel/payments/statement?agentId=${agent.id}`)}
            size="sm"
            aria-label={statements('openFor', { name: agent.name })}
          >
            {statements('open')}
          </Anchor>
          {canManage && (
            <Button
              size="compact-sm"
              variant="light"
              leftSection={<IconCash size={14} aria-hidden="true" />}
              aria-label={t('balances.changeFor', { name: agent.name })}
              onClick={() => setChanging(agent)}
            >
              {t('balances.change')}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <>
      <ListView
        state={list}
        query={balances}
        columns={columns}
        searchLabel={t('balances.searchLabel')}
        searchPlaceholder={t('balances.searchPlaceholder')}
        emptyText={t('balances.empty')}
        noResultsText={t('balances.noResults')}
        horizontalSpacing="xs"
      />
      {changing && <BalanceDialog agent={changing} opened onClose={() => setChanging(null)} />}
    </>
  );
}
