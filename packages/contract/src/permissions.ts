import { z } from 'zod';

export const roles = ['Admin', 'Agent', 'User'] as const;
export const roleSchema = z.enum(roles);
export type Role = z.infer<typeof roleSchema>;

/** Spec §3 permission list; what each grants is DESIGN.md §4. */
export const permissions = [
  'EditAdmins',
  'ViewAdmins',
  'EditAgents',
  'ViewAgents',
  'ViewAdminActions',
  'ViewerAdmin',
  'EditTaxiServices',
  'EditExtraServices',
  'EditLocations',
  'EditCars',
  'ViewOrders',
  'ManageOrders',
  'ViewDrivers',
  'ViewCustomers',
  'ViewAgentsBookings',
  'ViewPayments',
  'ManagePayments',
  'ViewReports',
] as const;
export const permissionSchema = z.enum(permissions);
export type Permission = z.infer<typeof permissionSchema>;

/** ViewerAdmin is read-only: it implies every View* permission and nothing that changes data. */
export function hasPermission(held: readonly Permission[], needed: Permission): boolean {
  if (held.includes(needed)) return true;
  return needed.startsWith('View') && held.includes('ViewerAdmin');
}
