import { permissions } from '@masar/contract/permissions';
import { describe, expect, it } from 'vitest';
import { type AdminNavEntry, visibleAdminNavigation } from './admin-navigation';

const paths = (entries: AdminNavEntry[]) =>
  entries.flatMap((entry) => (entry.kind === 'link' ? [entry.to] : entry.links.map((item) => item.to)));

describe('admin sidebar', () => {
  it('shows every entry to a super admin', () => {
    const all = paths(visibleAdminNavigation(permissions));
    expect(all).toContain('/admin-panel/admins/define');
    expect(all).toContain('/admin-panel/agents-bookings');
    expect(all).toContain('/admin-panel/locations/areas');
    expect(all).toContain('/admin-panel/orders');
    expect(all).toContain('/admin-panel/customers');
    expect(all).toContain('/admin-panel/notifications');
    expect(all).toContain('/admin-panel/outbox');
    expect(all).toContain('/admin-panel/surcharges');
    expect(all).toHaveLength(20);
  });

  it('shows only the catalogue and the dashboard to an admin without permissions', () => {
    const none = paths(visibleAdminNavigation([]));
    expect(none).toEqual([
      '/admin-panel',
      '/admin-panel/cars/list-cars',
      '/admin-panel/locations/list-locations',
      '/admin-panel/locations/areas',
      '/admin-panel/taxi-service/manage',
      '/admin-panel/extra-services',
    ]);
  });

  it('needs ViewAdmins for Admins, ViewAgents for Agents, ViewAgentsBookings for Agents Bookings', () => {
    const viewAgents = paths(visibleAdminNavigation(['ViewAgents']));
    expect(viewAgents).toContain('/admin-panel/agents/list');
    expect(viewAgents).not.toContain('/admin-panel/agents/define');
    expect(viewAgents).not.toContain('/admin-panel/admins/list');
    expect(viewAgents).not.toContain('/admin-panel/agents-bookings');
    expect(paths(visibleAdminNavigation(['ViewAgentsBookings']))).toContain('/admin-panel/agents-bookings');
  });

  it('needs ViewPayments for Payments and ViewAdminActions for Admin Actions', () => {
    const payments = paths(visibleAdminNavigation(['ViewPayments']));
    expect(payments).toContain('/admin-panel/payments');
    expect(payments).not.toContain('/admin-panel/admin-actions');
    const actions = paths(visibleAdminNavigation(['ViewAdminActions']));
    expect(actions).toContain('/admin-panel/admin-actions');
    expect(actions).not.toContain('/admin-panel/payments');
  });

  it('needs ViewOrders for Customers Bookings and ViewCustomers for Customers', () => {
    const orders = paths(visibleAdminNavigation(['ViewOrders']));
    expect(orders).toContain('/admin-panel/orders');
    expect(orders).not.toContain('/admin-panel/customers');
    const customers = paths(visibleAdminNavigation(['ViewCustomers']));
    expect(customers).toContain('/admin-panel/customers');
    expect(customers).not.toContain('/admin-panel/orders');
  });

  it('shows the mail outbox to EditAdmins only, not to a ViewerAdmin', () => {
    expect(paths(visibleAdminNavigation(['EditAdmins']))).toContain('/admin-panel/outbox');
    expect(paths(visibleAdminNavigation(['ViewerAdmin', 'ViewAdmins']))).not.toContain('/admin-panel/outbox');
  });

  it('shows Notifications to who may send (EditAgents or EditAdmins), not to a ViewerAdmin', () => {
    expect(paths(visibleAdminNavigation(['EditAgents']))).toContain('/admin-panel/notifications');
    expect(paths(visibleAdminNavigation(['EditAdmins']))).toContain('/admin-panel/notifications');
    expect(paths(visibleAdminNavigation(['ViewerAdmin']))).not.toContain('/admin-panel/notifications');
  });

  it('gives a read-only ViewerAdmin every list but no define page', () => {
    const viewer = paths(visibleAdminNavigation(['ViewerAdmin']));
    expect(viewer).toContain('/admin-panel/admins/list');
    expect(viewer).toContain('/admin-panel/agents/list');
    expect(viewer).toContain('/admin-panel/agents-bookings');
    expect(viewer).toContain('/admin-panel/orders');
    expect(viewer).toContain('/admin-panel/customers');
    expect(viewer.filter((path) => path.endsWith('/define'))).toEqual([]);
  });
});
