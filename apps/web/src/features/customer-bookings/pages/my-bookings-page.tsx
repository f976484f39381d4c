import {
  Badge,
  Button,
  Container,
  Drawer,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Skeleton,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { type CustomerBookingListItem, customerBookingStatuses } from '@masar/contract/customer-bookings';
import { IconCalendarEvent, IconCar, IconPlus, IconTicket } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../shared/i18n/use-localized-path';
import { formatMoney } from '../../../shared/money/money';
import { Link, useSearchParams } from '../../../shared/router/react';
import { QueryError } from '../../../shared/ui/query-error';
import { BookingRoute } from '../../bookings-core/booking/booking-route';
import { CustomerBookingStatusBadge } from '../../bookings-core/booking/customer-booking-summary';
import { AccountTabs } from '../../customers-core/account-tabs';
import { customerBookingsQueryOptions } from '../api/customer-bookings';
import { BookingDetail } from '../components/my-bookings/booking-detail';

const PAGE_SIZE = 10;
type StatusFilter = (typeof customerBookingStatuses)[number] | 'all';

function BookingCard({ booking, onOpen }: { booking: CustomerBookingListItem; onOpen: () => void }) {
  const { t, i18n } = useTranslation('account');
  const english = i18n.language === 'en';
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-label={booking.reference}
      data-testid="customer-booking"
    >
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={6} miw={0} style={{ flex: '1 1 18rem' }}>
          <Group gap="sm">
            <Text fw={700} dir="ltr">
              {booking.reference}
            </Text>
            <CustomerBookingStatusBadge status={booking.status} size="sm" />
            {booking.returnOf && (
              <Badge size="sm" variant="light" color="grape" data-testid="return-badge">
                {t('list.returnBadge')}
              </Badge>
            )}
          </Group>
          <BookingRoute booking={booking} lineClamp={2} />
          <Group gap="md" c="dimmed">
            <Group gap={4} wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden="true" />
              <Text size="sm">{formatDate(booking.pickupAt, i18n.language, true)}</Text>
            </Group>
            <Group gap={4} wrap="nowrap">
              <IconCar size={16} aria-hidden="true" />
              <Text size="sm">{english ? booking.car.nameEn : booking.car.nameAr}</Text>
            </Group>
          </Group>
        </Stack>
        <Stack gap="xs" align="flex-end">
          <Text fw={700} dir="auto">
            {formatMoney(booking.price.total, i18n.language)}
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={onOpen}
            aria-label={t('list.openLabel', { reference: booking.reference })}
          >
            {t('list.open')}
          </Button>
        </Stack>
      </Group>
    </Paper>
  );
}

/** /account/bookings: the customer's bookings, newest first, filtered by status; one opens in a drawer (?booking=id). */
export function MyBookingsPage() {
  const { t, i18n } = useTranslation(['account', 'public-booking']);
  const localized = useLocalizedPath();
  const phone = useMediaQuery('(max-width: 48em)');
  const [params, setParams] = useSearchParams();
  const statusParam = params.get('status');
  const status: StatusFilter = (customerBookingStatuses as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as StatusFilter)
    : 'all';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const openId = params.get('booking');
  const bookings = useQuery(
    customerBookingsQueryOptions({ page, limit: PAGE_SIZE, ...(status === 'all' ? {} : { status }) }),
  );

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  let content: React.ReactNode;
  if (bookings.isPending) {
    content = (
      <Stack gap="sm" aria-busy="true">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} h={104} radius="md" />
        ))}
      </Stack>
    );
  } else if (bookings.isError) {
    content = <QueryError onRetry={() => void bookings.refetch()} />;
  } else if (bookings.data.items.length === 0) {
    content = (
      <Paper withBorder radius="md" p="xl" ta="center" role="status">
        <Stack align="center" gap="sm">
          <ThemeIcon size={56} radius="xl" variant="light" color="gray">
            <IconTicket size={30} aria-hidden="true" />
          </ThemeIcon>
          <Text c="dimmed">{status === 'all' ? t('list.empty') : t('list.emptyFiltered')}</Text>
          <Button
            component={Link}
            to={localized('/')}
            leftSection={<IconPlus size={16} aria-hidden="true" />}
          >
            {t('list.book')}
          </Button>
        </Stack>
      </Paper>
    );
  } else {
    content = (
      <Stack gap="md">
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('list.label')}>
          {bookings.data.items.map((booking) => (
            <BookingCard key={booking.id} booking={booking} onOpen={() => update({ booking: booking.id })} />
          ))}
        </Stack>
        {bookings.data.pages > 1 && (
          <Pagination
            total={bookings.data.pages}
            value={page}
            onChange={(next) => update({ page: String(next) })}
            style={{ alignSelf: 'center' }}
          />
        )}
      </Stack>
    );
  }

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <AccountTabs current="bookings" />
      <Group justify="space-between" align="center" mb="md" gap="sm">
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {t('list.title')}
        </Title>
        <Button
          component={Link}
          to={localized('/')}
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
        >
          {t('list.book')}
        </Button>
      </Group>
      <SegmentedControl
        mb="md"
        fullWidth={phone}
        aria-label={t('list.filter')}
        value={status}
        onChange={(value) => update({ status: value === 'all' ? null : value, page: null })}
        data={[
          { value: 'all', label: t('list.all') },
          ...customerBookingStatuses.map((value) => ({
            value,
            label: t(`public-booking:statuses.${value}`),
          })),
        ]}
        size={phone ? 'xs' : 'sm'}
      />
      {content}
      <Drawer
        opened={!!openId}
        onClose={() => update({ booking: null })}
        position={phone ? 'bottom' : i18n.dir() === 'rtl' ? 'left' : 'right'}
        size={phone ? '90%' : 'lg'}
        title={t('detail.title')}
      >
        {openId && <BookingDetail id={openId} onOpenOther={(other) => update({ booking: other })} />}
      </Drawer>
    </Container>
  );
}
