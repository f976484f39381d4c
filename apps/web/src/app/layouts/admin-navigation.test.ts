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
    expect(all).toContain('/admin-panel/invoices');
    expect(all).toContain('/admin-panel/top-up-requests');
    expect(all).toContain('/admin-panel/drivers/list');
    expect(all).toContain('/admin-panel/drivers/define');
    expect(all).toContain('/admin-panel/surcharges');
    expect(all).toContain('/admin-panel/distance-pricing');
    expect(all).toContain('/admin-panel/dispatch');
    expect(all).toContain('/admin-panel/taxi-service/simulator');
    expect(all).toHaveLength(27);
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

  it('shows the dispatch board in the drivers section to ViewDrivers (issue #18)', () => {
    expect(paths(visibleAdminNavigation(['ViewDrivers']))).toContain('/admin-panel/dispatch');
    expect(paths(visibleAdminNavigation(['ManageOrders', 'ViewAgentsBookings']))).not.toContain(
      '/admin-panel/dispatch',
    );
  });

  it('shows the top-up requests queue to ManagePayments only (issue #19)', () => {
    expect(paths(visibleAdminNavigation(['ManagePayments']))).toContain('/admin-panel/top-up-requests');
    expect(paths(visibleAdminNavigation(['ViewPayments']))).not.toContain('/admin-panel/top-up-requests');
  });

  it('needs ViewDrivers for Drivers, and ManageOrders too to add one', () => {
    const viewer = paths(visibleAdminNavigation(['ViewDrivers']));
    expect(viewer).toContain('/admin-panel/drivers/list');
    expect(viewer).not.toContain('/admin-panel/drivers/define');
    expect(paths(visibleAdminNavigation(['ViewerAdmin']))).toContain('/admin-panel/drivers/list');
    expect(paths(visibleAdminNavigation(['ManageOrders']))).not.toContain('/admin-panel/drivers/list');
    expect(paths(visibleAdminNavigation(['ViewDrivers', 'ManageOrders']))).toContain(
      '/admin-panel/drivers/define',
    );
  });

  it('needs ViewOrders for Customers Bookings and ViewCustomers for Customers', () => {
    const orders = paths(visibleAdminNavigation(['ViewOrders']));
    expect(orders).toContain('/admin-panel/orders');
    expect(orders).not.toContain('/admin-panel/customers');
    const customers = paths(visibleAdminNavigation(['ViewCustomers']));
    expect(customers).toContain('/admin-panel/customers');
    expect(customers).not.toContain('/admin-panel/orders');
  });

  it('shows invoices to ViewPayments (decision 0012)', () => {
    expect(paths(visibleAdminNavigation(['ViewPayments']))).toContain('/admin-panel/invoices');
    expect(paths(visibleAdminNavigation(['EditAdmins']))).not.toContain('/admin-panel/invoices');
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
