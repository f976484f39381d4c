import i18next, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES } from '../config';
import { currentLanguage, openInRememberedLanguage } from './language';

export const namespaces = [
  'common',
  'auth',
  'nav',
  'errors',
  'home',
  'reports',
  'catalogue',
  'price-tools',
  'permissions',
  'admins',
  'agents',
  'profile',
  'agent-booking',
  'geo',
  'bookings',
  'wallet',
  'agents-bookings',
  'customer-bookings',
  'customers',
  'public-booking',
  'account',
  'payments',
  'statements',
  'admin-actions',
  'notifications',
  'mail',
  'invoices',
  'top-up-requests',
  'drivers',
  'dispatch',
  'messages',
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * What every page and the code outside React (session) reads: loaded before the first render. The server
 * messages' translations ('messages') come with shared/api/server-message.ts, which every reader goes through.
 */
const startupNamespaces: Namespace[] = ['common', 'nav', 'errors', 'auth'];

/**
 * What the public site's booking and account pages read, loaded with each page's chunk (app/routes.ts). The
 * home and login pages name their own, smaller sets (first loads, issue #9); the panels' pages too (app/routes.ts,
 * checked by app/route-texts.test.ts). Either way no page renders before its texts are there.
 */
export const siteNamespaces: Namespace[] = [
  'notifications',
  'home',
  'catalogue',
  'geo',
  'bookings',
  'agent-booking',
  'public-booking',
  'account',
  'drivers',
];

/**
 * One lazy chunk per locale file (src/locales/{language}/{namespace}.json): a page downloads only its own
 * language's namespaces, never the other language's.
 */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', { import: 'default' });

const localeFiles: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load = files[`../../locales/${language}/${namespace}.json`];
    if (!load) return callback(new Error(`No locale file ${language}/${namespace}`), false);
    load().then(
      (content) => callback(null, content),
      (error: Error) => callback(error, false),
    );
  },
};

// Runs before the language is read from the address and before the router exists (main.tsx imports this first).
openInRememberedLanguage();

export const i18n = i18next.createInstance();

/** Resolves once the current language's startup namespaces are loaded: main.tsx renders after it. */
export const i18nReady = i18n
  .use(localeFiles)
  .use(initReactI18next)
  .init({
    lng: currentLanguage(),
    // Every key exists in both languages (the parity test): no fallback, so English pages never load Arabic.
    fallbackLng: false,
    supportedLngs: [...LANGUAGES],
    ns: startupNamespaces,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });

/** Loads namespaces of the current language (a language switch then loads the same ones in the other). */
export function loadNamespaces(names: readonly Namespace[]): Promise<void> {
  return i18n.loadNamespaces([...names]);
}
