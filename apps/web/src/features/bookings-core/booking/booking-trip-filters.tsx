import { Select } from '@mantine/core';
import { tripDirections } from '@masar/contract/constants';
import { useTranslation } from '../../../shared/i18n/translation';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter';
import type { BookingUrlFilters } from './booking-url-filters';

/** On phones two selects share a row, so the filters do not push the list off the first screen. */
export const bookingSelectWidth = { base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 170 };

/**
 * The trip filters every bookings list has (the agent's and the admins'): trip type and a date range on the
 * pickup or the booking day, in the `bookings` wording. Every value lives in the URL.
 */
export function BookingTripFilters({
  state,
}: {
  state: {
    params: Pick<BookingUrlFilters, 'direction' | 'dateField'>;
    dates: BookingUrlFilters['dates'];
    rangeInvalid: boolean;
    update: (changes: {
      direction?: string | null;
      dateField?: string | null;
      from?: string | null;
      to?: string | null;
    }) => void;
  };
}) {
  const { t } = useTranslation('bookings');
  const { params, update } = state;
  return (
    <>
      <Select
        label={t('filters.direction')}
        data={[
          { value: '', label: t('filters.all') },
          ...tripDirections.map((direction) => ({ value: direction, label: t(`direction.${direction}`) })),
        ]}
        value={params.direction ?? ''}
        onChange={(value) => update({ direction: value })}
        allowDeselect={false}
        w={bookingSelectWidth}
      />
      <Select
        label={t('filters.dateField')}
        data={[
          { value: 'pickupAt', label: t('filters.dateFieldOptions.pickupAt') },
          { value: 'createdAt', label: t('filters.dateFieldOptions.createdAt') },
        ]}
        value={params.dateField}
        onChange={(value) => update({ dateField: value === 'createdAt' ? value : null })}
        allowDeselect={false}
        w={bookingSelectWidth}
      />
      <DateRangeFilter
        label={t('filters.dates')}
        placeholder={t('filters.anyDate')}
        clearLabel={t('filters.clearDates')}
        from={state.dates.from}
        to={state.dates.to}
        onChange={(range) => update(range)}
        error={state.rangeInvalid ? t('filters.rangeError') : undefined}
      />
    </>
  );
}
