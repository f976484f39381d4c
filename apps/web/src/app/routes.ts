import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { LANGUAGES, type Language } from '../shared/config';
import type { PageTitle, RouteHandle } from '../shared/ui/route-handle';

/**
 * The route table (spec §2), written ONCE. Every entry exists in Arabic (no prefix) and English (/en prefix):
 * `buildRoutes()` generates both. Every page and layout is a lazy chunk; pages of features that come later
 * share one placeholder.
 */

type LoadComponent = () => Promise<ComponentType>;

interface PageEntry {
  /** Path inside its group, '' for the group's index page. */
  path: string;
  title: PageTitle;
  /** The page component. None ⇒ the shared "coming soon" placeholder. */
  load?: LoadComponent;
}

type LayoutName = 'default' | 'blank' | 'admin' | 'agent';

interface RouteGroup {
  layout: LayoutName;
  /** Path prefix shared by the group ('' for none). */
  base: string;
  pages: PageEntry[];
}

const layouts: Record<LayoutName, LoadComponent> = {
  default: () => import('./layouts/default-layout').then((module) => module.DefaultLayout),
  blank: () => import('./layouts/blank-layout').then((module) => module.BlankLayout),
  admin: () => import('./layouts/admin-layout').then((module) => module.AdminLayout),
  agent: () => import('./layouts/agent-layout').then((module) => module.AgentLayout),
};

const comingSoon: LoadComponent = () =>
  import('../shared/ui/coming-soon-page').then((module) => module.ComingSoonPage);

export const routeGroups: RouteGroup[] = [
  {
    layout: 'default',
    base: '',
    pages: [
      {
        path: '',
        title: 'home',
        load: () => import('../features/home/pages/home-page').then((m) => m.HomePage),
      },
      {
        path: 'login',
        title: 'login',
        load: () => import('../features/auth/pages/customer-login-page').then((m) => m.CustomerLoginPage),
      },
    ],
  },
  {
    layout: 'blank',
    base: '',
    pages: [
      {
        path: 'admin-panel/login',
        title: 'adminLogin',
        load: () => import('../features/auth/pages/admin-login-page').then((m) => m.AdminLoginPage),
      },
      {
        path: 'panel/login',
        title: 'agentLogin',
        load: () => import('../features/auth/pages/agent-login-page').then((m) => m.AgentLoginPage),
      },
    ],
  },
  {
    layout: 'admin',
    base: 'admin-panel',
    pages: [
      {
        path: '',
        title: 'dashboard',
        load: () =>
          import('../features/dashboard/pages/admin-dashboard-page').then((m) => m.AdminDashboardPage),
      },
      { path: 'admins/define', title: 'defineAdmin' },
      { path: 'admins/edit', title: 'editAdmin' },
      { path: 'admins/list', title: 'listAdmins' },
      { path: 'agents/define', title: 'defineAgent' },
      { path: 'agents/list', title: 'listAgents' },
      { path: 'agents/edit', title: 'editAgent' },
      { path: 'agents-bookings', title: 'agentsBookings' },
      { path: 'cars/define', title: 'defineCar' },
      { path: 'cars/list-cars', title: 'listCars' },
      { path: 'cars/edit-cars', title: 'editCar' },
      { path: 'extra-services', title: 'extraServices' },
      { path: 'locations/define', title: 'defineLocation' },
      { path: 'locations/list-locations', title: 'listLocations' },
      { path: 'locations/edit-locations', title: 'editLocation' },
      { path: 'taxi-service/manage', title: 'manageTaxiServices' },
    ],
  },
  {
    layout: 'agent',
    base: 'panel',
    pages: [
      {
        path: '',
        title: 'newBooking',
        load: () => import('../features/agent-panel/pages/agent-home-page').then((m) => m.AgentHomePage),
      },
      { path: 'profile', title: 'profile' },
      { path: 'profile/personal-info', title: 'personalInfo' },
      { path: 'profile/trips-history', title: 'tripsHistory' },
      { path: 'profile/wallet-transactions', title: 'walletTransactions' },
      { path: 'search-taxi', title: 'searchTaxi' },
      { path: 'select-time', title: 'selectTime' },
      { path: 'traveler-info', title: 'travelerInfo' },
      { path: 'requests', title: 'requests' },
    ],
  },
];

const notFound: PageEntry = {
  path: '*',
  title: 'notFound',
  load: () => import('../features/errors/pages/not-found-page').then((m) => m.NotFoundPage),
};

/** Route names end in ___ar / ___en (spec §2). */
function routeId(group: RouteGroup, page: PageEntry, language: Language): string {
  const full = [group.base, page.path].filter(Boolean).join('/') || 'index';
  return `${full}___${language}`;
}

function pageRoute(group: RouteGroup, page: PageEntry, language: Language): RouteObject {
  const load = page.load ?? comingSoon;
  const handle: RouteHandle = { title: page.title };
  const lazy = async () => ({ Component: await load() });
  const id = routeId(group, page, language);
  return page.path === '' ? { id, index: true, handle, lazy } : { id, path: page.path, handle, lazy };
}

function languageBranch(language: Language): RouteObject {
  return {
    id: `language___${language}`,
    path: language === 'ar' ? '/' : `/${language}`,
    children: routeGroups.map((group) => {
      const pages = group.layout === 'default' ? [...group.pages, notFound] : group.pages;
      return {
        id: `${group.layout}-layout___${language}`,
        ...(group.base ? { path: group.base } : {}),
        lazy: async () => ({ Component: await layouts[group.layout]() }),
        children: pages.map((page) => pageRoute(group, page, language)),
      };
    }),
  };
}

/** Both language trees. The root route (guard, error page, loading bar) wraps them in router.tsx. */
export function buildLanguageRoutes(): RouteObject[] {
  // English first is not needed for matching (React Router ranks '/en/…' above '/*'), but reads naturally.
  return LANGUAGES.map(languageBranch);
}

/** Every concrete path of the table, language-neutral (for tests and tooling). */
export function allPagePaths(): string[] {
  return routeGroups.flatMap((group) =>
    group.pages.map((page) => `/${[group.base, page.path].filter(Boolean).join('/')}`),
  );
}
