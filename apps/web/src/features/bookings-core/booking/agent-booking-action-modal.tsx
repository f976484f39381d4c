import { type AgentBooking, bookingStatuses, refundAgentBookingBody } from '@masar/contract/agent-bookings';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../shared/money/money';
import { type BookingAction, useBookingAction } from '../../agent-bookings/api/agent-bookings';
import { BookingActionModal as ActionModal } from './booking-action-modal';

/** Accept, complete or refund an agent's booking, behind the shared confirmation (a refund needs a reason). */
export function BookingActionModal({
  booking,
  action,
  onClose,
}: {
  booking: AgentBooking;
  action: BookingAction;
  onClose: () => void;
}) {
  const { i18n } = useTranslation();
  const { agent } = booking;
  return (
    <ActionModal
      booking={booking}
      action={action}
      namespace="agents-bookings"
      values={{
        amount: formatMoney(booking.price.total, i18n.language),
        agent: agent.companyName ? `${agent.name} (${agent.companyName})` : agent.name,
      }}
      statuses={bookingStatuses}
      reasonBody={refundAgentBookingBody}
      mutation={useBookingAction()}
      onClose={onClose}
    />
  );
}
