/**
 * Every page of the web app, language-neutral (Arabic has no prefix, English lives under /en). The web's
 * route table (apps/web/src/app/routes.ts) is checked against this list by a test, and the API's static
 * web plugin answers 404 for any other path (the SPA then shows its 404 page in the right layout).
 */
export const webPagePaths = [
  '/',
  '/login',
  '/login/forgot-password',
  '/book',
  '/book/details',
  '/book/confirmation',
  '/account',
  '/account/bookings',
  '/admin-panel/login',
  '/panel/login',
  '/admin-panel/forgot-password',
  '/panel/forgot-password',
  '/reset-password',
  '/admin-panel',
  '/admin-panel/admins/define',
  '/admin-panel/admins/edit',
  '/admin-panel/admins/list',
  '/admin-panel/agents/define',
  '/admin-panel/agents/list',
  '/admin-panel/agents/edit',
  '/admin-panel/agents-bookings',
  '/admin-panel/orders',
  '/admin-panel/customers',
  '/admin-panel/payments',
  '/admin-panel/payments/statement',
  '/admin-panel/admin-actions',
  '/admin-panel/cars/define',
  '/admin-panel/cars/list-cars',
  '/admin-panel/cars/edit-cars',
  '/admin-panel/extra-services',
  '/admin-panel/locations/define',
  '/admin-panel/locations/list-locations',
  '/admin-panel/locations/edit-locations',
  '/admin-panel/locations/areas',
  '/admin-panel/taxi-service/manage',
  '/admin-panel/taxi-service/simulator',
  '/admin-panel/surcharges',
  '/admin-panel/distance-pricing',
  '/admin-panel/notifications',
  '/admin-panel/outbox',
  '/admin-panel/invoices',
  '/admin-panel/invoices/seller',
  '/admin-panel/top-up-requests',
  '/admin-panel/drivers/list',
  '/admin-panel/drivers/define',
  '/admin-panel/drivers/edit',
  '/admin-panel/dispatch',
  '/driver/login',
  '/driver',
  '/driver/job',
  '/panel',
  '/panel/profile',
  '/panel/profile/personal-info',
  '/panel/profile/places',
  '/panel/profile/trips-history',
  '/panel/profile/wallet-transactions',
  '/panel/profile/statement',
  '/panel/profile/invoices',
  '/panel/search-taxi',
  '/panel/select-time',
  '/panel/traveler-info',
  '/panel/requests',
  '/panel/top-up-requests',
] as const;

const known = new Set<string>(webPagePaths);

/** Whether a URL path (no query) is a page of the web app, in either language, with or without a trailing slash. */
export function isWebPagePath(pathname: string): boolean {
  const neutral = pathname.replace(/^\/en(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  return known.has(neutral);
}
