import { Divider, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminAction } from '@masar/contract/admin-actions';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { CustomerBooking } from '@masar/contract/customer-bookings';
import type { UseQueryOptions } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminActionHistory } from './admin-action-history';
import { type AdminBookingsNamespace, useAdminBookingsTranslation } from './admin-bookings-texts';
import { type AdminBookingAction, BookingActionButtons } from './booking-action-buttons';
import { BookingDetails, Section } from './booking-details';
import type { AnyBookingStatus } from './booking-status-badge';

/**
 * One booking in an admin's drawer: the toolbar (`leading` buttons, then the moves its status allows and
 * `trailing` — for admins holding ManageOrders), or why it cannot move; the trip, traveller, price and
 * status history; the owner's section (`ownerTitle`, `owner` as <dl> details), `sections` and the admin
 * actions on it (`history`).
 */
export function AdminBookingPanel<
  Booking extends AgentBooking | CustomerBooking,
  Action extends AdminBookingAction,
>({
  namespace,
  booking,
  actions,
  onAction,
  leading,
  trailing,
  ownerTitle,
  owner,
  sections,
  history,
}: {
  namespace: AdminBookingsNamespace;
  booking: Booking;
  actions: readonly Action[];
  /** Null: the admin may not move bookings. */
  onAction: ((booking: Booking, action: Action) => void) | null;
  leading?: ReactNode;
  trailing?: ReactNode;
  ownerTitle: string;
  owner: ReactNode;
  sections?: ReactNode;
  history: {
    query: UseQueryOptions<AdminAction[], Error, AdminAction[], string[]>;
    actionTypes: readonly string[];
    statuses: readonly AnyBookingStatus[];
    noteKey: string;
  };
}) {
  const { t } = useAdminBookingsTranslation(namespace);
  const movable = Boolean(onAction) && actions.length > 0;
  return (
    <Stack gap="lg">
      {(leading || movable) && (
        <Group gap="sm">
          {leading}
          {onAction && movable && (
            <BookingActionButtons
              booking={booking}
              actions={actions}
              namespace={namespace}
              onAction={onAction}
            />
          )}
          {movable && trailing}
        </Group>
      )}
      {!movable && (
        <Text size="sm" c="dimmed">
          {onAction ? t('actions.final') : t('actions.readOnly')}
        </Text>
      )}
      <BookingDetails booking={booking} audience="admin">
        <Divider />
        <Section title={ownerTitle}>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm" m={0}>
            {owner}
          </SimpleGrid>
        </Section>
        {sections}
        <Divider />
        <Section title={t('drawer.adminActions')}>
          <AdminActionHistory namespace={namespace} {...history} />
        </Section>
      </BookingDetails>
    </Stack>
  );
}
