import type { ComponentType } from 'react';
import { LANGUAGES, type Language } from '../shared/config';
import { loadNamespaces, type Namespace, siteNamespaces } from '../shared/i18n/i18n';
import type { RouteObject } from '../shared/router/router';
import type { PageTitle, RouteHandle } from '../shared/ui/route-handle';
import type { IdInQuery } from './guards/route-rule';
import { loadRestStyles } from './mantine-styles';

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
  /** The route's validation rule (spec §5): the 404 page shows when it fails. */
  rule?: IdInQuery;
  /** The texts the page reads beyond the startup ones, loaded with its chunk. Default: its group's. */
  texts?: readonly Namespace[];
  /**
   * A first-load page of issue #21's budget: it renders with the entry's part of Mantine's stylesheet
   * (app/mantine-styles.ts) instead of waiting for the rest. Its components must be in that part.
   */
  firstLoad?: true;
}

type LayoutName = 'default' | 'blank' | 'admin' | 'agent' | 'driver';

interface RouteGroup {
  layout: LayoutName;
  /** Path prefix shared by the group ('' for none). */
  base: string;
  /** The texts its pages read unless a page says otherwise (beyond the startup ones and its layout's). */
  texts: readonly Namespace[];
  pages: PageEntry[];
}

/** A layout's or page's chunk together with the texts it reads: no page renders before its texts are there. */
async function withTexts(load: LoadComponent, texts: readonly Namespace[]): Promise<ComponentType> {
  const [component] = await Promise.all([load(), loadNamespaces(texts)]);
  return component;
}

/** A chunk that needs the rest of Mantine's stylesheet: the stylesheet is asked for first (see loadRestStyles). */
function withRestStyles(load: LoadComponent): LoadComponent {
  return async () => {
    const styles = loadRestStyles();
    const [component] = await Promise.all([load(), styles]);
    return component;
  };
}

/** The texts a layout reads beyond the startup ones (loaded with its chunk). */
export const layoutTexts: Record<LayoutName, readonly Namespace[]> = {
  default: [],
  blank: [],
  admin: ['notifications', 'permissions'],
  agent: ['notifications', 'permissions', 'top-up-requests'],
  driver: ['drivers', 'notifications'],
};

const layouts: Record<LayoutName, LoadComponent> = {
  // The public layout reads only the startup texts: each public page brings its own (the home page and the
  // login page are first loads of issue #9's budget).
  default: () => import('./layouts/default-layout').then((module) => module.DefaultLayout),
  blank: () => import('./layouts/blank-layout').then((module) => module.BlankLayout),
  // The panels' layouts read only these beyond the startup texts; each page names its own (issue #21: `/panel`
  // loaded all 31 namespaces). route-texts.test.ts checks every page's list against what its code reads.
  admin: () =>
    withTexts(
      withRestStyles(() => import('./layouts/admin-layout').then((module) => module.AdminLayout)),
      layoutTexts.admin,
    ),
  agent: () =>
    withTexts(
      withRestStyles(() => import('./layouts/agent-layout').then((module) => module.AgentLayout)),
      layoutTexts.agent,
    ),
  // The driver's phone app (issue #18): a light layout with its own texts and the push switch's.
  driver: () =>
    withTexts(
      withRestStyles(() => import('./layouts/driver-layout').then((module) => module.DriverLayout)),
      layoutTexts.driver,
    ),
};

/** A page of the admin area or the agent panel, by its name in admin-pages.ts / agent-pages.ts. */
const adminPage =
  (name: keyof typeof import('./admin-pages')): LoadComponent =>
  () =>
    import('./admin-pages').then((pages) => pages[name]());
const agentPage =
  (name: keyof typeof import('./agent-pages')): LoadComponent =>
  () =>
    import('./agent-pages').then((pages) => pages[name]());

const comingSoon: LoadComponent = () =>
  import('../shared/ui/coming-soon-page').then((module) => module.ComingSoonPage);

export const routeGroups: RouteGroup[] = [
  {
    layout: 'default',
    base: '',
    texts: siteNamespaces,
    pages: [
      {
        path: '',
        title: 'home',
        texts: ['home', 'public-booking'],
        firstLoad: true,
        load: () => import('../features/public-site/pages/home-page').then((m) => m.HomePage),
      },
      {
        path: 'login',
        title: 'login',
        texts: [],
        firstLoad: true,
        load: () => import('../features/auth/pages/customer-login-page').then((m) => m.CustomerLoginPage),
      },
      {
        path: 'login/forgot-password',
        title: 'forgotPassword',
        texts: [],
        load: () =>
          import('../features/auth/pages/forgot-password-pages').then((m) => m.CustomerForgotPasswordPage),
      },
      {
        path: 'book',
        title: 'bookResults',
        load: () => import('../features/public-site/pages/results-page').then((m) => m.ResultsPage),
      },
      {
        path: 'book/details',
        title: 'bookDetails',
        load: () => import('../features/public-site/pages/details-page').then((m) => m.DetailsPage),
      },
      {
        path: 'book/confirmation',
        title: 'bookConfirmation',
        load: () => import('../features/public-site/pages/confirmation-page').then((m) => m.ConfirmationPage),
      },
      {
        path: 'account',
        title: 'account',
        load: () => import('../features/customers/pages/account-page').then((m) => m.AccountPage),
      },
      {
        path: 'account/bookings',
        title: 'myBookings',
        load: () =>
          import('../features/customer-bookings/pages/my-bookings-page').then((m) => m.MyBookingsPage),
      },
    ],
  },
  {
    layout: 'blank',
    base: '',
    texts: [],
    pages: [
      {
        path: 'admin-panel/login',
        title: 'adminLogin',
        firstLoad: true,
        load: () => import('../features/auth/pages/admin-login-page').then((m) => m.AdminLoginPage),
      },
      {
        path: 'panel/login',
        title: 'agentLogin',
        firstLoad: true,
        load: () => import('../features/auth/pages/agent-login-page').then((m) => m.AgentLoginPage),
      },
      {
        path: 'admin-panel/forgot-password',
        title: 'forgotPassword',
        load: () =>
          import('../features/auth/pages/forgot-password-pages').then((m) => m.AdminForgotPasswordPage),
      },
      {
        path: 'panel/forgot-password',
        title: 'forgotPassword',
        load: () =>
          import('../features/auth/pages/forgot-password-pages').then((m) => m.AgentForgotPasswordPage),
      },
      {
        path: 'driver/login',
        title: 'driverLogin',
        texts: ['drivers'],
        load: () => import('../features/auth/pages/driver-login-page').then((m) => m.DriverLoginPage),
      },
      {
        path: 'reset-password',
        title: 'resetPassword',
        load: () => import('../features/auth/pages/reset-password-page').then((m) => m.ResetPasswordPage),
      },
    ],
  },
  {
    layout: 'admin',
    base: 'admin-panel',
    texts: [],
    pages: [
      {
        path: '',
        title: 'dashboard',
        texts: ['reports', 'bookings', 'agents-bookings'],
        load: adminPage('ReportsPage'),
      },
      {
        path: 'admins/define',
        title: 'defineAdmin',
        texts: ['admins'],
        load: adminPage('DefineAdminPage'),
      },
      {
        path: 'admins/edit',
        rule: { name: 'id' },
        title: 'editAdmin',
        texts: ['admins'],
        load: adminPage('EditAdminPage'),
      },
      {
        path: 'admins/list',
        title: 'listAdmins',
        texts: ['admins'],
        load: adminPage('ListAdminsPage'),
      },
      {
        path: 'agents/define',
        title: 'defineAgent',
        texts: ['agents'],
        load: adminPage('DefineAgentPage'),
      },
      {
        path: 'agents/list',
        title: 'listAgents',
        texts: ['agents'],
        load: adminPage('ListAgentsPage'),
      },
      {
        path: 'agents/edit',
        rule: { name: 'id' },
        title: 'editAgent',
        texts: ['catalogue', 'agents', 'wallet', 'payments'],
        load: adminPage('EditAgentPage'),
      },
      {
        path: 'agents-bookings',
        title: 'agentsBookings',
        texts: ['bookings', 'wallet', 'agents-bookings', 'drivers'],
        load: adminPage('AdminAgentBookingsPage'),
      },
      {
        path: 'orders',
        title: 'orders',
        texts: ['bookings', 'customer-bookings', 'drivers'],
        load: adminPage('AdminCustomerBookingsPage'),
      },
      {
        path: 'customers',
        title: 'customers',
        texts: ['bookings', 'customers'],
        load: adminPage('CustomersPage'),
      },
      {
        path: 'payments',
        title: 'payments',
        texts: ['catalogue', 'wallet', 'payments', 'statements'],
        load: adminPage('PaymentsPage'),
      },
      {
        path: 'payments/statement',
        title: 'statement',
        texts: ['wallet', 'statements'],
        load: adminPage('AdminStatementPage'),
      },
      {
        path: 'admin-actions',
        title: 'adminActions',
        texts: ['admin-actions'],
        load: adminPage('AdminActionsPage'),
      },
      {
        path: 'cars/define',
        title: 'defineCar',
        texts: ['catalogue'],
        load: adminPage('DefineCarPage'),
      },
      {
        path: 'cars/list-cars',
        title: 'listCars',
        texts: ['catalogue'],
        load: adminPage('ListCarsPage'),
      },
      {
        path: 'cars/edit-cars',
        rule: { name: 'id' },
        title: 'editCar',
        texts: ['catalogue'],
        load: adminPage('EditCarPage'),
      },
      {
        path: 'extra-services',
        title: 'extraServices',
        texts: ['catalogue'],
        load: adminPage('ExtraServicesPage'),
      },
      {
        path: 'locations/define',
        title: 'defineLocation',
        texts: ['catalogue'],
        load: adminPage('DefineLocationPage'),
      },
      {
        path: 'locations/list-locations',
        title: 'listLocations',
        texts: ['catalogue'],
        load: adminPage('ListLocationsPage'),
      },
      {
        path: 'locations/edit-locations',
        rule: { name: 'id' },
        title: 'editLocation',
        texts: ['catalogue'],
        load: adminPage('EditLocationPage'),
      },
      {
        path: 'locations/areas',
        title: 'areas',
        texts: ['catalogue'],
        load: adminPage('AreasPage'),
      },
      {
        path: 'taxi-service/manage',
        rule: { name: 'areaId', optional: true },
        title: 'manageTaxiServices',
        texts: ['catalogue', 'price-tools', 'bookings'],
        load: adminPage('ManageTaxiServicesPage'),
      },
      {
        path: 'taxi-service/simulator',
        title: 'priceSimulator',
        texts: ['price-tools', 'agent-booking', 'public-booking'],
        load: adminPage('PriceSimulatorPage'),
      },
      {
        path: 'surcharges',
        title: 'surcharges',
        texts: ['catalogue'],
        load: adminPage('SurchargesPage'),
      },
      {
        path: 'distance-pricing',
        title: 'distancePricing',
        texts: ['catalogue'],
        load: adminPage('DistancePricingPage'),
      },
      {
        path: 'notifications',
        title: 'notifications',
        texts: [],
        load: adminPage('SendNotificationPage'),
      },
      {
        path: 'outbox',
        title: 'outbox',
        texts: ['mail'],
        load: adminPage('OutboxPage'),
      },
      {
        path: 'invoices',
        title: 'invoices',
        texts: ['invoices'],
        load: adminPage('AdminInvoicesPage'),
      },
      {
        path: 'invoices/seller',
        title: 'sellerSettings',
        texts: ['invoices'],
        load: adminPage('SellerSettingsPage'),
      },
      {
        path: 'top-up-requests',
        title: 'topUpQueue',
        texts: ['top-up-requests'],
        load: adminPage('TopUpQueuePage'),
      },
      {
        path: 'drivers/list',
        title: 'listDrivers',
        texts: ['drivers'],
        load: adminPage('ListDriversPage'),
      },
      {
        path: 'drivers/define',
        title: 'defineDriver',
        texts: ['drivers'],
        load: adminPage('DefineDriverPage'),
      },
      {
        path: 'drivers/edit',
        rule: { name: 'id' },
        title: 'editDriver',
        texts: ['drivers'],
        load: adminPage('EditDriverPage'),
      },
      {
        path: 'dispatch',
        title: 'dispatch',
        texts: ['bookings', 'dispatch'],
        load: adminPage('DispatchPage'),
      },
    ],
  },
  {
    layout: 'driver',
    base: 'driver',
    texts: ['drivers'],
    pages: [
      {
        path: '',
        title: 'driverJobs',
        load: () => import('../features/drivers/pages/driver-jobs-page').then((m) => m.DriverJobsPage),
      },
      {
        path: 'job',
        rule: { name: 'id' },
        title: 'driverJob',
        load: () => import('../features/drivers/pages/driver-job-page').then((m) => m.DriverJobPage),
      },
    ],
  },
  {
    layout: 'agent',
    base: 'panel',
    texts: [],
    pages: [
      {
        path: '',
        title: 'newBooking',
        texts: ['agent-booking', 'geo'],
        load: agentPage('NewBookingPage'),
      },
      {
        path: 'profile',
        title: 'profile',
        texts: ['profile'],
        load: agentPage('ProfilePage'),
      },
      {
        path: 'profile/personal-info',
        title: 'personalInfo',
        texts: ['catalogue', 'profile'],
        load: agentPage('PersonalInfoPage'),
      },
      {
        path: 'profile/places',
        title: 'savedPlaces',
        texts: ['profile'],
        load: agentPage('PlacesPage'),
      },
      {
        path: 'profile/trips-history',
        title: 'tripsHistory',
        texts: ['bookings', 'drivers'],
        load: agentPage('TripsHistoryPage'),
      },
      {
        path: 'profile/wallet-transactions',
        title: 'walletTransactions',
        texts: ['wallet', 'statements'],
        load: agentPage('WalletTransactionsPage'),
      },
      {
        path: 'profile/statement',
        title: 'statement',
        texts: ['wallet', 'statements'],
        load: agentPage('AgentStatementPage'),
      },
      {
        path: 'profile/invoices',
        title: 'invoices',
        texts: ['invoices'],
        load: agentPage('AgentInvoicesPage'),
      },
      {
        path: 'top-up-requests',
        title: 'topUpRequests',
        texts: ['catalogue'],
        load: agentPage('TopUpRequestsPage'),
      },
      {
        path: 'search-taxi',
        title: 'searchTaxi',
        texts: ['catalogue', 'agent-booking', 'bookings', 'public-booking'],
        load: agentPage('SearchTaxiPage'),
      },
      {
        path: 'select-time',
        title: 'selectTime',
        texts: ['catalogue', 'agent-booking'],
        load: agentPage('SelectTimePage'),
      },
      {
        path: 'traveler-info',
        title: 'travelerInfo',
        texts: ['catalogue', 'agent-booking', 'bookings', 'public-booking'],
        load: agentPage('TravelerInfoPage'),
      },
      {
        path: 'requests',
        title: 'requests',
        texts: ['bookings', 'drivers'],
        load: agentPage('RequestsPage'),
      },
    ],
  },
];

const notFound: PageEntry = {
  path: '*',
  title: 'notFound',
  texts: [],
  load: () => import('../features/errors/pages/not-found-page').then((m) => m.NotFoundPage),
};

/** Route names end in ___ar / ___en (spec §2). */
function routeId(group: RouteGroup, page: PageEntry, language: Language): string {
  const full = [group.base, page.path].filter(Boolean).join('/') || 'index';
  return `${full}___${language}`;
}

function pageRoute(group: RouteGroup, page: PageEntry, language: Language): RouteObject {
  const component = page.firstLoad ? (page.load ?? comingSoon) : withRestStyles(page.load ?? comingSoon);
  const texts = page.texts ?? group.texts;
  const load = texts.length ? () => withTexts(component, texts) : component;
  const handle: RouteHandle = { title: page.title };
  const { rule } = page;
  const lazy = rule
    ? async () => {
        const [Component, { idRuleLoader, RouteRuleBoundary }] = await Promise.all([
          load(),
          import('./guards/route-rule'),
        ]);
        return { Component, loader: idRuleLoader(rule), ErrorBoundary: RouteRuleBoundary };
      }
    : async () => ({ Component: await load() });
  const id = routeId(group, page, language);
  return page.path === '' ? { id, index: true, handle, lazy } : { id, path: page.path, handle, lazy };
}

function languageBranch(language: Language): RouteObject {
  return {
    id: `language___${language}`,
    path: language === 'ar' ? '/' : `/${language}`,
    children: routeGroups.map((group) => {
      // Unknown paths show the 404 page inside their area: the back office's and the agent panel's keep
      // their layout (a signed-in admin is not dropped into the public site); the rest in the public one.
      const pages = group.layout === 'blank' ? group.pages : [...group.pages, notFound];
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

/** Every concrete path of the table, language-neutral; equal to the contract's webPagePaths (a test checks). */
export function allPagePaths(): string[] {
  return routeGroups.flatMap((group) =>
    group.pages.map((page) => `/${[group.base, page.path].filter(Boolean).join('/')}`),
  );
}
