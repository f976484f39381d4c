import {
  Anchor,
  Divider,
  Drawer,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  useMatches,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useAdminCan } from '../../../../shared/auth/use-permission';
import { formatDate } from '../../../../shared/format/date';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../../shared/money/money';
import { Link } from '../../../../shared/router/react';
import { ActiveBadge } from '../../../../shared/ui/active-badge';
import { Detail } from '../../../../shared/ui/detail';
import { Section } from '../../../bookings-core/booking/booking-details';
import { BookingStatusBadge } from '../../../bookings-core/booking/booking-status-badge';
import { adminCustomerBookingsQueryOptions } from '../../../customer-bookings/api/customer-bookings';
import { customerQueryOptions } from '../../api/customers';

/** How many of a customer's bookings the drawer lists. */
const LATEST_BOOKINGS = 5;

/** The customer's latest bookings, each opening in the orders screen; all of them there too. */
function CustomerBookings({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation(['customers', 'bookings']);
  const localized = useLocalizedPath();
  const bookings = useQuery({
    ...adminCustomerBookingsQueryOptions({
      page: 1,
      limit: LATEST_BOOKINGS,
      userId,
      dateField: 'pickupAt',
      sort: '-createdAt',
    }),
    // Another customer's bookings never stand in while this one's load.
    placeholderData: undefined,
  });
  const ordersOf = (query: string) => localized(`/admin-panel/orders?${query}`);

  if (bookings.isPending) return <Skeleton h={80} aria-busy="true" />;
  if (bookings.isError)
    return (
      <Text size="sm" c="red">
        {t('drawer.bookingsError')}
      </Text>
    );
  if (bookings.data.total === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('drawer.noBookings')}
      </Text>
    );
  return (
    <Stack gap="xs">
      <Table.ScrollContainer minWidth={420}>
        <Table verticalSpacing={6} fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('bookings:columns.reference')}</Table.Th>
              <Table.Th>{t('bookings:columns.status')}</Table.Th>
              <Table.Th>{t('bookings:columns.pickupAt')}</Table.Th>
              <Table.Th ta="end">{t('bookings:columns.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {bookings.data.items.map((booking) => (
              <Table.Tr key={booking.id}>
                <Table.Td>
                  <Anchor
                    component={Link}
                    to={ordersOf(`userId=${userId}&id=${booking.id}`)}
                    size="sm"
                    dir="ltr"
                  >
                    {booking.reference}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <BookingStatusBadge status={booking.status} size="sm" />
                </Table.Td>
                <Table.Td>{formatDate(booking.pickupAt, i18n.language, true)}</Table.Td>
                <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {formatMoney(booking.price.total, i18n.language)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Anchor component={Link} to={ordersOf(`userId=${userId}`)} size="sm">
        {t('drawer.allBookings', { count: bookings.data.total })}
      </Anchor>
    </Stack>
  );
}

/** One customer in a drawer at the inline end: their account and (with ViewOrders) their bookings. */
export function CustomerDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { t, i18n } = useTranslation(['customers', 'bookings']);
  const customer = useQuery({ ...customerQueryOptions(id ?? ''), enabled: Boolean(id) });
  const canViewOrders = useAdminCan('ViewOrders');
  const size = useMatches({ base: '100%', sm: 'lg' });
  const data = customer.data;

  return (
    <Drawer
      opened={Boolean(id)}
      onClose={onClose}
      position={i18n.dir() === 'rtl' ? 'left' : 'right'}
      size={size}
      title={
        <Group gap="sm">
          <Text component="span" fw={700} fz="lg">
            {data?.name ?? t('drawer.title')}
          </Text>
          {data && <ActiveBadge active={data.active} />}
        </Group>
      }
      closeButtonProps={{ 'aria-label': t('bookings:drawer.close') }}
    >
      {customer.isPending && id ? (
        <Stack gap="sm" aria-busy="true">
          <Skeleton h={80} />
          <Skeleton h={120} />
        </Stack>
      ) : !data ? (
        <Text role="status">{t('drawer.notFound')}</Text>
      ) : (
        <Stack gap="lg">
          <Section title={t('drawer.account')}>
            <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
              <Detail label={t('columns.email')} ltr>
                {data.email}
              </Detail>
              <Detail label={t('columns.phone')} ltr>
                {data.phone}
              </Detail>
              <Detail label={t('columns.createdAt')}>{formatDate(data.createdAt, i18n.language)}</Detail>
            </SimpleGrid>
          </Section>
          <Divider />
          <Section title={t('drawer.bookings')}>
            {canViewOrders ? (
              <CustomerBookings userId={data.id} />
            ) : (
              <Text size="sm" c="dimmed">
                {t('drawer.bookingsNoAccess')}
              </Text>
            )}
          </Section>
        </Stack>
      )}
    </Drawer>
  );
}
