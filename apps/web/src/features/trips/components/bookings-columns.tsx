import { Box, Stack, Text, UnstyledButton } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { formatMoney } from '../../../shared/money/money';
import type { DataTableColumn } from '../../../shared/ui/data-table';
import { fromBreakpoint } from '../../../shared/ui/media';
import { BookingRoute } from './booking-route';
import { BookingStatusBadge } from './booking-status-badge';
import classes from './bookings-columns.module.css';

/**
 * The bookings table's columns. The reference is a real button (keyboard users open the drawer with it);
 * a click anywhere on the row does the same for the mouse. Phones keep reference (with the status under
 * it), pickup and total.
 */
export function useBookingColumns(
  onOpen: (booking: AgentBooking) => void,
  { withStatus }: { withStatus: boolean },
): DataTableColumn<AgentBooking>[] {
  const { t, i18n } = useTranslation('trips');
  const language = i18n.language;
  // mantine-datatable aligns physically: amounts go to the inline end.
  const end = i18n.dir() === 'rtl' ? 'left' : 'right';
  return [
    {
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
          {/* Phones have no status column: the status goes under the reference. */}
          {withStatus && (
            <Box hiddenFrom="sm">
              <BookingStatusBadge status={booking.status} size="xs" />
            </Box>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'travellerName',
      title: t('columns.traveller'),
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (booking) => (
        <Stack gap={0} miw={0}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {booking.travellerName}
          </Text>
          {booking.flightNumber && (
            <Text size="xs" c="dimmed" dir="ltr" ta="start">
              {booking.flightNumber}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      accessor: 'pickupAt',
      title: t('columns.pickupAt'),
      sortable: true,
      render: (booking) => (
        <Text size="sm" className={classes.oneLine}>
          {formatDate(booking.pickupAt, language, true)}
        </Text>
      ),
    },
    {
      accessor: 'route',
      title: t('columns.route'),
      visibleMediaQuery: fromBreakpoint('md'),
      render: (booking) => <BookingRoute booking={booking} lineClamp={2} />,
    },
    {
      accessor: 'car',
      title: t('columns.car'),
      visibleMediaQuery: fromBreakpoint('lg'),
      render: (booking) => (
        <Text size="sm">{language === 'ar' ? booking.car.nameAr : booking.car.nameEn}</Text>
      ),
    },
    {
      accessor: 'status',
      title: t('columns.status'),
      noWrap: true,
      // The requests page lists one status only: the column would say the same on every row.
      hidden: !withStatus,
      visibleMediaQuery: fromBreakpoint('sm'),
      render: (booking) => <BookingStatusBadge status={booking.status} size="sm" />,
    },
    {
      accessor: 'total',
      title: t('columns.total'),
      sortable: true,
      noWrap: true,
      textAlign: end,
      render: (booking) => (
        <Text size="sm" fw={500} component="span" dir="auto" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {formatMoney(booking.price.total, language)}
        </Text>
      ),
    },
    {
      accessor: 'createdAt',
      title: t('columns.createdAt'),
      sortable: true,
      visibleMediaQuery: fromBreakpoint('xl'),
      noWrap: true,
      render: (booking) => <Text size="sm">{formatDate(booking.createdAt, language)}</Text>,
    },
  ];
}
