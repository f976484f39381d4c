/**
 * Every page of the route table (apps/web/src/app/routes.ts), by the role that sees it, language-neutral.
 * src/app/routes.test.ts checks that this list and the route table name the same pages, so a new page cannot
 * be left out of the layout checks (e2e/layout.spec.ts).
 */
export const pagePathsByRole = {
  public: [
    '/',
    '/login',
    '/book',
    '/book/details',
    '/book/confirmation',
    '/admin-panel/login',
    '/panel/login',
  ],
  customer: ['/account', '/account/bookings'],
  agent: [
    '/panel',
    '/panel/profile',
    '/panel/profile/personal-info',
    '/panel/profile/places',
    '/panel/profile/trips-history',
    '/panel/profile/wallet-transactions',
    '/panel/search-taxi',
    '/panel/select-time',
    '/panel/traveler-info',
    '/panel/requests',
  ],
  admin: [
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
    '/admin-panel/notifications',
  ],
} as const;
