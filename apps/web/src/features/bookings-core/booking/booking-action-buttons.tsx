import { Button, Group } from '@mantine/core';
import { IconCheck, IconChecks, IconReceiptRefund, IconX } from '@tabler/icons-react';
import { type AdminBookingsNamespace, useAdminBookingsTranslation } from './admin-bookings-texts';

/** The moves an admin makes on a booking: agents' bookings end in a refund, customers' in a cancel. */
export type AdminBookingAction = 'accept' | 'complete' | 'refund' | 'cancel';

const icons = { accept: IconCheck, complete: IconChecks, refund: IconReceiptRefund, cancel: IconX } as const;

/** Refund and cancel end a booking: red, and they ask for a reason. */
export const endsBooking = (action: AdminBookingAction) => action === 'refund' || action === 'cancel';

/**
 * The moves to offer of those the status allows: completing waits for the pickup time (the server
 * refuses it before, 409), so a trip not yet begun cannot be marked done by a slip of the mouse.
 */
export function offeredActions<Action extends AdminBookingAction>(
  booking: { pickupAt: string },
  actions: readonly Action[],
  now = Date.now(),
): Action[] {
  const begun = Date.parse(booking.pickupAt) <= now;
  return actions.filter((action) => action !== 'complete' || begun);
}

/**
 * The moves a booking's status allows (`actions`) and its time (offeredActions), each opening its confirmation; labels come from the
 * screen's namespace (`actions.<action>` and `actions.<action>One`). Render only for admins holding
 * ManageOrders.
 */
export function BookingActionButtons<
  Booking extends { reference: string; pickupAt: string },
  Action extends AdminBookingAction,
>({
  booking,
  actions,
  namespace,
  onAction,
  size = 'sm',
}: {
  booking: Booking;
  actions: readonly Action[];
  namespace: AdminBookingsNamespace;
  onAction: (booking: Booking, action: Action) => void;
  size?: 'xs' | 'sm';
}) {
  const { t } = useAdminBookingsTranslation(namespace);
  const offered = offeredActions(booking, actions);
  if (offered.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap">
      {offered.map((action) => {
        const Icon = icons[action as AdminBookingAction];
        return (
          <Button
            key={action}
            size={size}
            variant="light"
            color={endsBooking(action) ? 'red' : undefined}
            leftSection={<Icon size={size === 'xs' ? 14 : 18} aria-hidden="true" />}
            aria-label={t(`actions.${action}One`, { reference: booking.reference })}
            aria-haspopup="dialog"
            onClick={(event) => {
              // Inside a table row: do not also open the drawer.
              event.stopPropagation();
              onAction(booking, action);
            }}
          >
            {t(`actions.${action}`)}
          </Button>
        );
      })}
    </Group>
  );
}
