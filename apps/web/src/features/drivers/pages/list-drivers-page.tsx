import { Avatar, Badge, Button, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { type Driver, driverSortFields, plateText } from '@masar/contract/drivers';
import { IconEye, IconPencil, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { isForbidden } from '../../../shared/api/error-status';
import { RequirePermission } from '../../../shared/auth/require-permission';
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
import { driversQueryOptions } from '../api/drivers';
import { licenceState } from '../components/licence-warning';
import { StepSettingsCard } from '../components/step-settings-card';

function DriversList() {
  const { t, i18n } = useTranslation(['drivers', 'common']);
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const canEdit = useAdminCan('ManageOrders');
  const list = useListState({
    filters: ['active'] as const,
    sort: { fields: driverSortFields, fallback: 'nameEn' },
  });
  const drivers = useQuery(
    driversQueryOptions({
      page: list.page,
      limit: list.limit,
      search: list.search,
      sort: list.sort,
      active: parseActiveFilter(list.filters.active),
    }),
  );
  const activeOptions = useActiveOptions();
  const arabic = i18n.language !== 'en';

  if (isForbidden(drivers.error)) return <NoAccess permission="ViewDrivers" />;

  const columns: DataTableColumn<Driver>[] = [
    {
      accessor: arabic ? 'nameAr' : 'nameEn',
      title: t('list.columns.name'),
      sortable: true,
      render: (driver) => (
        <Group gap="sm" wrap="nowrap">
          <Avatar src={driver.photoUrl} size={32} radius="xl" alt="" />
          <Stack gap={0}>
            <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
              {arabic ? driver.nameAr : driver.nameEn}
            </Text>
            <Text size="xs" c="dimmed" lang={arabic ? 'en' : 'ar'}>
              {arabic ? driver.nameEn : driver.nameAr}
            </Text>
          </Stack>
        </Group>
      ),
    },
    {
      accessor: 'mobile',
      title: t('list.columns.mobile'),
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (driver) => (
        <Text size="sm" component="span" dir="ltr">
          {driver.mobile}
        </Text>
      ),
    },
    {
      accessor: 'vehicles',
      title: t('list.columns.vehicles'),
      visibleMediaQuery: fromBreakpoint('md'),
      render: (driver) => (
        <Stack gap={2}>
          {driver.vehicles.map((vehicle) => (
            <Text key={vehicle.id} size="sm">
              {arabic ? vehicle.car.nameAr : vehicle.car.nameEn} ·{' '}
              <bdi>{plateText(vehicle, i18n.language)}</bdi>
            </Text>
          ))}
        </Stack>
      ),
    },
    {
      accessor: 'licenceExpiry',
      title: t('list.columns.licence'),
      sortable: true,
      noWrap: true,
      render: (driver) => {
        const licence = licenceState(driver.licenceExpiry);
        return (
          <Stack gap={2} align="flex-start">
            <Text size="sm" component="span">
              {formatDate(driver.licenceExpiry, i18n.language)}
            </Text>
            {licence && (
              <Badge color={licence.state === 'expired' ? 'red' : 'yellow'} variant="light" size="sm">
                {licence.state === 'expired'
                  ? t('licence.expired')
                  : t('licence.expiresSoon', { count: licence.days })}
              </Badge>
            )}
          </Stack>
        );
      },
    },
    {
      accessor: 'active',
      title: t('list.columns.status'),
      visibleMediaQuery: fromBreakpoint('sm'),
      noWrap: true,
      render: (driver) => <ActiveBadge active={driver.active} />,
    },
    {
      accessor: 'actions',
      title: <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>,
      noWrap: true,
      render: (driver) => {
        const name = arabic ? driver.nameAr : driver.nameEn;
        const label = canEdit ? t('list.editDriver', { name }) : t('list.viewDriver', { name });
        return (
          <Group justify="flex-end" wrap="nowrap">
            <Tooltip label={label} openDelay={400}>
              <Button
                component={Link}
                to={localized(`/admin-panel/drivers/edit?id=${driver.id}`)}
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
              to={localized('/admin-panel/drivers/define')}
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
            >
              {t('list.add')}
            </Button>
          )
        }
      />
      <StepSettingsCard />
      <ListView
        state={list}
        query={drivers}
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

/** /admin-panel/drivers/list: needs ViewDrivers (or read-only access). */
export function ListDriversPage() {
  return (
    <RequirePermission permission="ViewDrivers">
      <DriversList />
    </RequirePermission>
  );
}
