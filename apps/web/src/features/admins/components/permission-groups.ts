import { hasPermission, type Permission, permissions } from '@masar/contract/permissions';
import type permissionTexts from '../../../locales/en/permissions.json';

export type PermissionGroupKey = keyof typeof permissionTexts.groups;

export interface PermissionGroup {
  key: PermissionGroupKey;
  permissions: readonly Permission[];
}

/**
 * The 18 permissions of the spec, grouped the way the back office is organised (DESIGN §4 says what each
 * grants). Every permission appears in exactly one group (tested).
 */
export const permissionGroups: readonly PermissionGroup[] = [
  { key: 'admins', permissions: ['ViewAdmins', 'EditAdmins'] },
  { key: 'agents', permissions: ['ViewAgents', 'EditAgents'] },
  { key: 'bookings', permissions: ['ViewAgentsBookings', 'ViewOrders', 'ManageOrders'] },
  { key: 'people', permissions: ['ViewCustomers', 'ViewDrivers'] },
  { key: 'payments', permissions: ['ViewPayments', 'ManagePayments'] },
  { key: 'catalogue', permissions: ['EditCars', 'EditLocations', 'EditTaxiServices', 'EditExtraServices'] },
  { key: 'reports', permissions: ['ViewReports', 'ViewAdminActions'] },
  { key: 'readOnly', permissions: ['ViewerAdmin'] },
];

/** The list in the contract's order (stable in requests and comparisons), without repeats. */
export function normalizePermissions(list: readonly Permission[]): Permission[] {
  return permissions.filter((permission) => list.includes(permission));
}

/** A group switched on or off as a whole. */
export function toggleGroup(list: readonly Permission[], group: PermissionGroup, on: boolean): Permission[] {
  const rest = list.filter((permission) => !group.permissions.includes(permission));
  return normalizePermissions(on ? [...rest, ...group.permissions] : rest);
}

/** How much of a group is held: for its "all" checkbox (checked / indeterminate). */
export function groupState(list: readonly Permission[], group: PermissionGroup): 'all' | 'some' | 'none' {
  const held = group.permissions.filter((permission) => list.includes(permission)).length;
  return held === 0 ? 'none' : held === group.permissions.length ? 'all' : 'some';
}

/** A View* permission that ViewerAdmin (read-only) already grants, though not ticked itself. */
export function impliedByViewer(list: readonly Permission[], permission: Permission): boolean {
  return !list.includes(permission) && permission !== 'ViewerAdmin' && hasPermission(list, permission);
}
