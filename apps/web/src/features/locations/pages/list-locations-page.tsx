import { Button, Text } from '@mantine/core';
import { isUuid, locationTypes } from '@masar/contract/constants';
import { type Location, locationSortFields } from '@masar/contract/locations';
import { IconMap2, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { Link } from '../../../shared/router/react';
import { ActiveBadge } from '../../../shared/ui/active-badge';
import { useConfirmDelete } from '../../../shared/ui/confirm-delete-modal';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { parseActiveFilter, parseChoiceFilter } from '../../../shared/ui/list-sort';
import { useActiveOptions } from '../../../shared/ui/list-toolbar';
import { ListView, useListState } from '../../../shared/ui/list-view';
import { fromBreakpoint } from '../../../shared/ui/media';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { RowActions } from '../../../shared/ui/row-actions';
import { allAreasQueryOptions } from '../../areas/api/areas';
import { locationsQueryOptions, useDeleteLocation } from '../api/locations';

/** /admin-panel/locations/list-locations: search, sort, type / area / status filters and the page in the URL. */
export function ListLocationsPage() {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const ar = i18n.language === 'ar';
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const canEdit = useAdminCan('EditLocations');
  const list = useListState({
    filters: ['type', 'areaId', 'active'] as const,
    sort: { fields: locationSortFields, fallback: '-createdAt' },
  });
  const areas = useQuery(allAreasQueryOptions());
  const query = useQuery(
    locationsQueryOptions({
      page: list.page,
      limit: list.limit,
      search: list.search,
      sort: list.sort,
      type: parseChoiceFilter(list.filters.type, locationTypes),
      // A malformed area id from a hand-edited link is not sent (the API would refuse it).
      areaId: isUuid(list.filters.areaId) ? list.filters.areaId : undefined,
      active: parseActiveFilter(list.filters.active),
    }),
  );
  const activeOptions = useActiveOptions();
  const nameOf = (item: { nameAr: string; nameEn: string }) => (ar ? item.nameAr : item.nameEn);
  const remove = useConfirmDelete<Location>(useDeleteLocation(), nameOf);

  const columns: DataTableColumn<Location>[] = [
    {
      // Sorted by the name in the page's language.
      accessor: ar ? 'nameAr' : 'nameEn',
      title: t('locations.name'),
      sortable: true,
      render: (item) => <Text fw={500}>{nameOf(item)}</Text>,
    },
    {
      accessor: 'type',
      title: t('common.type'),
      sortable: true,
      render: (item) => t(`locations.types.${item.type}`),
    },
    {
      accessor: 'area',
      title: t('locations.area'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (item) =>
        item.area ? (
          nameOf(item.area)
        ) : (
          <Text c="dimmed" size="sm">
            {t('locations.noArea')}
          </Text>
        ),
    },
    {
      accessor: 'point',
      title: `${t('locations.lat')}, ${t('locations.lng')}`,
      visibleMediaQuery: fromBreakpoint('lg'),
      noWrap: true,
      render: (item) => (
        <span dir="ltr">
          {item.lat.toFixed(5)}, {item.lng.toFixed(5)}
        </span>
      ),
    },
    {
      accessor: 'active',
      title: t('common:list.status'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (item) => <ActiveBadge active={item.active} />,
    },
    {
      accessor: 'actions',
      title: t('common:list.actions'),
      hidden: !canEdit,
      render: (item) => (
        <RowActions
          name={nameOf(item)}
          editTo={localized(`/admin-panel/locations/edit-locations?id=${item.id}`)}
          onDelete={() => remove.ask(item)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        actions={
          <>
            <Button
              component={Link}
              to={localized('/admin-panel/locations/areas')}
              variant="light"
              leftSection={<IconMap2 size={18} aria-hidden="true" />}
            >
              {t('locations.manageAreas')}
            </Button>
            {canEdit && (
              <Button
                component={Link}
                to={localized('/admin-panel/locations/define')}
                leftSection={<IconPlus size={18} aria-hidden="true" />}
              >
                {t('locations.add')}
              </Button>
            )}
          </>
        }
      />
      <ListView
        state={list}
        query={query}
        columns={columns}
        filters={[
          {
            name: 'type',
            label: t('common.type'),
            options: locationTypes.map((type) => ({ value: type, label: t(`locations.types.${type}`) })),
          },
          {
            name: 'areaId',
            label: t('locations.area'),
            options: (areas.data ?? []).map((area) => ({ value: area.id, label: nameOf(area) })),
          },
          { name: 'active', label: t('common:list.status'), options: activeOptions },
        ]}
      />
      {remove.modal}
    </>
  );
}
