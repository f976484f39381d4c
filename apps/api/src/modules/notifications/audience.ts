import type { LiveEvent } from '@masar/contract/notifications';
import { hasPermission, type Permission } from '@masar/contract/permissions';
import type { Principal } from '../../plugins/auth';

/** Who an event is for: one account, every account of a role, or the admins holding a permission. */
export type Audience =
  | { role: 'Agent' | 'User' | 'Driver'; id?: string }
  | { role: 'Admin'; permission?: Permission; id?: string };

const admins = (permission: Permission): Audience => ({ role: 'Admin', permission });

/** DESIGN §4: new agent bookings go to who may view them; status changes to the booking's owner. */
export function audienceOf(event: LiveEvent): Audience[] {
  switch (event.type) {
    case 'agentBooking.created':
    case 'agentBooking.cancelled':
      return [admins('ViewAgentsBookings')];
    case 'agentBooking.accepted':
    case 'agentBooking.completed':
    case 'agentBooking.refunded':
    case 'balance.changed':
    case 'balance.low':
    case 'topUpRequest.approved':
    case 'topUpRequest.rejected':
      return [{ role: 'Agent', id: event.agentId }];
    case 'customerBooking.created':
      return [admins('ViewOrders')];
    case 'customerBooking.accepted':
    case 'customerBooking.completed':
      return [{ role: 'User', id: event.userId }];
    // Either side may cancel a customer booking: both hear of it.
    case 'customerBooking.cancelled':
      return [{ role: 'User', id: event.userId }, admins('ViewOrders')];
    // A driver job's status: the booking's owner (issue #18).
    case 'driverJob.status':
      return [{ role: event.bookingKind === 'Agent' ? 'Agent' : 'User', id: event.ownerId }];
    case 'driverJob.assigned':
    case 'driverJob.changed':
    case 'driverJob.withdrawn':
      return [{ role: 'Driver', id: event.driverId }];
    case 'account.changed':
      return [{ role: 'Admin', id: event.accountId }];
    // The dispatch board (decision 0013, part 3): the admins reading it refresh it.
    case 'dispatch.changed':
      return [admins('ViewDrivers')];
    case 'announcement':
      if (event.target === 'agent') return event.agentId ? [{ role: 'Agent', id: event.agentId }] : [];
      return [event.target === 'allAgents' ? { role: 'Agent' } : { role: 'Admin' }];
  }
}

export function reaches(audience: Audience[], principal: Principal): boolean {
  return audience.some((one) => {
    if (one.role !== principal.role) return false;
    if (one.id && one.id !== principal.id) return false;
    return one.role !== 'Admin' || !one.permission || hasPermission(principal.permissions, one.permission);
  });
}
