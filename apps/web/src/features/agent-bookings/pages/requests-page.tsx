import { useTranslation } from '../../../shared/i18n/translation';
import { BookingsList } from '../components/agent-list/bookings-list';

/** /panel/requests: the bookings still Requested (editable, cancellable), the soonest pickup first. */
export function RequestsPage() {
  const { t } = useTranslation('bookings');
  return (
    <BookingsList
      fixedStatus="Requested"
      defaultSort="pickupAt"
      description={t('intro.requests')}
      emptyText={t('list.emptyRequests')}
    />
  );
}
