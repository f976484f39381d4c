import { Drawer, Group, Skeleton, Stack, Text, useMatches } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/translation';
import { type AnyBookingStatus, BookingStatusBadge } from './booking-status-badge';

/**
 * A booking's drawer at the inline end, driven by `?id=` so it survives a reload: the reference and status
 * as its title, a skeleton while the booking loads, "not found" when it does not, else `children`.
 */
export function BookingDrawerFrame<Booking extends { reference: string; status: AnyBookingStatus }>({
  id,
  booking,
  onClose,
  children,
}: {
  id: string | null;
  booking: UseQueryResult<Booking>;
  onClose: () => void;
  children: (booking: Booking) => ReactNode;
}) {
  const { t, i18n } = useTranslation('bookings');
  const size = useMatches({ base: '100%', sm: 'lg' });
  const data = booking.data;
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
      ) : (
        children(data)
      )}
    </Drawer>
  );
}
