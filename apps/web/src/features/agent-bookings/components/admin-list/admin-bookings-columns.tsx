import type { AgentBookingListItem } from '@masar/contract/agent-bookings';
import { useTranslation } from '../../../../shared/i18n/translation';
import type { DataTableColumn } from '../../../../shared/ui/data-table';
import { fromBreakpoint } from '../../../../shared/ui/media';
import { useAdminBookingsColumns } from '../../../bookings-core/booking/admin-bookings-columns';
import { TwoLines } from '../../../bookings-core/booking/booking-columns';
import { actionsFor, type BookingAction } from '../../api/agent-bookings';

/** The admin bookings table's columns, with the agent (and company) as the owner. */
export function useAdminBookingColumns(handlers: {
  onOpen: (booking: AgentBookingListItem) => void;
  onAction: ((booking: AgentBookingListItem, action: BookingAction) => void) | null;
}): DataTableColumn<AgentBookingListItem>[] {
  const { t } = useTranslation('agents-bookings');
  return useAdminBookingsColumns({
    ...handlers,
    namespace: 'agents-bookings',
    actionsFor,
    owner: {
      accessor: 'agent',
      title: t('columns.agent'),
      visibleMediaQuery: fromBreakpoint('md'),
      render: ({ agent }) => <TwoLines first={agent.name} second={agent.companyName} clamp />,
    },
    // A laptop keeps the room for the agent and the traveller.
    routeFrom: 'xl',
  });
}
