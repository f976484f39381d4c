import {
  type AgentBookingListItem,
  bookingStatuses,
  refundAgentBookingBody,
} from '@masar/contract/agent-bookings';
import { isolate } from '../../../shared/format/bidi';
import { useTranslation } from '../../../shared/i18n/translation';
import { formatMoney } from '../../../shared/money/money';
import { BookingActionModal, type BookingActionMutation } from './booking-action-modal';
import { cancellationTermsText } from './cancellation-terms';

/** What an admin may do to an agent's booking. */
export type AgentBookingAction = 'accept' | 'complete' | 'refund';

/**
 * Accept, complete or refund an agent's booking, behind the shared confirmation (a refund needs a reason).
 * `mutation` is agent-bookings' useBookingAction(), called by the screen that opens the modal (the agents'
 * bookings list, the admin home's latest requests), so this core piece needs no feature's client.
 */
export function AgentBookingActionModal({
  booking,
  action,
  mutation,
  onClose,
}: {
  /** A list row or the whole booking (the drawer's): the fields the confirmation shows. */
  booking: AgentBookingListItem;
  action: AgentBookingAction;
  mutation: BookingActionMutation<AgentBookingAction>;
  onClose: () => void;
}) {
  const { i18n, t } = useTranslation('bookings');
  const { agent } = booking;
  return (
    <BookingActionModal
      booking={booking}
      action={action}
      namespace="agents-bookings"
      values={{
        amount: formatMoney(booking.price.total, i18n.language),
        agent: isolate(agent.companyName ? `${agent.name} (${agent.companyName})` : agent.name),
      }}
      statuses={bookingStatuses}
      reasonBody={refundAgentBookingBody}
      mutation={mutation}
      onClose={onClose}
      termsText={cancellationTermsText(booking.cancellationTerms, t)}
    />
  );
}
