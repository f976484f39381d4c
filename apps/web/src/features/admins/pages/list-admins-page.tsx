import { Badge, Button, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { adminSortFields } from '@masar/contract/admins';
import type { Admin } from '@masar/contract/auth';
import { permissions } from '@masar/contract/permissions';
import { IconEye, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useSignedInAdmin } from '../../../shared/auth/use-auth';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
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
import { adminsQueryOptions } from '../api/admins';

function PermissionSummary({ admin }: { admin: Admin }) {
  const { t } = useTranslation('admins');
  const held = admin.permissions.length;
  if (held === permissions.length) return <Badge variant="light">{t('list.allPermissions')}</Badge>;
  if (held === 1 && admin.permissions[0] === 'ViewerAdmin')
    return (
      <Badge variant="light" color="gray">
        {t('list.readOnly')}
      </Badge>
    );
  return (
    <Text size="sm" c={held ? undefined : 'dimmed'}>
      {t('list.permissionCount', { held, total: permissions.length })}
    </Text>
  );
}

function AdminsList() {
  const { t, i18n } = useTranslation(['admins', 'common']);
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const signedIn = useSignedInAdmin();
  const canEdit = useAdminCan('EditAdmins');
  const list = useListState({
    filters: ['active'] as const,
    sort: { fields: adminSortFields, fallback: '-createdAt' },
  });
  const admins = useQuery(
    adminsQueryOptions({
      page: list.page,
      limit: list.limit,
      search: list.search,
      sort: list.sort,
      active: parseActiveFilter(list.filters.active),
    }),
  );
  const activeOptions = useActiveOptions();

  if (isForbidden(admins.error)) return <NoAccess permission="ViewAdmins" />;

  const columns: DataTableColumn<Admin>[] = [
    {
      accessor: 'name',
      title: t('list.columns.name'),
      sortable: true,
      render: (admin) => (
        <Group gap={6} wrap="nowrap">
          <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {admin.name}
          </Text>
          {admin.id === signedIn?.id && (
            <Badge variant="outline" size="xs">
              {t('list.you')}
            </Badge>
          )}
        </Group>
      ),
    },
    {
      accessor: 'email',
      title: t('list.columns.email'),
      sortable: true,
      visibleMediaQuery: fromBreakpoint('sm'),
      noWrap: true,
      render: (admin) => (
        <Text size="sm" dir="ltr" component="span">
          {admin.email}
        </Text>
      ),
    },
    {
      accessor: 'permissions',
      title: t('list.columns.permissions'),
      visibleMediaQuery: fromBreakpoint('md'),
      render: (admin) => <PermissionSummary admin={admin} />,
    },
    {
      accessor: 'active',
      title: t('list.columns.status'),
      noWrap: true,
      render: (admin) => <ActiveBadge active={admin.active} />,
    },
    {
      accessor: 'createdAt',
      title: t('list.columns.createdAt'),
      sortable: true,
      visibleMediaQuery: fromBreakpoint('lg'),
      render: (admin) => formatDate(admin.createdAt, i18n.language),
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>,
      noWrap: true,
      render: (admin) => {
        const label = canEdit
          ? t('list.editAdmin', { name: admin.name })
          : t('list.viewAdmin', { name: admin.name });
        return (
          <Group justify="flex-end" wrap="nowrap">
            <Tooltip label={label} openDelay={400}>
              <Button
                component={Link}
                to={localized(`/admin-panel/admins/edit?id=${admin.id}`)}
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
              to={localized('/admin-panel/admins/define')}
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            >
              {t('list.add')}
            </Button>
          )
        }
      />
      <ListView
        state={list}
        query={admins}
        columns={columns}
        searchLabel={t('list.searchLabel')}
        searchPlaceholder={t('list.searchPlaceholder')}
        filters={[{ name: 'active', label: t('common:list.status'), options: activeOptions }]}
        emptyText={t('list.empty')}
        noResultsText={t('list.noResults')}
      />
    </>
  );
}

/** /admin-panel/admins/list: needs ViewAdmins (or read-only access). */
export function ListAdminsPage() {
  return (
    <RequirePermission permission="ViewAdmins">
      <AdminsList />
    </RequirePermission>
  );
}
