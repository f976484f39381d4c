import { Button, Drawer, Group, Skeleton, Stack, Text, useMatches } from '@mantine/core';
import { IconBan, IconDownload, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agentBookingQueryOptions, downloadTicket } from '../api/agent-bookings';
import { BookingDetails } from './booking-details';
import { BookingStatusBadge } from './booking-status-badge';
import { CancelBookingModal } from './cancel-booking-modal';
import { EditBookingForm } from './edit-booking-form';

/**
 * One booking in a drawer at the inline end: its details and history, the ticket, and — while it is
 * Requested — edit and cancel. Driven by `?id=` so it survives a reload; loads the booking itself.
 */
export function BookingDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('trips');
  const booking = useQuery({ ...agentBookingQueryOptions(id ?? ''), enabled: Boolean(id) });
  const [editing, setEditing] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const size = useMatches({ base: '100%', sm: 'lg' });
  const data = booking.data;
  const requested = data?.status === 'Requested';

  // Another booking (or none): start in the read-only view.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on a change of booking only
  useEffect(() => {
    setEditing(false);
    setCancelling(false);
  }, [id]);

  async function ticket() {
    if (!data) return;
    setDownloading(true);
    try {
      await downloadTicket(data);
    } catch {
      // The API client already showed what went wrong.
    } finally {
      setDownloading(false);
    }
  }

  return (
    <Drawer
      opened={Boolean(id)}
      onClose={onClose}
      position={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={size}
      title={
        data ? (
          <Group gap="sm">
            <Text component="span" fw={700} fz="lg" dir="ltr">
              {data.reference}
            </Text>
            <BookingStatusBadge status={data.status} />
          </Group>
        ) : (
          t('drawer.title')
        )
      }
      closeButtonProps={{ 'aria-label': t('drawer.close') }}
    >
      {booking.isPending && id ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={36} />
          <Skeleton h={160} />
          <Skeleton h={120} />
        </Stack>
      ) : !data ? (
        <Text role="status">{t('drawer.notFound')}</Text>
      ) : editing ? (
        <EditBookingForm booking={data} onDone={() => setEditing(false)} />
      ) : (
        <Stack gap="lg">
          <Group gap="sm">
            <Button
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              onClick={() => void ticket()}
              loading={downloading}
            >
              {t('drawer.downloadTicket')}
            </Button>
            {requested && (
              <>
                <Button
                  variant="light"
                  leftSection={<IconPencil size={18} aria-hidden="true" />}
                  onClick={() => setEditing(true)}
                >
                  {t('drawer.edit')}
                </Button>
                <Button
                  variant="light"
                  color="red"
                  leftSection={<IconBan size={18} aria-hidden="true" />}
                  onClick={() => setCancelling(true)}
                >
                  {t('drawer.cancel')}
                </Button>
              </>
            )}
          </Group>
          {!requested && (
            <Text size="sm" c="dimmed">
              {t('drawer.readOnly')}
            </Text>
          )}
          <BookingDetails booking={data} />
          <CancelBookingModal booking={data} opened={cancelling} onClose={() => setCancelling(false)} />
        </Stack>
      )}
    </Drawer>
  );
}
