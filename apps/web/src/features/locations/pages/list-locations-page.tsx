import { ActionIcon, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { type Location, type LocationType, locationTypes } from '@masar/contract/locations';
import { IconEdit, IconMap2, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'react-toastify/unstyled';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { ActiveBadge } from '../../../shared/ui/active-badge';
import { ConfirmDeleteModal } from '../../../shared/ui/confirm-delete-modal';
import { DataTable, PAGE_SIZE, useDataTableTexts } from '../../../shared/ui/data-table';
import { ListToolbar, useActiveOptions } from '../../../shared/ui/list-toolbar';
import { QueryError } from '../../../shared/ui/query-error';
import { flagOf, useListSearchParams } from '../../../shared/ui/use-list-search-params';
import { allAreasQueryOptions } from '../api/areas';
import { locationsQueryOptions, useDeleteLocation } from '../api/locations';

const isType = (value: string): value is LocationType => (locationTypes as readonly string[]).includes(value);

/** /admin-panel/locations/list-locations: search, type / area / status filters and the page in the URL. */
export function ListLocationsPage() {
  const { t, i18n } = useTranslation(['catalogue', 'nav']);
  const ar = i18n.language === 'ar';
  const localized = useLocalizedPath();
  const canEdit = useAdminCan('EditLocations');
  const { page, search, filters, update } = useListSearchParams(['type', 'areaId', 'active'] as const);
  const query = useQuery(
    locationsQueryOptions({
      page,
      limit: PAGE_SIZE,
      search,
      type: isType(filters.type) ? filters.type : undefined,
      areaId: filters.areaId || undefined,
      active: flagOf(filters.active),
    }),
  );
  const areas = useQuery(allAreasQueryOptions());
  const texts = useDataTableTexts(Boolean(search || filters.type || filters.areaId || filters.active));
  const activeOptions = useActiveOptions();
  const [deleting, setDeleting] = useState<Location | null>(null);
  const remove = useDeleteLocation();
  const nameOf = (item: { nameAr: string; nameEn: string }) => (ar ? item.nameAr : item.nameEn);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('nav:titles.listLocations')}
        </Title>
        <Group gap="xs">
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
        </Group>
      </Group>
      <ListToolbar
        search={search}
        onSearch={(value) => update({ search: value })}
        filters={[
          {
            name: 'type',
            label: t('common.type'),
            value: filters.type,
            options: locationTypes.map((type) => ({ value: type, label: t(`locations.types.${type}`) })),
          },
          {
            name: 'areaId',
            label: t('locations.area'),
            value: filters.areaId,
            options: (areas.data ?? []).map((area) => ({ value: area.id, label: nameOf(area) })),
          },
          { name: 'active', label: t('common.status'), value: filters.active, options: activeOptions },
        ]}
        onFilter={(name, value) => update({ [name]: value })}
      />
      {query.isError ? (
        <QueryError onRetry={() => query.refetch()} />
      ) : (
        <DataTable<Location>
          withTableBorder
          borderRadius="md"
          minHeight={220}
          records={query.data?.items ?? []}
          fetching={query.isFetching}
          totalRecords={query.data?.total ?? 0}
          recordsPerPage={PAGE_SIZE}
          page={page}
          onPageChange={(next) => update({ page: next })}
          {...texts}
          columns={[
            {
              accessor: 'name',
              title: t('locations.name'),
              render: (item) => <Text fw={500}>{nameOf(item)}</Text>,
            },
            {
              accessor: 'type',
              title: t('common.type'),
              render: (item) => t(`locations.types.${item.type}`),
            },
            {
              accessor: 'area',
              title: t('locations.area'),
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
              render: (item) => (
                <span dir="ltr">
                  {item.lat.toFixed(5)}, {item.lng.toFixed(5)}
                </span>
              ),
            },
            {
              accessor: 'active',
              title: t('common.status'),
              render: (item) => <ActiveBadge active={item.active} />,
            },
            {
              accessor: 'actions',
              title: t('common.actions'),
              hidden: !canEdit,
              render: (item) => (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('common.edit')}>
                    <ActionIcon
                      component={Link}
                      to={localized(`/admin-panel/locations/edit-locations?id=${item.id}`)}
                      variant="subtle"
                      aria-label={`${t('common.edit')}: ${nameOf(item)}`}
                    >
                      <IconEdit size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('common.delete')}: ${nameOf(item)}`}
                      onClick={() => setDeleting(item)}
                    >
                      <IconTrash size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              ),
            },
          ]}
        />
      )}
      <ConfirmDeleteModal
        opened={deleting !== null}
        name={deleting ? nameOf(deleting) : ''}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              toast.success(t('common.deleted'));
              setDeleting(null);
            },
          })
        }
      />
    </Stack>
  );
}
