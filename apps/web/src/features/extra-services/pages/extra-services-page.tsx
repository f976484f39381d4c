import { ActionIcon, Button, Group, Modal, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { ExtraService } from '@masar/contract/extra-services';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify/unstyled';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { formatMoney } from '../../../shared/money/money';
import { ActiveBadge } from '../../../shared/ui/active-badge';
import { ConfirmDeleteModal } from '../../../shared/ui/confirm-delete-modal';
import { DataTable, PAGE_SIZE, useDataTableTexts } from '../../../shared/ui/data-table';
import { ListToolbar, useActiveOptions } from '../../../shared/ui/list-toolbar';
import { QueryError } from '../../../shared/ui/query-error';
import { flagOf, useListSearchParams } from '../../../shared/ui/use-list-search-params';
import { extraServicesQueryOptions, useDeleteExtraService } from '../api/extra-services';
import { ExtraServiceForm } from '../components/extra-service-form';

/** /admin-panel/extra-services: the list, with create / edit in a modal and delete after confirmation. */
export function ExtraServicesPage() {
  const { t, i18n } = useTranslation(['catalogue', 'nav']);
  const language = i18n.language;
  const canEdit = useAdminCan('EditExtraServices');
  const { page, search, filters, update } = useListSearchParams(['active'] as const);
  const query = useQuery(
    extraServicesQueryOptions({ page, limit: PAGE_SIZE, search, active: flagOf(filters.active) }),
  );
  const texts = useDataTableTexts(Boolean(search || filters.active));
  const activeOptions = useActiveOptions();
  const [editing, setEditing] = useState<ExtraService | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ExtraService | null>(null);
  const remove = useDeleteExtraService();
  const nameOf = (service: ExtraService) => (language === 'ar' ? service.nameAr : service.nameEn);

  return (
    <Stack gap="md">
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {t('nav:titles.extraServices')}
        </Title>
        {canEdit && (
          <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
            {t('extras.add')}
          </Button>
        )}
      </Group>
      {!canEdit && <Text c="dimmed">{t('common.readOnly')}</Text>}
      <ListToolbar
        search={search}
        onSearch={(value) => update({ search: value })}
        filters={[
          { name: 'active', label: t('common.status'), value: filters.active, options: activeOptions },
        ]}
        onFilter={(name, value) => update({ [name]: value })}
      />
      {query.isError ? (
        <QueryError onRetry={() => query.refetch()} />
      ) : (
        <DataTable<ExtraService>
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
          idAccessor="id"
          columns={[
            {
              accessor: 'name',
              title: t('extras.name'),
              render: (service) => (
                <Stack gap={0}>
                  <Text fw={500}>{nameOf(service)}</Text>
                  <Text size="xs" c="dimmed" lineClamp={1}>
                    {(language === 'ar' ? service.descriptionAr : service.descriptionEn) ?? ''}
                  </Text>
                </Stack>
              ),
            },
            {
              accessor: 'price',
              title: t('extras.price'),
              render: (service) => <span dir="ltr">{formatMoney(service.price, language)}</span>,
            },
            { accessor: 'maxQuantity', title: t('extras.maxQuantity') },
            {
              accessor: 'active',
              title: t('common.status'),
              render: (service) => <ActiveBadge active={service.active} />,
            },
            {
              accessor: 'actions',
              title: t('common.actions'),
              hidden: !canEdit,
              render: (service) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  <Tooltip label={t('common.edit')}>
                    <ActionIcon
                      variant="subtle"
                      aria-label={`${t('common.edit')}: ${nameOf(service)}`}
                      onClick={() => setEditing(service)}
                    >
                      <IconEdit size={18} aria-hidden="true" />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('common.delete')}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={`${t('common.delete')}: ${nameOf(service)}`}
                      onClick={() => setDeleting(service)}
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
