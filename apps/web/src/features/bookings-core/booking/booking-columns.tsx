import { Badge, Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ComponentProps, ReactNode } from 'react';
import { formatDate } from '../../../shared/format/date';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { fromBreakpoint } from '../../../shared/ui/media';
import { BookingRoute } from './booking-route';
import { type AnyBookingStatus, BookingStatusBadge } from './booking-status-badge';
import classes from './bookings-columns.module.css';

/** What a bookings table reads of an agent's or a customer's booking (a list row, contract `bookedTripListFields`). */
export type ListedBooking = ComponentProps<typeof BookingRoute>['booking'] & {
  id: string;
  price: { hours: number | null; total: number };
  reference: string;
  /** A return trip's return leg (decision 0017): marked "Return" beside its reference. */
  returnOf?: string | null;
  status: AnyBookingStatus;
  travellerName: string;
  flightNumber: string | null;
  pickupAt: string;
  createdAt: string;
};

/**
 * The columns every bookings table has (the agent's trips, the admins' agents' bookings and orders), in
 * the `bookings` wording; each table picks and orders them around its own. The reference is a real button
 * (keyboard users open the drawer with it); a click anywhere on the row does the same for the mouse.
 */
export function useBookingColumnKit<Booking extends ListedBooking>(onOpen: (booking: Booking) => void) {
  const { t, i18n } = useTranslation('bookings');
  const language = i18n.language;
  // mantine-datatable aligns physically: amounts go to the inline end.
  const end = i18n.dir() === 'rtl' ? 'left' : 'right';
  return {
    /** `statusUnder`: a narrow table has no status column, so the status goes under the reference (phones show cards). */
    reference: (statusUnder: boolean): DataTableColumn<Booking> => ({
      accessor: 'reference',
      title: t('columns.reference'),
      noWrap: true,
      render: (booking) => (
        <Stack gap={4} align="flex-start">
          <UnstyledButton
            onClick={(event) => {
              event.stopPropagation();
              onOpen(booking);
            }}
            aria-label={t('list.open', { reference: booking.reference })}
            aria-haspopup="dialog"
            c="masar.7"
            fw={600}
            fz="sm"
            dir="ltr"
            style={{ textDecoration: 'underline', textUnderlineOffset: 3 }}
          >
            {booking.reference}
          </UnstyledButton>
          {booking.returnOf && (
            <Group gap={4}>
              <Badge size="xs" variant="light" color="grape" data-testid="return-badge">
                {t('list.returnBadge')}
              </Badge>
            </Group>
          )}
          {statusUnder && (
            <Box visibleFrom="xs" hiddenFrom="sm">
              <BookingStatusBadge status={booking.status} size="xs" />
            </Box>
          )}
        </Stack>
      ),
    }),
    status: {
      accessor: 'status',
      title: t('columns.status'),
      noWrap: true,
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (booking) => <BookingStatusBadge status={booking.status} size="sm" />,
    } satisfies DataTableColumn<Booking>,
    traveller: {
      accessor: 'travellerName',
      title: t('columns.traveller'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (booking) => <TwoLines first={booking.travellerName} second={booking.flightNumber} ltr />,
    } satisfies DataTableColumn<Booking>,
    pickup: {
      accessor: 'pickupAt',
      title: t('columns.pickupAt'),
      sortable: true,
      render: (booking) => (
        <Text size="sm" className={classes.oneLine}>
          {formatDate(booking.pickupAt, language, true)}
        </Text>
      ),
    } satisfies DataTableColumn<Booking>,
    /** The drawer shows the route too: narrower screens keep the room for other columns. */
    route: (from: 'md' | 'lg' | 'xl'): DataTableColumn<Booking> => ({
      accessor: 'route',
      title: t('columns.route'),
      visibleMediaQuery: fromBreakpoint(from),
      render: (booking) => <BookingRoute booking={booking} lineClamp={2} />,
    }),
    /** `under`: a dimmed line below the amount (how a customer pays). */
    total: (under?: (booking: Booking) => ReactNode): DataTableColumn<Booking> => ({
      accessor: 'total',
      title: t('columns.total'),
      sortable: true,
      noWrap: true,
      textAlign: end,
      render: (booking) => {
        const amount = (
          <Text size="sm" fw={500} component="span" dir="auto" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {formatMoney(booking.price.total, language)}
          </Text>
        );
        if (!under) return amount;
        return (
          <Stack gap={0} align="flex-end">
            {amount}
            <Text size="xs" c="dimmed" component="span">
              {under(booking)}
            </Text>
          </Stack>
        );
      },
    }),
    createdAt: {
      accessor: 'createdAt',
      title: t('columns.createdAt'),
      sortable: true,
      visibleMediaQuery: fromBreakpoint('xl'),
      noWrap: true,
      render: (booking) => <Text size="sm">{formatDate(booking.createdAt, language)}</Text>,
    } satisfies DataTableColumn<Booking>,
  };
}

/** A name over a dimmed second line (the traveller's flight, the customer's phone, the agent's company). */
export function TwoLines({
  first,
  second,
  ltr,
  clamp,
}: {
  first: string;
  second: string | null;
  ltr?: boolean;
  /** One line each, the whole text in a tooltip, instead of wrapping. */
  clamp?: boolean;
}) {
  return (
    <Stack gap={0} miw={0}>
      <Text
        size="sm"
        lineClamp={clamp ? 1 : undefined}
        title={clamp ? first : undefined}
        style={clamp ? undefined : { overflowWrap: 'anywhere' }}
      >
        {/* Names are often Latin or mixed in Arabic pages: isolated, they do not reorder the line. */}
        <bdi>{first}</bdi>
      </Text>
      {second && (
        <Text
          size="xs"
          c="dimmed"
          lineClamp={clamp ? 1 : undefined}
          title={clamp ? second : undefined}
          dir={ltr ? 'ltr' : undefined}
          ta={ltr ? 'start' : undefined}
        >
          <bdi>{second}</bdi>
        </Text>
      )}
    </Stack>
  );
}
