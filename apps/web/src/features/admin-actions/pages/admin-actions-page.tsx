import { Stack } from '@mantine/core';
import type { AdminAction } from '@masar/contract/admin-actions';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { NoAccess } from '../../../shared/ui/no-access';
import { PageHeader } from '../../../shared/ui/page-header';
import { PagedTable } from '../../../shared/ui/paged-table';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { adminActionsQueryOptions } from '../api/admin-actions';
import { AdminActionDrawer } from '../components/admin-action-drawer';
import { useAdminActionColumns } from '../components/admin-actions-columns';
import { AdminActionsFilters } from '../components/admin-actions-filters';
import { useAdminActionsSearch } from '../components/use-admin-actions-search';

function AdminActions() {
  const { t } = useTranslation('admin-actions');
  const title = usePageTitle();
  const search = useAdminActionsSearch();
  const actions = useQuery(adminActionsQueryOptions(search.params));
  const [opened, setOpened] = useState<AdminAction | null>(null);
  const columns = useAdminActionColumns(setOpened);

  if (isForbidden(actions.error)) return <NoAccess permission="ViewAdminActions" />;
  return (
    <>
      <PageHeader title={title} description={t('intro')} />
      <Stack gap="md">
        <AdminActionsFilters search={search} />
        <PagedTable
          state={search}
          query={actions}
          columns={columns}
          emptyText={t('list.empty')}
          noResultsText={t('list.noResults')}
          onOpen={setOpened}
          testId="admin-actions-table"
          keyset
        />
      </Stack>
      <AdminActionDrawer action={opened} onClose={() => setOpened(null)} />
    </>
  );
}

/** /admin-panel/admin-actions: the admin action log with filters in the URL (ViewAdminActions). */
export function AdminActionsPage() {
  return (
    <RequirePermission permission="ViewAdminActions">
      <AdminActions />
    </RequirePermission>
  );
}
