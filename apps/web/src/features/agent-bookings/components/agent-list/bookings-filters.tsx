import { Button, Select } from '@mantine/core';
import { bookingStatuses } from '@masar/contract/agent-bookings';
import { IconFilterOff } from '@tabler/icons-react';
import { useTranslation } from '../../../../shared/i18n/translation';
import { ListToolbar } from '../../../../shared/ui/list-toolbar';
import { BookingTripFilters, bookingSelectWidth } from '../../../bookings-core/booking/booking-trip-filters';
import type { useBookingsSearch } from './use-bookings-search';

/** Search, status (unless pinned), trip type and a date range on the pickup or the booking day. */
export function BookingsFilters({
  search: state,
  withStatus,
}: {
  search: ReturnType<typeof useBookingsSearch>;
  withStatus: boolean;
}) {
  const { t } = useTranslation('bookings');
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
          w={bookingSelectWidth}
        />
      )}
      <BookingTripFilters state={state} />
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
