import { useTranslation } from '../../../shared/i18n/translation';
import { BookingsList } from '../components/agent-list/bookings-list';

/** /panel/profile/trips-history: every booking of the agent, newest first. */
export function TripsHistoryPage() {
  const { t } = useTranslation('bookings');
  return (
    <BookingsList defaultSort="-createdAt" description={t('intro.history')} emptyText={t('list.empty')} />
  );
}
