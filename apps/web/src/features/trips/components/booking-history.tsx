import { Text, Timeline } from '@mantine/core';
import type { StatusChange } from '@masar/contract/agent-bookings';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../shared/format/date';
import { statusColors } from './booking-status-badge';

/** The status changes, oldest first, each with when and by whom. */
export function BookingHistory({ history }: { history: StatusChange[] }) {
  const { t, i18n } = useTranslation('trips');
  return (
    <Timeline active={history.length - 1} bulletSize={16} lineWidth={2}>
      {history.map((change) => (
        <Timeline.Item
          key={`${change.status}-${change.at}`}
          color={statusColors[change.status]}
          title={t(`status.${change.status}`)}
          data-testid="history-item"
        >
          <Text size="xs" c="dimmed">
            {formatDate(change.at, i18n.language, true)}
            {' · '}
            {t(`history.by${change.by}`)}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
