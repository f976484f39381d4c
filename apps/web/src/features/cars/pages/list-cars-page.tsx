import { ActionIcon, Avatar, Button, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import { type Car, type CarType, carTypes } from '@masar/contract/cars';
import { IconCar, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
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
import { carsQueryOptions, useDeleteCar } from '../api/cars';

const isCarType = (value: string): value is CarType => (carTypes as readonly string[]).includes(value);

/** /admin-panel/cars/list-cars: server-paginated, searchable, filtered by type and status (all in the URL). */
export function ListCarsPage() {
  const { t, i18n } = useTranslation(['catalogue', 'nav']);
  const language = i18n.language;
  const localized = useLocalizedPath();
  const canEdit = useAdminCan('EditCars');
  const { page, search, filters, update } = useListSearchParams(['type', 'active'] as const);
  const query = useQuery(
    carsQueryOptions({
      page,
      limit: PAGE_SIZE,
      search,
      type: isCarType(filters.type) ? filters.type : undefined,
      active: flagOf(filters.active),
    }),
  );
  const texts = useDataTableTexts(Boolean(search || filters.type || filters.active));
  const activeOptions = useActiveOptions();
  const [deleting, setDeleting] = useState<Car | null>(null);
  const remove = useDeleteCar();
  const nameOf = (car: Car) => (language === 'ar' ? car.nameAr : car.nameEn);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('nav:titles.listCars')}
        </Title>
        {canEdit && (
          <Button
            component={Link}
            to={localized('/admin-panel/cars/define')}
            leftSection={<IconPlus size={18} aria-hidden="true" />}
          >
            {t('cars.add')}
          </Button>
        )}
      </Group>
      <ListToolbar
        search={search}
        onSearch={(value) => update({ search: value })}
        filters={[
          {
            name: 'type',
            label: t('common.type'),
            value: filters.type,
            options: carTypes.map((type) => ({ value: type, label: t(`cars.types.${type}`) })),
          },
          { name: 'active', label: t('common.status'), value: filters.active, options: activeOptions },
        ]}
        onFilter={(name, value) => update({ [name]: value })}
      />
      {query.isError ? (
        <QueryError onRetry={() => query.refetch()} />
      ) : (
        <DataTable<Car>
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
              accessor: 'thumbnail',
              title: t('cars.thumbnail'),
              width: 96,
              render: (car) =>
                car.images[0] ? (
                  <img
                    src={car.images[0].thumbUrl}
                    alt={nameOf(car)}
                    width={72}
                    height={48}
                    loading="lazy"
                    style={{ objectFit: 'cover', borderRadius: 6, display: 'block' }}
                  />
                ) : (
                  <Avatar radius="sm" w={72} h={48} aria-label={t('cars.noPicture')}>
                    <IconCar size={20} aria-hidden="true" />
                  </Avatar>
                ),
            },
            {
              accessor: 'name',
              title: t('cars.name'),
              render: (car) => <Text fw={500}>{nameOf(car)}</Text>,
            },
            { accessor: 'type', title: t('common.type'), render: (car) => t(`cars.types.${car.type}`) },
            { accessor: 'passengers', title: t('cars.passengers') },
            { accessor: 'bags', title: t('cars.bags') },
            {
              accessor: 'active',
              title: t('common.status'),
              render: (car) => <ActiveBadge active={car.active} />,
            },
            {
              accessor: 'actions',
              title: t('common.actions'),
              hidden: !canEdit,
              render: (car) => (
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t('common.edit')}>
                    <ActionIcon
                      component={Link}
                      to={localized(`/admin-panel/cars/edit-cars?id=${car.id}`)}
                      variant="subtle"
                      aria-label={`${t('common.edit')}: ${nameOf(car)}`}
                    >
                      <IconEdit size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('common.delete')}: ${nameOf(car)}`}
                      onClick={() => setDeleting(car)}
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
