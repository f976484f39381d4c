import { Box, Button, Modal, Stack, Text } from '@mantine/core';
import { pricingReaders } from '@masar/contract/permission-names';
import { type Surcharge, surchargeSortFields, type weekdays } from '@masar/contract/surcharges';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { RequirePermission } from '../../../shared/auth/require-permission';
import { useAdminCan } from '../../../shared/auth/use-permission';
import { formatPercent } from '../../../shared/format/percent';
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
import { surchargesQueryOptions, useDeleteSurcharge } from '../api/surcharges';
import { SurchargeCalendar } from '../components/surcharge-calendar';
import { SurchargeForm } from '../components/surcharge-form';

/**
 * /admin-panel/surcharges: the surcharge rules (decision 0014), with create / edit in a modal and delete
 * after confirmation, and below them the calendar preview of the days each rule applies. EditTaxiServices
 * changes them; ViewerAdmin reads them.
 */
function Surcharges() {
  const { t, i18n } = useTranslation(['catalogue', 'common']);
  const ar = i18n.language === 'ar';
  const title = usePageTitle();
  const canEdit = useAdminCan('EditTaxiServices');
  const list = useListState({
    filters: ['active'] as const,
    sort: { fields: surchargeSortFields, fallback: '-priority' },
  });
  const query = useQuery(
    surchargesQueryOptions({
      page: list.page,
      limit: list.limit,
      search: list.search,
      sort: list.sort,
      active: parseActiveFilter(list.filters.active),
    }),
  );
  const activeOptions = useActiveOptions();
  const [editing, setEditing] = useState<Surcharge | 'new' | null>(null);
  const nameOf = (rule: Surcharge) => (ar ? rule.nameAr : rule.nameEn);
  const remove = useConfirmDelete(useDeleteSurcharge(), nameOf);

  /** When the rule applies, in words: window, days, dates, area, car type (or "always"). */
  function conditions(rule: Surcharge): string {
    const parts: string[] = [];
    if (rule.fromTime && rule.toTime) parts.push(`${rule.fromTime}–${rule.toTime}`);
    if (rule.days.length)
      parts.push(
        rule.days.map((day) => t(`surcharges.weekdays.${day as (typeof weekdays)[number]}`)).join('، '),
      );
    if (rule.fromDate || rule.toDate) parts.push(`${rule.fromDate ?? '…'} – ${rule.toDate ?? '…'}`);
    if (rule.area) parts.push(ar ? rule.area.nameAr : rule.area.nameEn);
    if (rule.carType) parts.push(t(`common:carTypes.${rule.carType}`));
    return parts.length ? parts.join(' · ') : t('surcharges.always');
  }

  const columns: DataTableColumn<Surcharge>[] = [
    {
      accessor: ar ? 'nameAr' : 'nameEn',
      title: t('surcharges.name'),
      sortable: true,
      render: (rule) => (
        <Stack gap={0}>
          <Text fw={500}>{nameOf(rule)}</Text>
          <Text size="xs" c="dimmed" dir="auto">
            {conditions(rule)}
          </Text>
        </Stack>
      ),
    },
    {
      accessor: 'value',
      title: t('surcharges.value'),
      noWrap: true,
      render: (rule) => (
        <span dir="ltr">
          {rule.kind === 'Percent'
            ? formatPercent(rule.value, i18n.language)
            : formatMoney(rule.value, i18n.language)}
        </span>
      ),
    },
    { accessor: 'priority', title: t('surcharges.priority'), sortable: true },
    {
      accessor: 'active',
      title: t('common:list.status'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (rule) => <ActiveBadge active={rule.active} />,
    },
    {
      accessor: 'actions',
      title: t('common:list.actions'),
      hidden: !canEdit,
      render: (rule) => (
        <RowActions name={nameOf(rule)} onEdit={() => setEditing(rule)} onDelete={() => remove.ask(rule)} />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={title}
        description={canEdit ? t('surcharges.description') : t('common.readOnly')}
        actions={
          canEdit && (
            <Button leftSection={<IconPlus size={18} aria-hidden="true" />} onClick={() => setEditing('new')}>
              {t('surcharges.add')}
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
      <Box mt="lg">
        <SurchargeCalendar />
      </Box>
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('surcharges.newTitle') : t('surcharges.editTitle')}
        size="lg"
      >
        {editing !== null && (
          <SurchargeForm
            key={editing === 'new' ? 'new' : editing.id}
            rule={editing === 'new' ? null : editing}
            onDone={() => setEditing(null)}
          />
        )}
      </Modal>
      {remove.modal}
    </>
  );
}

/** The rules are read by whoever may change them, or a read-only admin (the server asks the same). */
export function SurchargesPage() {
  return (
    <RequirePermission permission={pricingReaders}>
      <Surcharges />
    </RequirePermission>
  );
}
