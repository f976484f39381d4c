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

/**
 * The pages whose first screen the build prerenders (apps/web/vite.config.ts, `prerenderedFirstScreens`; issue
 * #21), each into one copy of index.html per language that the server sends for its path (apps/api plugins/web.ts).
 * Not the agent's sign-in page: its largest paint is the splash's name, at once; prerendered, its card title
 * became the largest and waited for the font (Lighthouse LCP 2.3-2.4 s -> 2.9-3.4 s, docs/performance.md).
 */
export const prerenderedPages = [
  { name: 'home', path: '/' },
  { name: 'login', path: '/login' },
] as const satisfies readonly { name: string; path: (typeof webPagePaths)[number] }[];

export type PrerenderedPageName = (typeof prerenderedPages)[number]['name'];

/** The file the build writes for a prerendered page in one language: index.login-en.html. */
export function prerenderedFileName(name: PrerenderedPageName, language: 'ar' | 'en') {
  return `index.${name}-${language}.html`;
}

/** The prerendered file for a URL path (no query; either language, trailing slash or not), or null. */
export function prerenderedFileOf(pathname: string): string | null {
  const language = /^\/en(?=\/|$)/.test(pathname) ? 'en' : 'ar';
  const neutral = pathname.replace(/^\/en(?=\/|$)/, '').replace(/\/+$/, '') || '/';
  const page = prerenderedPages.find((candidate) => candidate.path === neutral);
  return page ? prerenderedFileName(page.name, language) : null;
}
