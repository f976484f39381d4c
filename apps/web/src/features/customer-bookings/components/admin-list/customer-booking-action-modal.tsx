import {
  type CustomerBooking,
  cancelCustomerBookingBody,
  customerBookingStatuses,
} from '@masar/contract/customer-bookings';
import { BookingActionModal } from '../../../bookings-core/booking/booking-action-modal';
import { type OrderAction, useOrderAction } from '../../api/customer-bookings';

/** Accept, complete or cancel a customer's booking, behind the shared confirmation (a cancel needs a reason). */
export function OrderActionModal({
  booking,
  action,
  onClose,
}: {
  booking: CustomerBooking;
  action: OrderAction;
  onClose: () => void;
}) {
  return (
    <BookingActionModal
      booking={booking}
      action={action}
      namespace="orders"
      values={{ customer: booking.customer.name }}
      statuses={customerBookingStatuses}
      reasonBody={cancelCustomerBookingBody}
      mutation={useOrderAction()}
      onClose={onClose}
    />
  );
}
