import type { DataTableColumn } from '../../../shared/ui/data-table';
import { fromBreakpoint } from '../../../shared/ui/media';
import { type AdminBookingsNamespace, useAdminBookingsTranslation } from './admin-bookings-texts';
import { type AdminBookingAction, BookingActionButtons } from './booking-action-buttons';
import { type ListedBooking, useBookingColumnKit } from './booking-columns';

/**
 * An admin bookings table's columns: the bookings table's own around the screen's `owner` column (the
 * agent, the customer), the route from `routeFrom` up, `totalUnder` under the amount, and the actions.
 * Phones keep reference (status under it), pickup and total; the actions column exists only for admins
 * holding ManageOrders (`onAction` set).
 */
export function useAdminBookingsColumns<Booking extends ListedBooking, Action extends AdminBookingAction>({
  namespace,
  owner,
  routeFrom,
  totalUnder,
  actionsFor,
  onOpen,
  onAction,
}: {
  namespace: AdminBookingsNamespace;
  owner: DataTableColumn<Booking>;
  routeFrom: 'lg' | 'xl';
  totalUnder?: (booking: Booking) => string;
  actionsFor: (status: Booking['status']) => readonly Action[];
  onOpen: (booking: Booking) => void;
  /** Null: the admin may not move bookings, no actions column. */
  onAction: ((booking: Booking, action: Action) => void) | null;
}): DataTableColumn<Booking>[] {
  const { t } = useAdminBookingsTranslation(namespace);
  const kit = useBookingColumnKit(onOpen);
  return [
    kit.reference(true),
    kit.status,
    owner,
    kit.traveller,
    kit.pickup,
    kit.route(routeFrom),
    kit.total(totalUnder),
    kit.createdAt,
    {
      accessor: 'actions',
      title: t('columns.actions'),
      hidden: !onAction,
      visibleMediaQuery: fromBreakpoint('sm'),
      noWrap: true,
      render: (booking) =>
        onAction && (
          <BookingActionButtons
            booking={booking}
            actions={actionsFor(booking.status)}
            namespace={namespace}
            onAction={onAction}
            size="xs"
          />
        ),
    },
  ];
}
