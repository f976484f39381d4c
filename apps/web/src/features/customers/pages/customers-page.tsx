import { Text, UnstyledButton } from '@mantine/core';
import type { User } from '@masar/contract/auth';
import { useQuery } from '@tanstack/react-query';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { useSearchParams } from '../../../shared/router/react';
import { ActiveBadge } from '../../../shared/ui/active-badge';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { parseActiveFilter } from '../../../shared/ui/list-sort';
import { useActiveOptions } from '../../../shared/ui/list-toolbar';
import { ListView, useListState } from '../../../shared/ui/list-view';
import { fromBreakpoint } from '../../../shared/ui/media';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { customerSortFields, customersQueryOptions } from '../api/customers';
import { CustomerDrawer } from '../components/admin-list/customer-drawer';

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

/** The customer shown in the drawer, kept in the URL (`?id=`) so a reload or a link from an order opens it. */
function useSelectedCustomer() {
  const [params, setParams] = useSearchParams();
  const select = (id: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (id) next.set('id', id);
        else next.delete('id');
        return next;
      },
      { replace: true },
    );
  return { selectedId: params.get('id'), select };
}

function CustomersList() {
  const { t, i18n } = useTranslation(['customers', 'common']);
  const title = usePageTitle();
  const list = useListState({
    filters: ['active'] as const,
    sort: { fields: customerSortFields, fallback: '-createdAt' },
  });
  const customers = useQuery(
    customersQueryOptions({
      page: list.page,
      limit: list.limit,
      search: list.search,
      sort: list.sort,
      active: parseActiveFilter(list.filters.active),
    }),
  );
  const activeOptions = useActiveOptions();
  const { selectedId, select } = useSelectedCustomer();

  if (isForbidden(customers.error)) return <NoAccess permission="ViewCustomers" />;

  const columns: DataTableColumn<User>[] = [
    {
      accessor: 'name',
      title: t('columns.name'),
      sortable: true,
      render: (customer) => (
        <UnstyledButton
          onClick={() => select(customer.id)}
          aria-label={t('list.open', { name: customer.name })}
          aria-haspopup="dialog"
          c="masar.7"
          fw={600}
          fz="sm"
          style={{ textDecoration: 'underline', textUnderlineOffset: 3, overflowWrap: 'anywhere' }}
        >
          {customer.name}
        </UnstyledButton>
      ),
    },
    {
      accessor: 'email',
      title: t('columns.email'),
      sortable: true,
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (customer) => optional(customer.email, true),
    },
    {
      accessor: 'phone',
      title: t('columns.phone'),
      visibleMediaQuery: fromBreakpoint('md'),
      noWrap: true,
      render: (customer) => optional(customer.phone, true),
    },
    {
      accessor: 'createdAt',
      title: t('columns.createdAt'),
      sortable: true,
      visibleMediaQuery: fromBreakpoint('md'),
      noWrap: true,
      render: (customer) => <Text size="sm">{formatDate(customer.createdAt, i18n.language)}</Text>,
    },
    {
      accessor: 'active',
      title: t('common:list.status'),
      noWrap: true,
      render: (customer) => <ActiveBadge active={customer.active} />,
    },
  ];

  return (
    <>
      <PageHeader title={title} description={t('intro')} />
      <ListView
        state={list}
        query={customers}
        columns={columns}
        searchLabel={t('list.searchLabel')}
        searchPlaceholder={t('list.searchPlaceholder')}
        filters={[{ name: 'active', label: t('common:list.status'), options: activeOptions }]}
        emptyText={t('list.empty')}
        noResultsText={t('list.noResults')}
        horizontalSpacing="xs"
      />
      <CustomerDrawer id={selectedId} onClose={() => select(null)} />
    </>
  );
}

/** /admin-panel/customers: for admins holding ViewCustomers (ViewerAdmin counts). */
export function CustomersPage() {
  return (
    <RequirePermission permission="ViewCustomers">
      <CustomersList />
    </RequirePermission>
  );
}
