import { Badge, type MantineColor, type MantineSize } from '@mantine/core';
import type { BookingStatus } from '@masar/contract/agent-bookings';
import { useTranslation } from 'react-i18next';

/** One colour per status, the same in the list, the drawer and the history. */
export const statusColors: Record<BookingStatus, MantineColor> = {
  Requested: 'orange',
  Accepted: 'blue',
  Completed: 'teal',
  Refunded: 'gray',
};

export function BookingStatusBadge({ status, size = 'md' }: { status: BookingStatus; size?: MantineSize }) {
  const { t } = useTranslation('trips');
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
