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
    expect(all).toHaveLength(13);
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

  it('gives a read-only ViewerAdmin every list but no define page', () => {
    const viewer = paths(visibleAdminNavigation(['ViewerAdmin']));
    expect(viewer).toContain('/admin-panel/admins/list');
    expect(viewer).toContain('/admin-panel/agents/list');
    expect(viewer).toContain('/admin-panel/agents-bookings');
    expect(viewer.filter((path) => path.endsWith('/define'))).toEqual([]);
  });
});
