import type { CustomerBookingListItem } from '@masar/contract/customer-bookings';
import { useTranslation } from '../../../../shared/i18n/translation';
import type { DataTableColumn } from '../../../../shared/ui/data-table';
import { fromBreakpoint } from '../../../../shared/ui/media';
import { useAdminBookingsColumns } from '../../../bookings-core/booking/admin-bookings-columns';
import { TwoLines } from '../../../bookings-core/booking/booking-columns';
import { actionsFor, type CustomerBookingAction } from '../../api/customer-bookings';

/** The orders table's columns, with the customer (and phone) as the owner and how they pay under the total. */
export function useCustomerBookingsColumns(handlers: {
  onOpen: (booking: CustomerBookingListItem) => void;
  onAction: ((booking: CustomerBookingListItem, action: CustomerBookingAction) => void) | null;
}): DataTableColumn<CustomerBookingListItem>[] {
  const { t } = useTranslation('customer-bookings');
  return useAdminBookingsColumns({
    ...handlers,
    namespace: 'customer-bookings',
    actionsFor,
    owner: {
      accessor: 'customer',
      title: t('columns.customer'),
      visibleMediaQuery: fromBreakpoint('md'),
      render: ({ customer }) => <TwoLines first={customer.name} second={customer.phone} ltr />,
    },
    routeFrom: 'lg',
    totalUnder: (booking) => t(`payment.${booking.paymentMethod}`),
  });
}
