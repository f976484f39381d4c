import { Button, Select } from '@mantine/core';
import { bookingStatuses } from '@masar/contract/agent-bookings';
import { tripDirections } from '@masar/contract/trips';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import { ListToolbar } from '../../../shared/ui/list-toolbar';
import type { useBookingsSearch } from './use-bookings-search';

/** On phones two selects share a row, so the filters do not push the list off the first screen. */
const selectWidth = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 };

/** Search, status (unless pinned), trip type and a date range on the pickup or the booking day. */
export function BookingsFilters({
  search: state,
  withStatus,
}: {
  search: ReturnType<typeof useBookingsSearch>;
  withStatus: boolean;
}) {
  const { t } = useTranslation('trips');
  const { values, update, rangeInvalid, filtered } = state;
  const all = { value: '', label: t('filters.all') };

  return (
    <ListToolbar
      search={state.search}
      onSearch={(value) => update({ search: value })}
      searchLabel={t('filters.searchLabel')}
      searchPlaceholder={t('filters.searchPlaceholder')}
    >
      {withStatus && (
        <Select
          label={t('filters.status')}
          data={[all, ...bookingStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))]}
          value={state.params.status ?? ''}
          onChange={(value) => update({ status: value })}
          allowDeselect={false}
          w={selectWidth}
        />
      )}
      <Select
        label={t('filters.direction')}
        data={[
          all,
          ...tripDirections.map((direction) => ({ value: direction, label: t(`direction.${direction}`) })),
        ]}
        value={state.params.direction ?? ''}
        onChange={(value) => update({ direction: value })}
        allowDeselect={false}
        w={selectWidth}
      />
      <Select
        label={t('filters.dateField')}
        data={[
          { value: 'pickupAt', label: t('filters.dateFieldOptions.pickupAt') },
          { value: 'createdAt', label: t('filters.dateFieldOptions.createdAt') },
        ]}
        value={state.params.dateField}
        onChange={(value) => update({ dateField: value === 'createdAt' ? value : null })}
        allowDeselect={false}
        w={selectWidth}
      />
      <DateRangeFilter
        label={t('filters.dates')}
        placeholder={t('filters.anyDate')}
        clearLabel={t('filters.clearDates')}
        from={state.dates.from}
        to={state.dates.to}
        onChange={(range) => update(range)}
        error={rangeInvalid ? t('filters.rangeError') : undefined}
      />
      {(filtered || rangeInvalid || values.dateField) && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} aria-hidden="true" />}
          onClick={() =>
            update({ search: null, status: null, direction: null, dateField: null, from: null, to: null })
          }
        >
          {t('filters.clear')}
        </Button>
      )}
    </ListToolbar>
  );
}
