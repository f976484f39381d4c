import { permissions } from '@masar/contract/permissions';
import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/permissions.json';
import {
  groupState,
  impliedByViewer,
  normalizePermissions,
  permissionGroups,
  toggleGroup,
} from './permission-groups';

const bookings = permissionGroups.find((group) => group.key === 'bookings');
if (!bookings) throw new Error('no bookings group');

describe('permission groups', () => {
  it('cover all 18 permissions, each exactly once', () => {
    const grouped = permissionGroups.flatMap((group) => group.permissions);
    expect(grouped).toHaveLength(18);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual([...permissions].sort());
  });

  it('has a title for every group and a label and explanation for every permission', () => {
    for (const group of permissionGroups) expect(en.groups[group.key]).toBeTruthy();
    for (const permission of permissions) {
      expect(en.names[permission].label).toBeTruthy();
      expect(en.names[permission].description).toBeTruthy();
    }
  });

  it('switches a whole group on and off, keeping the contract order', () => {
    const on = toggleGroup(['ViewerAdmin', 'EditAdmins'], bookings, true);
    expect(on).toEqual(['EditAdmins', 'ViewerAdmin', 'ViewOrders', 'ManageOrders', 'ViewAgentsBookings']);
    expect(toggleGroup(on, bookings, false)).toEqual(['EditAdmins', 'ViewerAdmin']);
  });

  it('says whether a group is held in full, in part or not at all', () => {
    expect(groupState([], bookings)).toBe('none');
    expect(groupState(['ViewOrders'], bookings)).toBe('some');
    expect(groupState(['ViewOrders', 'ManageOrders', 'ViewAgentsBookings'], bookings)).toBe('all');
  });

  it('shows View permissions as included when read-only access is ticked', () => {
    expect(impliedByViewer(['ViewerAdmin'], 'ViewAgents')).toBe(true);
    expect(impliedByViewer(['ViewerAdmin'], 'EditAgents')).toBe(false);
    expect(impliedByViewer(['ViewerAdmin', 'ViewAgents'], 'ViewAgents')).toBe(false);
    expect(impliedByViewer([], 'ViewAgents')).toBe(false);
  });

  it('normalises a list to the contract order without repeats', () => {
    expect(normalizePermissions(['ViewReports', 'EditAdmins', 'ViewReports'])).toEqual([
      'EditAdmins',
      'ViewReports',
    ]);
  });
});
