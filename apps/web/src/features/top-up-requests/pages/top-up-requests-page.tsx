import { Anchor, Stack, Text } from '@mantine/core';
import {
  type TopUpRequest,
  topUpRequestSortFields,
  topUpRequestStatuses,
} from '@masar/contract/top-up-requests';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { ListView, useListState } from '../../../shared/ui/list-view';
import { fromBreakpoint } from '../../../shared/ui/media';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { downloadReceipt, myTopUpRequestsQueryOptions } from '../api/top-up-requests';
import { TopUpRequestForm } from '../components/top-up-request-form';
import { TopUpStatusBadge } from '../components/top-up-status-badge';

/** /panel/top-up-requests: the agent asks for a top-up and follows their requests (issue #19). */
export function TopUpRequestsPage() {
  const { t, i18n } = useTranslation('top-up-requests');
  const title = usePageTitle();
  const list = useListState({
    filters: ['status'] as const,
    sort: { fields: topUpRequestSortFields, fallback: '-createdAt' },
  });
  const requests = useQuery(
    myTopUpRequestsQueryOptions({
      page: list.page,
      limit: list.limit,
      search: list.search,
      sort: list.sort,
      status: (list.filters.status || undefined) as TopUpRequest['status'] | undefined,
    }),
  );

  const columns: DataTableColumn<TopUpRequest>[] = [
    {
      accessor: 'createdAt',
      title: t('columns.createdAt'),
      sortable: true,
      noWrap: true,
      render: (row) => <Text size="sm">{formatDate(row.createdAt, i18n.language, true)}</Text>,
    },
    {
      accessor: 'amount',
      title: t('columns.amount'),
      sortable: true,
      noWrap: true,
      render: (row) => (
        <Text size="sm" dir="auto" fw={600}>
          {formatMoney(row.amount, i18n.language)}
        </Text>
      ),
    },
    {
      accessor: 'bankReference',
      title: t('columns.reference'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (row) => (
        <Text size="sm" dir="auto" style={{ overflowWrap: 'anywhere' }}>
          {row.bankReference}
        </Text>
      ),
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      render: (row) => (
        <Stack gap={2}>
          <TopUpStatusBadge status={row.status} />
          {row.reason && (
            <Text size="xs" c="dimmed" dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {row.reason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'receiptMime',
      title: t('columns.receipt'),
      visibleMediaQuery: fromBreakpoint('md'),
      render: (row) =>
        row.receiptMime ? (
          <Anchor component="button" type="button" size="sm" onClick={() => void downloadReceipt(row)}>
            {t('list.download')}
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            —
          </Text>
        ),
    },
  ];

  return (
    <>
      <PageHeader title={title} description={t('intro')} />
      <Stack gap="lg">
        <TopUpRequestForm />
        <ListView
          state={list}
          query={requests}
          columns={columns}
          searchLabel={t('list.searchLabel')}
          filters={[
            {
              name: 'status',
              label: t('columns.status'),
              options: topUpRequestStatuses.map((status) => ({
                value: status,
                label: t(`statuses.${status}`),
              })),
            },
          ]}
          emptyText={t('list.empty')}
          horizontalSpacing="xs"
        />
      </Stack>
    </>
  );
}
