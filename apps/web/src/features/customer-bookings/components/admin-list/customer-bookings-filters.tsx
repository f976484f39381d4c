import { CloseButton, Group, Pill } from '@mantine/core';
import { customerBookingStatuses } from '@masar/contract/customer-bookings';
import { useTranslation } from '../../../../shared/i18n/translation';
import { AdminBookingsFilters } from '../../../bookings-core/booking/admin-bookings-filters';
import type { AdminBookingsSearch } from '../../../bookings-core/booking/admin-bookings-search';

/**
 * The shared admin bookings filters with the customer statuses; search also matches the customer. A
 * customer filter (from the customers screen) shows as a pill.
 */
export function CustomerBookingsFilters({
  search,
  customerName,
}: {
  search: AdminBookingsSearch<'userId'>;
  customerName?: string;
}) {
  const { t } = useTranslation('customer-bookings');
  return (
    <AdminBookingsFilters
      namespace="customer-bookings"
      statuses={customerBookingStatuses}
      search={search}
      owner="userId"
      searchPlaceholder={t('filters.searchPlaceholder')}
      above={
        search.params.userId && (
          <Group gap="xs">
            <Pill size="md" data-testid="customer-filter">
              {t('filters.customer', { name: customerName ?? t('filters.oneCustomer') })}
            </Pill>
            <CloseButton
              size="sm"
              aria-label={t('filters.clearCustomer')}
              onClick={() => search.update({ userId: null })}
            />
          </Group>
        )
      }
    />
  );
}
