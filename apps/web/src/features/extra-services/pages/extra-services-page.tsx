import { Button, Modal, Stack, Text } from '@mantine/core';
import { type ExtraService, extraServiceSortFields } from '@masar/contract/extra-services';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { ActiveBadge } from '../../../shared/ui/active-badge';
import { useConfirmDelete } from '../../../shared/ui/confirm-delete-modal';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { parseActiveFilter } from '../../../shared/ui/list-sort';
import { useActiveOptions } from '../../../shared/ui/list-toolbar';
import { ListView, useListState } from '../../../shared/ui/list-view';
import { fromBreakpoint } from '../../../shared/ui/media';
import { PageHeader } from '../../../shared/ui/page-header';
import { usePageTitle } from '../../../shared/ui/route-handle';
import { RowActions } from '../../../shared/ui/row-actions';
import { extraServicesQueryOptions, useDeleteExtraService } from '../api/extra-services';
import { ExtraServiceForm } from '../components/extra-service-form';

/** /admin-panel/extra-services: the list, with create / edit in a modal and delete after confirmation. */
export function ExtraServicesPage() {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const ar = i18n.language === 'ar';
  const title = usePageTitle();
  const canEdit = useAdminCan('EditExtraServices');
  const list = useListState({
    filters: ['active'] as const,
    sort: { fields: extraServiceSortFields, fallback: '-createdAt' },
  });
  const query = useQuery(
    extraServicesQueryOptions({
      page: list.page,
      limit: list.limit,
      search: list.search,
      sort: list.sort,
      active: parseActiveFilter(list.filters.active),
    }),
  );
  const activeOptions = useActiveOptions();
  const [editing, setEditing] = useState<ExtraService | 'new' | null>(null);
  const nameOf = (service: ExtraService) => (ar ? service.nameAr : service.nameEn);
  const remove = useConfirmDelete(useDeleteExtraService(), nameOf);

  const columns: DataTableColumn<ExtraService>[] = [
    {
      // Sorted by the name in the page's language.
      accessor: ar ? 'nameAr' : 'nameEn',
      title: t('extras.name'),
      sortable: true,
      render: (service) => (
        <Stack gap={0}>
          <Text fw={500}>{nameOf(service)}</Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {(ar ? service.descriptionAr : service.descriptionEn) ?? ''}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'price',
      title: t('extras.price'),
      sortable: true,
      noWrap: true,
      render: (service) => <span dir="ltr">{formatMoney(service.price, i18n.language)}</span>,
    },
    { accessor: 'maxQuantity', title: t('extras.maxQuantity'), visibleMediaQuery: fromBreakpoint('sm') },
    {
      accessor: 'active',
      title: t('common:list.status'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (service) => <ActiveBadge active={service.active} />,
    },
    {
      accessor: 'actions',
      title: t('common:list.actions'),
      hidden: !canEdit,
      render: (service) => (
        <RowActions
          name={nameOf(service)}
          onEdit={() => setEditing(service)}
          onDelete={() => remove.ask(service)}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        description={!canEdit && t('common.readOnly')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
              {t('extras.add')}
            </Button>
          )
        }
      />
      <ListView
        state={list}
        query={query}
        columns={columns}
        filters={[{ name: 'active', label: t('common:list.status'), options: activeOptions }]}
      />
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('extras.newTitle') : t('extras.editTitle')}
        size="lg"
      >
        {editing !== null && (
          <ExtraServiceForm
            key={editing === 'new' ? 'new' : editing.id}
            service={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      {remove.modal}
    </>
  );
}
