import { Text } from '@mantine/core';
import type { AgentBookingListItem } from '@masar/contract/agent-bookings';
import { useTranslation } from '../../../../shared/i18n/translation';
import type { DataTableColumn } from '../../../../shared/ui/data-table';
import { fromBreakpoint } from '../../../../shared/ui/media';
import { useBookingColumnKit } from '../../../bookings-core/booking/booking-columns';

/**
 * The agent's bookings table's columns: the bookings table's own plus the car. Phones keep reference (with
 * the status under it), pickup and total.
 */
export function useBookingColumns(
  onOpen: (booking: AgentBookingListItem) => void,
  { withStatus }: { withStatus: boolean },
): DataTableColumn<AgentBookingListItem>[] {
  const { t, i18n } = useTranslation('bookings');
  const kit = useBookingColumnKit(onOpen);
  return [
    kit.reference(withStatus),
    kit.traveller,
    kit.pickup,
    kit.route('md'),
    {
      accessor: 'car',
      title: t('columns.car'),
      visibleMediaQuery: fromBreakpoint('lg'),
      render: (booking) => (
        <Text size="sm">{i18n.language === 'ar' ? booking.car.nameAr : booking.car.nameEn}</Text>
      ),
    },
    // The requests page lists one status only: the column would say the same on every row.
    { ...kit.status, hidden: !withStatus },
    kit.total(),
    kit.createdAt,
  ];
}
