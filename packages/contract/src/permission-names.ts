/**
 * Roles and permissions as plain values (no zod): what a browser page needs to check access without loading
 * the schema library. `permissions.ts` builds the schemas from these lists and re-exports them.
 */
export const roles = ['Admin', 'Agent', 'User', 'Driver'] as const;
export type Role = (typeof roles)[number];
/** The roles that sign in with an e-mail (a driver signs in with a mobile number, issue #18). */
export const emailRoles = ['Admin', 'Agent', 'User'] as const;
export type EmailRole = (typeof emailRoles)[number];

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
export type Permission = (typeof permissions)[number];

/**
 * Who may read the pricing rules that EditTaxiServices changes (surcharges, the distance fallback, the
 * cancellation policy): that permission, or a read-only admin.
 */
export const pricingReaders = ['EditTaxiServices', 'ViewerAdmin'] as const satisfies readonly Permission[];

/** ViewerAdmin is read-only: it implies every View* permission and nothing that changes data. */
export function hasPermission(held: readonly Permission[], needed: Permission): boolean {
  if (held.includes(needed)) return true;
  return needed.startsWith('View') && held.includes('ViewerAdmin');
}
