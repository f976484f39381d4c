import { Badge, type MantineColor, type MantineSize } from '@mantine/core';
import type { BookingStatus } from '@masar/contract/agent-bookings';
import type { CustomerBookingStatus } from '@masar/contract/customer-bookings';
import { useTranslation } from '../../../shared/i18n/translation';

/**
 * Booking pieces shared by the agent's trips, the customer's bookings and the admins' booking screens. Their wording is the
 * booking vocabulary of the `bookings` namespace (statuses, directions, details), the same for both.
 */

/** The statuses of agents' and customers' bookings alike. */
export type AnyBookingStatus = BookingStatus | CustomerBookingStatus;

/** One colour per status, the same in the list, the drawer and the history. */
export const statusColors: Record<AnyBookingStatus, MantineColor> = {
  Requested: 'orange',
  Accepted: 'blue',
  Completed: 'teal',
  Refunded: 'gray',
  Cancelled: 'red',
};

export function BookingStatusBadge({
  status,
  size = 'md',
}: {
  status: AnyBookingStatus;
  size?: MantineSize;
}) {
  const { t } = useTranslation('bookings');
  return (
    <Badge
      color={statusColors[status]}
      variant="light"
      size={size}
      data-status={status}
      // Never cut to "REQUEST…" when a table column is tight.
      style={{ minWidth: 'max-content' }}
    >
      {t(`status.${status}`)}
    </Badge>
  );
}
