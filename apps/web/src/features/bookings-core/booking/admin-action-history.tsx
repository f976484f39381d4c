import { Button, Group, Skeleton, Text, Timeline } from '@mantine/core';
import type { AdminAction } from '@masar/contract/admin-actions';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { formatDate } from '../../../shared/format/date';
import { type AdminBookingsNamespace, useAdminBookingsTranslation } from './admin-bookings-texts';
import { type AnyBookingStatus, statusColors } from './booking-status-badge';

/** The status an action's before/after snapshot names, if it is one of `statuses`. */
function statusOf(snapshot: AdminAction['before'], statuses: readonly AnyBookingStatus[]) {
  const status = snapshot?.status;
  return typeof status === 'string' && (statuses as readonly string[]).includes(status)
    ? (status as AnyBookingStatus)
    : null;
}

/**
 * Who did what to a booking and when, oldest first, with the status before → after and the note. The
 * screen gives its query, its namespace (`drawer.adminActions*`, `adminAction.<action>` for the
 * `actionTypes` a booking can receive — the log holds others) and how a note reads (`noteKey`).
 */
export function AdminActionHistory({
  query,
  namespace,
  actionTypes,
  statuses,
  noteKey,
}: {
  query: UseQueryOptions<AdminAction[], Error, AdminAction[], string[]>;
  namespace: AdminBookingsNamespace;
  actionTypes: readonly string[];
  statuses: readonly AnyBookingStatus[];
  noteKey: string;
}) {
  const { t, i18n } = useAdminBookingsTranslation(namespace);
  const actions = useQuery(query);

  if (actions.isPending) return <Skeleton h={48} aria-busy="true" />;
  if (actions.isError)
    return (
      <Group gap="sm">
        <Text size="sm" c="red">
          {t('drawer.adminActionsError')}
        </Text>
        <Button size="xs" variant="subtle" onClick={() => void actions.refetch()}>
          {t('drawer.retry')}
        </Button>
      </Group>
    );
  if (actions.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('drawer.adminActionsEmpty')}
      </Text>
    );
  return (
    <Timeline active={actions.data.length - 1} bulletSize={16} lineWidth={2}>
      {actions.data.map((action) => {
        const before = statusOf(action.before, statuses);
        const after = statusOf(action.after, statuses);
        return (
          <Timeline.Item
            key={action.id}
            color={after ? statusColors[after] : 'gray'}
            title={actionTypes.includes(action.action) ? t(`adminAction.${action.action}`) : action.action}
            data-testid="admin-action-item"
          >
            {before && after && (
              <Text size="sm">
                {t('drawer.statusChange', {
                  from: t(`bookings:status.${before}`),
                  to: t(`bookings:status.${after}`),
                })}
              </Text>
            )}
            {action.note && (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t(noteKey, { reason: action.note })}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {formatDate(action.createdAt, i18n.language, true)}
              {' · '}
              {action.admin.name}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
