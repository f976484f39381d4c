import { Avatar, Button, Text } from '@mantine/core';
import { type Car, carSortFields, carTypes } from '@masar/contract/cars';
import { IconCar, IconPlus } from '@tabler/icons-react';
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
import { carsQueryOptions, useDeleteCar } from '../api/cars';

/** /admin-panel/cars/list-cars: server-paginated, searchable, sortable, filtered by type and status (all in the URL). */
export function ListCarsPage() {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const ar = i18n.language === 'ar';
  const title = usePageTitle();
  const localized = useLocalizedPath();
  const canEdit = useAdminCan('EditCars');
  const list = useListState({
    filters: ['type', 'active'] as const,
    sort: { fields: carSortFields, fallback: '-createdAt' },
  });
  const query = useQuery(
    carsQueryOptions({
      page: list.page,
      limit: list.limit,
      search: list.search,
      sort: list.sort,
      type: parseChoiceFilter(list.filters.type, carTypes),
      active: parseActiveFilter(list.filters.active),
    }),
  );
  const activeOptions = useActiveOptions();
  const nameOf = (car: Car) => (ar ? car.nameAr : car.nameEn);
  // The server deletes the car's taxi services with it (cars.service deleteCar): the admin is told first.
  const remove = useConfirmDelete(useDeleteCar(), nameOf, t('catalogue:cars.deleteConsequence'));

  const columns: DataTableColumn<Car>[] = [
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
      // Sorted by the name in the page's language.
      accessor: ar ? 'nameAr' : 'nameEn',
      title: t('cars.name'),
      sortable: true,
      render: (car) => <Text fw={500}>{nameOf(car)}</Text>,
    },
    {
      accessor: 'type',
      title: t('common.type'),
      sortable: true,
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (car) => t(`common:carTypes.${car.type}`),
    },
    { accessor: 'passengers', title: t('cars.passengers'), sortable: true },
    { accessor: 'bags', title: t('cars.bags'), sortable: true },
    {
      accessor: 'active',
      title: t('common:list.status'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (car) => <ActiveBadge active={car.active} />,
    },
    {
      accessor: 'actions',
      title: t('common:list.actions'),
      hidden: !canEdit,
      render: (car) => (
        <RowActions
          name={nameOf(car)}
          editTo={localized(`/admin-panel/cars/edit-cars?id=${car.id}`)}
          onDelete={() => remove.ask(car)}
        />
      ),
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
              to={localized('/admin-panel/cars/define')}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              {t('cars.add')}
            </Button>
          )
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
            options: carTypes.map((type) => ({ value: type, label: t(`common:carTypes.${type}`) })),
          },
          { name: 'active', label: t('common:list.status'), options: activeOptions },
        ]}
      />
      {remove.modal}
    </>
  );
}
