import { Text, Timeline } from '@mantine/core';
import type { StatusChange } from '@masar/contract/agent-bookings';
import type { CustomerStatusChange } from '@masar/contract/customer-bookings';
import { formatDate } from '../../../shared/format/date';
import { Trans, useTranslation } from '../../../shared/i18n/translation';
import { statusColors } from './booking-status-badge';

/** Who reads the booking: "by you" to the agent (or customer) is "by the agent" to an admin. */
export type BookingAudience = 'agent' | 'customer' | 'admin';

const byLabel = {
  agent: {
    Agent: 'history.byAgent',
    Admin: 'history.byAdmin',
    Customer: 'history.byCustomer',
    Driver: 'history.byDriver',
  },
  // history.byAgent reads "by you": the reader's own changes.
  customer: {
    Agent: 'history.byTheAgent',
    Admin: 'history.byAdmin',
    Customer: 'history.byAgent',
    Driver: 'history.byDriver',
  },
  admin: {
    Agent: 'history.byTheAgent',
    Admin: 'history.byAnAdmin',
    Customer: 'history.byCustomer',
    Driver: 'history.byDriver',
  },
} as const;

/** The status changes, oldest first, each with when and by whom (an admin reader sees which admin). */
export function BookingHistory({
  history,
  audience = 'agent',
}: {
  history: (StatusChange | CustomerStatusChange)[];
  audience?: BookingAudience;
}) {
  const { t, i18n } = useTranslation('bookings');
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
            {audience === 'admin' && change.adminName ? (
              <Trans
                t={t}
                i18nKey="history.byNamedAdmin"
                values={{ name: change.adminName }}
                components={{ name: <bdi /> }}
              />
            ) : (
              t(byLabel[audience][change.by])
            )}
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
