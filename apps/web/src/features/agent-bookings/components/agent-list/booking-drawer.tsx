import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconBan, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/translation';
import { BookingDetails } from '../../../bookings-core/booking/booking-details';
import { BookingDrawerFrame } from '../../../bookings-core/booking/booking-drawer-frame';
import { BookingDriver } from '../../../bookings-core/booking/booking-driver';
import { EditTravellerForm } from '../../../bookings-core/booking/edit-traveller-form';
import { agentBookingQueryOptions, useEditAgentBooking } from '../../api/agent-bookings';
import { TicketButton } from '../ticket-button';
import { CancelBookingModal } from './cancel-booking-modal';

/**
 * One booking in a drawer at the inline end: its details and history, the ticket, and — while it is
 * Requested — edit and cancel. Driven by `?id=` so it survives a reload; loads the booking itself.
 */
export function BookingDrawer({
  id,
  onClose,
  onOpenOther,
}: {
  id: string | null;
  onClose: () => void;
  /** Opens another booking in the drawer: a return trip's other leg (decision 0017). */
  onOpenOther?: (id: string) => void;
}) {
  const { t } = useTranslation('bookings');
  const booking = useQuery({ ...agentBookingQueryOptions(id ?? ''), enabled: Boolean(id) });
  const [editing, setEditing] = useState(false);
  const edit = useEditAgentBooking();
  const [cancelling, setCancelling] = useState(false);
  const requested = booking.data?.status === 'Requested';
  // Decision 0016: cancelling (with the terms' fee) is open while Requested or Accepted.
  const cancellable = requested || booking.data?.status === 'Accepted';

  // Another booking (or none): start in the read-only view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a change of booking only
  useEffect(() => {
    setEditing(false);
    setCancelling(false);
  }, [id]);

  return (
    <BookingDrawerFrame id={id} booking={booking} onClose={onClose}>
      {(data) =>
        editing ? (
          <EditTravellerForm
            booking={data}
            save={(body) => edit.mutateAsync({ id: data.id, body })}
            onDone={() => setEditing(false)}
          />
        ) : (
          <Stack gap="lg">
            <Group gap="sm">
              <TicketButton booking={data} />
              {requested && (
                <Button
                  variant="light"
                  leftSection={<IconPencil size={18} aria-hidden="true" />}
                  onClick={() => setEditing(true)}
                >
                  {t('drawer.edit')}
                </Button>
              )}
              {cancellable && (
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconBan size={18} aria-hidden="true" />}
                  onClick={() => setCancelling(true)}
                >
                  {t('drawer.cancel')}
                </Button>
              )}
            </Group>
            {!cancellable && (
              <Text size="sm" c="dimmed">
                {t('drawer.readOnly')}
              </Text>
            )}
            {(data.returnOf || data.returnLegId) && (
              <Stack gap={6} align="flex-start">
                <Text size="sm" c="dimmed">
                  {data.returnOf
                    ? t('drawer.returnLegNote', { reference: data.reference })
                    : t('drawer.outwardLegNote')}
                </Text>
                {onOpenOther && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
                    onClick={() => onOpenOther((data.returnOf ?? data.returnLegId) as string)}
                  >
                    {t(data.returnOf ? 'drawer.openOutward' : 'drawer.openReturn')}
                  </Button>
                )}
              </Stack>
            )}
            <BookingDetails booking={data}>
              <BookingDriver kind="agent" bookingId={data.id} />
            </BookingDetails>
            <CancelBookingModal booking={data} opened={cancelling} onClose={() => setCancelling(false)} />
          </Stack>
        )
      }
    </BookingDrawerFrame>
  );
}
