import { Button, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { agentSortFields } from '@masar/contract/agents';
import type { Agent } from '@masar/contract/auth';
import { IconEye, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../shared/money/money';
import { Link } from '../../../shared/router/react';
import { ActiveBadge } from '../../../shared/ui/active-badge';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { parseActiveFilter } from '../../../shared/ui/list-sort';
import { useActiveOptions } from '../../../shared/ui/list-toolbar';
import { ListView, useListState } from '../../../shared/ui/list-view';
import { fromBreakpoint } from '../../../shared/ui/media';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { agentsQueryOptions } from '../api/agents';

const optional = (value: string | null, ltr = false) =>
  value ? (
    <Text size="sm" component="span" dir={ltr ? 'ltr' : undefined}>
      {value}
    </Text>
  ) : (
    <Text size="sm" component="span" c="dimmed" aria-hidden="true">
      —
    </Text>
  );

function AgentsList() {
  const { t, i18n } = useTranslation(['agents', 'common']);
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const canEdit = useAdminCan('EditAgents');
  const list = useListState({
    filters: ['active'] as const,
    sort: { fields: agentSortFields, fallback: '-createdAt' },
  });
  const agents = useQuery(
    agentsQueryOptions({
      page: list.page,
      limit: list.limit,
      search: list.search,
      sort: list.sort,
      active: parseActiveFilter(list.filters.active),
    }),
  );
  const activeOptions = useActiveOptions();

  if (isForbidden(agents.error)) return <NoAccess permission="ViewAgents" />;

  const columns: DataTableColumn<Agent>[] = [
    {
      accessor: 'name',
      title: t('list.columns.name'),
      sortable: true,
      render: (agent) => (
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {agent.name}
        </Text>
      ),
    },
    {
      accessor: 'companyName',
      title: t('list.columns.companyName'),
      sortable: true,
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (agent) => optional(agent.companyName),
    },
    {
      accessor: 'email',
      title: t('list.columns.email'),
      sortable: true,
      visibleMediaQuery: fromBreakpoint('md'),
      noWrap: true,
      render: (agent) => optional(agent.email, true),
    },
    {
      accessor: 'phone',
      title: t('list.columns.phone'),
      visibleMediaQuery: fromBreakpoint('lg'),
      noWrap: true,
      render: (agent) => optional(agent.phone, true),
    },
    {
      accessor: 'city',
      title: t('list.columns.city'),
      visibleMediaQuery: fromBreakpoint('lg'),
      render: (agent) => optional(agent.city),
    },
    {
      accessor: 'balance',
      title: t('list.columns.balance'),
      noWrap: true,
      // Amounts line up at the end of the cell (mantine-datatable's alignment is physical, not logical).
      textAlign: i18n.dir() === 'rtl' ? 'left' : 'right',
      render: (agent) => (
        <Text size="sm" fw={500} component="span" dir="auto" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(agent.balance, i18n.language)}
        </Text>
      ),
    },
    {
      accessor: 'creditLimit',
      title: t('list.columns.available'),
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('md'),
      textAlign: i18n.dir() === 'rtl' ? 'left' : 'right',
      render: (agent) => (
        <Text size="sm" component="span" dir="auto" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(agent.balance + agent.creditLimit, i18n.language)}
        </Text>
      ),
    },
    {
      accessor: 'active',
      title: t('list.columns.status'),
      visibleMediaQuery: fromBreakpoint('sm'),
      noWrap: true,
      render: (agent) => <ActiveBadge active={agent.active} />,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>,
      noWrap: true,
      render: (agent) => {
        const label = canEdit
          ? t('list.editAgent', { name: agent.name })
          : t('list.viewAgent', { name: agent.name });
        return (
          <Group justify="flex-end" wrap="nowrap">
            <Tooltip label={label} openDelay={400}>
              <Button
                component={Link}
                to={localized(`/admin-panel/agents/edit?id=${agent.id}`)}
                size="compact-sm"
                variant="light"
                leftSection={
                  canEdit ? (
                    <IconPencil size={14} aria-hidden="true" />
                  ) : (
                    <IconEye size={14} aria-hidden="true" />
                  )
                }
                aria-label={label}
              >
                {canEdit ? t('list.edit') : t('list.view')}
              </Button>
            </Tooltip>
          </Group>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        actions={
          canEdit && (
            <Button
              component={Link}
              to={localized('/admin-panel/agents/define')}
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            >
              {t('list.add')}
            </Button>
          )
        }
      />
      <ListView
        state={list}
        query={agents}
        columns={columns}
        searchLabel={t('list.searchLabel')}
        searchPlaceholder={t('list.searchPlaceholder')}
        filters={[{ name: 'active', label: t('common:list.status'), options: activeOptions }]}
        emptyText={t('list.empty')}
        noResultsText={t('list.noResults')}
        horizontalSpacing="xs"
      />
    </>
  );
}

/** /admin-panel/agents/list: needs ViewAgents (or read-only access). */
export function ListAgentsPage() {
  return (
    <RequirePermission permission="ViewAgents">
      <AgentsList />
    </RequirePermission>
  );
}
