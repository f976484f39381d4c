import { Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import type { Agent } from '@masar/contract/auth';
import { IconEye, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../shared/money/money';
import { ActiveBadge } from '../../../shared/ui/active-badge';
import { DataTable, type DataTableColumn, useDataTableTexts } from '../../../shared/ui/data-table';
import {
  parseActiveFilter,
  parsePageSize,
  parseSort,
  sortParamOf,
  sortStatusOf,
} from '../../../shared/ui/list-sort';
import { ListToolbar, useActiveOptions } from '../../../shared/ui/list-toolbar';
import { fromBreakpoint } from '../../../shared/ui/media';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePaginationLabels } from '../../../shared/ui/pagination-labels';
import { QueryError } from '../../../shared/ui/query-error';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { useListSearchParams } from '../../../shared/ui/use-list-search-params';
import { type AgentSortField, type AgentsParams, agentSortFields, agentsQueryOptions } from '../api/agents';

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
  const { t, i18n } = useTranslation(['agents', 'catalogue']);
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const canEdit = useAdminCan('EditAgents');
  const { page, search, filters, update } = useListSearchParams(['active', 'sort', 'limit'] as const);
  const params: AgentsParams = {
    page,
    limit: parsePageSize(filters.limit),
    search: search || undefined,
    active: parseActiveFilter(filters.active),
    sort: parseSort<AgentSortField>(filters.sort, agentSortFields, '-createdAt'),
  };
  const agents = useQuery(agentsQueryOptions(params));
  const filtered = Boolean(params.search) || params.active !== undefined;
  const texts = useDataTableTexts(filtered);
  const pagination = usePaginationLabels();
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
      <Stack gap="md">
        <ListToolbar
          search={search}
          onSearch={(value) => update({ search: value })}
          searchLabel={t('list.searchLabel')}
          searchPlaceholder={t('list.searchPlaceholder')}
          filters={[
            {
              name: 'active',
              label: t('catalogue:common.status'),
              value: filters.active,
              options: activeOptions,
            },
          ]}
          onFilter={(name, value) => update({ [name]: value })}
        />
        {agents.isError && !agents.data ? (
          <QueryError onRetry={() => void agents.refetch()} />
        ) : (
          <DataTable<Agent>
            {...texts}
            {...pagination}
            noRecordsText={filtered ? t('list.noResults') : t('list.empty')}
            withTableBorder
            borderRadius="md"
            highlightOnHover
            verticalSpacing="sm"
            horizontalSpacing="xs"
            minHeight={agents.data?.items.length ? undefined : 220}
            records={agents.data?.items ?? []}
            columns={columns}
            fetching={agents.isFetching}
            totalRecords={agents.data?.total ?? 0}
            page={params.page}
            onPageChange={(next) => update({ page: next })}
            recordsPerPage={params.limit}
            onRecordsPerPageChange={(size: number) =>
              update({ limit: size === parsePageSize(null) ? null : size })
            }
            sortStatus={sortStatusOf(params.sort)}
            onSortStatusChange={(status) => update({ sort: sortParamOf<AgentSortField>(status) })}
            idAccessor="id"
          />
        )}
      </Stack>
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
