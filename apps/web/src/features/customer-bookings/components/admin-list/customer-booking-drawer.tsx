import { Anchor, Button } from '@mantine/core';
import { type CustomerBooking, customerBookingStatuses } from '@masar/contract/customer-bookings';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useAdminCan } from '../../../../shared/auth/use-permission';
import { useTranslation } from '../../../../shared/i18n/translation';
import { useLocalizedPath } from '../../../../shared/i18n/use-localized-path';
import { Link } from '../../../../shared/router/react';
import { Detail } from '../../../../shared/ui/detail';
import { AdminBookingPanel } from '../../../bookings-core/booking/admin-booking-panel';
import { BookingDrawerFrame } from '../../../bookings-core/booking/booking-drawer-frame';
import { AdminBookingDriver } from '../../../bookings-core/booking/booking-driver';
import {
  actionsFor,
  adminCustomerBookingQueryOptions,
  type CustomerBookingAction,
  customerBookingAdminActionsQueryOptions,
} from '../../api/customer-bookings';

/** The actions a customer booking can receive (the log holds others, about other things). */
const orderActionTypes = [
  'AcceptBooking',
  'CompleteBooking',
  'CancelBooking',
  'AssignDriver',
  'UnassignDriver',
] as const;

/**
 * One customer booking in a drawer at the inline end: the moves its status allows (for ManageOrders), the
 * trip, traveller, price and status history, the customer and how they pay, and the admin actions.
 * Driven by `?id=` so it survives a reload; loads the booking itself.
 */
export function CustomerBookingDrawer({
  id,
  onClose,
  onOpenOther,
  onAction,
}: {
  id: string | null;
  onClose: () => void;
  /** A return trip's leg (decision 0017): opens the other leg in the drawer. */
  onOpenOther?: (id: string) => void;
  /** Null: the admin may not move bookings. */
  onAction: ((booking: CustomerBooking, action: CustomerBookingAction) => void) | null;
}) {
  const { t } = useTranslation(['customer-bookings', 'bookings']);
  const booking = useQuery({ ...adminCustomerBookingQueryOptions(id ?? ''), enabled: Boolean(id) });
  const canViewCustomers = useAdminCan('ViewCustomers');
  const localized = useLocalizedPath();

  return (
    <BookingDrawerFrame id={id} booking={booking} onClose={onClose}>
      {(data) => (
        <AdminBookingPanel
          namespace="customer-bookings"
          booking={data}
          actions={actionsFor(data.status)}
          onAction={onAction}
          ownerTitle={t('drawer.customer')}
          owner={
            <>
              <Detail label={t('drawer.customerName')}>
                {canViewCustomers ? (
                  <Anchor
                    component={Link}
                    to={localized(`/admin-panel/customers?id=${data.userId}`)}
                    size="sm"
                  >
                    {data.customer.name}
                  </Anchor>
                ) : (
                  data.customer.name
                )}
              </Detail>
              <Detail label={t('drawer.payment')}>{t(`payment.${data.paymentMethod}`)}</Detail>
              <Detail label={t('drawer.email')} ltr>
                {data.customer.email}
              </Detail>
              <Detail label={t('drawer.phone')} ltr>
                {data.customer.phone}
              </Detail>
            </>
          }
          sections={
            <>
              {onOpenOther && (data.returnOf || data.returnLegId) && (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
                  onClick={() => onOpenOther((data.returnOf ?? data.returnLegId) as string)}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t(data.returnOf ? 'bookings:drawer.openOutward' : 'bookings:drawer.openReturn')}
                </Button>
              )}
              <AdminBookingDriver kind="customer" bookingId={data.id} status={data.status} />
            </>
          }
          history={{
            query: customerBookingAdminActionsQueryOptions(data.id),
            actionTypes: orderActionTypes,
            statuses: customerBookingStatuses,
            noteKey: 'bookings:details.cancelReason',
          }}
        />
      )}
    </BookingDrawerFrame>
  );
}
