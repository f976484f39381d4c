import { Button, Divider } from '@mantine/core';
import { type AgentBooking, bookingStatuses } from '@masar/contract/agent-bookings';
import { IconArrowsExchange, IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/translation';
import { Detail } from '../../../../shared/ui/detail';
import { AdminBookingPanel } from '../../../bookings-core/booking/admin-booking-panel';
import { Section } from '../../../bookings-core/booking/booking-details';
import { BookingDrawerFrame } from '../../../bookings-core/booking/booking-drawer-frame';
import { AdminBookingDriver } from '../../../bookings-core/booking/booking-driver';
import { EditTravellerForm } from '../../../bookings-core/booking/edit-traveller-form';
import {
  actionsFor,
  adminBookingQueryOptions,
  type BookingAction,
  bookingAdminActionsQueryOptions,
  useEditBookingByAdmin,
} from '../../api/agent-bookings';
import { TicketButton } from '../ticket-button';
import { BookingLedger } from './booking-ledger';

/** The actions an agent booking can receive (the log holds others, about other things). */
const bookingActionTypes = [
  'AcceptBooking',
  'CompleteBooking',
  'RefundBooking',
  'EditBooking',
  'AssignDriver',
  'UnassignDriver',
] as const;

/**
 * One booking in a drawer at the inline end: the ticket and the moves its status allows (for ManageOrders),
 * the trip, traveller, price and status history, the agent, the wallet entries and the admin actions.
 * Driven by `?id=` so it survives a reload; loads the booking itself.
 */
export function AdminBookingDrawer({
  id,
  onClose,
  onAction,
  canViewLedger,
  onOpenOther,
}: {
  id: string | null;
  onClose: () => void;
  /** Opens a return trip's other leg in the drawer (decision 0017). */
  onOpenOther?: (id: string) => void;
  /** Null: the admin may not move bookings. */
  onAction: ((booking: AgentBooking, action: BookingAction) => void) | null;
  canViewLedger: boolean;
}) {
  const { t } = useTranslation(['agents-bookings', 'bookings']);
  const booking = useQuery({ ...adminBookingQueryOptions(id ?? ''), enabled: Boolean(id) });
  const [editing, setEditing] = useState(false);
  const edit = useEditBookingByAdmin();

  return (
    <BookingDrawerFrame
      id={id}
      booking={booking}
      onClose={() => {
        setEditing(false);
        onClose();
      }}
    >
      {(data) =>
        editing ? (
          <EditTravellerForm
            booking={data}
            save={(body) => edit.mutateAsync({ id: data.id, body })}
            onDone={() => setEditing(false)}
            conflictMessage={t('actions.editConflict')}
          />
        ) : (
          <AdminBookingPanel
            namespace="agents-bookings"
            booking={data}
            actions={actionsFor(data.status)}
            onAction={onAction}
            leading={<TicketButton booking={data} variant="default" />}
            trailing={
              <Button
                variant="default"
                leftSection={<IconPencil size={18} aria-hidden="true" />}
                onClick={() => setEditing(true)}
              >
                {t('actions.edit')}
              </Button>
            }
            ownerTitle={t('drawer.agent')}
            owner={
              <>
                <Detail label={t('drawer.agentName')}>{data.agent.name}</Detail>
                <Detail label={t('drawer.company')}>{data.agent.companyName}</Detail>
              </>
            }
            sections={
              <>
                {onOpenOther && (data.returnOf || data.returnLegId) && (
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    leftSection={<IconArrowsExchange size={16} aria-hidden="true" />}
                    onClick={() => onOpenOther((data.returnOf ?? data.returnLegId) as string)}
                    style={{ alignSelf: 'flex-start' }}
                  >
                    {t(data.returnOf ? 'bookings:drawer.openOutward' : 'bookings:drawer.openReturn')}
                  </Button>
                )}
                <AdminBookingDriver kind="agent" bookingId={data.id} status={data.status} />
                <Divider />
                <Section title={t('drawer.ledger')}>
                  <BookingLedger booking={data} allowed={canViewLedger} />
                </Section>
              </>
            }
            history={{
              query: bookingAdminActionsQueryOptions(data.id),
              actionTypes: bookingActionTypes,
              statuses: bookingStatuses,
              noteKey: 'bookings:details.refundReason',
            }}
          />
        )
      }
    </BookingDrawerFrame>
  );
}
