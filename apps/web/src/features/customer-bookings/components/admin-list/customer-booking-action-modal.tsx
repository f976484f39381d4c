import {
  type CustomerBookingListItem,
  cancelCustomerBookingBody,
  customerBookingStatuses,
} from '@masar/contract/customer-bookings';
import { BookingActionModal } from '../../../bookings-core/booking/booking-action-modal';
import { type CustomerBookingAction, useCustomerBookingAction } from '../../api/customer-bookings';

/** Accept, complete or cancel a customer's booking, behind the shared confirmation (a cancel needs a reason). */
export function CustomerBookingActionModal({
  booking,
  action,
  onClose,
}: {
  /** A list row or the whole booking (the drawer's). */
  booking: CustomerBookingListItem;
  action: CustomerBookingAction;
  onClose: () => void;
}) {
  return (
    <BookingActionModal
      booking={booking}
      action={action}
      namespace="customer-bookings"
      values={{ customer: booking.customer.name }}
      statuses={customerBookingStatuses}
      reasonBody={cancelCustomerBookingBody}
      mutation={useCustomerBookingAction()}
      onClose={onClose}
    />
  );
}
