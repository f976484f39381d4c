import { Button, Group, Select } from '@mantine/core';
import { adminActionEntities, adminActionTypes } from '@masar/contract/admin-actions';
import { IconFilterOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '../../../shared/i18n/translation';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import { actionAdminsQueryOptions } from '../api/admin-actions';
import type { AdminActionsSearch } from './use-admin-actions-search';

/** On phones two selects share a row. */
const selectWidth = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 190 };

/** Admin, action, what was changed and a date range; every value lives in the URL. */
export function AdminActionsFilters({ search }: { search: AdminActionsSearch }) {
  const { t } = useTranslation('admin-actions');
  const { params, update, rangeInvalid, filtered, dates } = search;
  const admins = useQuery(actionAdminsQueryOptions());
  const all = { value: '', label: t('filters.all') };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t('filters.admin')}
        placeholder={t('filters.anyAdmin')}
        data={(admins.data ?? []).map((admin) => ({ value: admin.id, label: admin.name }))}
        value={params.adminId ?? null}
        onChange={(value) => update({ adminId: value })}
        searchable
        clearable
        w={{ base: '100%', xs: 220 }}
      />
      <Select
        label={t('filters.action')}
        data={[all, ...adminActionTypes.map((action) => ({ value: action, label: t(`action.${action}`) }))]}
        value={params.action ?? ''}
        onChange={(value) => update({ action: value })}
        allowDeselect={false}
        w={selectWidth}
      />
      <Select
        label={t('filters.entityType')}
        data={[
          all,
          ...adminActionEntities.map((entity) => ({ value: entity, label: t(`entity.${entity}`) })),
        ]}
        value={params.entityType ?? ''}
        onChange={(value) => update({ entityType: value })}
        allowDeselect={false}
        w={selectWidth}
      />
      <DateRangeFilter
        label={t('filters.dates')}
        placeholder={t('filters.anyDate')}
        clearLabel={t('filters.clearDates')}
        from={dates.from}
        to={dates.to}
        onChange={(range) => update(range)}
        error={rangeInvalid ? t('filters.rangeError') : undefined}
      />
      {(filtered || rangeInvalid) && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={() => update({ adminId: null, action: null, entityType: null, from: null, to: null })}
        >
          {t('filters.clear')}
        </Button>
      )}
    </Group>
  );
}
