// The keys' types come from i18next's declarations (i18next.d.ts: a missing key is a compile error); the runtime is
// this file and translation.tsx, ~1 KB gzip where i18next and react-i18next were ~18 KB of every first load
// (issue #21, decision 0022). What the locale files use: nested keys, `ns:` prefixes, plurals by Intl.PluralRules
// (`_zero` … `_other`), a context (`_road`), `{{name}}` values, a default value, and flat tags for <Trans>.
import type { i18n as I18next, TFunction } from 'i18next';
import type { Language } from '../config';
import { currentLanguage, directionOf, openInRememberedLanguage } from './language';

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

/** A locale file: texts, possibly grouped under keys (`a.b.c`). */
interface Texts {
  [key: string]: string | Texts;
}

/**
 * One lazy chunk per locale file (src/locales/{language}/{namespace}.json): a page downloads only its own
 * language's namespaces, never the other language's.
 */
const files = import.meta.glob<Texts>('../../locales/*/*.json', { import: 'default' });

const texts: Record<Language, Partial<Record<Namespace, Texts>>> = { ar: {}, en: {} };
const downloads = new Map<string, Promise<void>>();
/** The namespaces asked for so far: a language switch loads the same ones in the other language. */
const inUse = new Set<Namespace>(startupNamespaces);
const languageListeners = new Set<() => void>();

function download(language: Language, namespace: Namespace): Promise<void> {
  if (texts[language][namespace]) return Promise.resolve();
  const file = `${language}/${namespace}`;
  let pending = downloads.get(file);
  if (!pending) {
    const load = files[`../../locales/${file}.json`];
    if (!load) return Promise.reject(new Error(`No locale file ${file}`));
    pending = load().then(
      (content) => {
        texts[language][namespace] = content;
      },
      (error: unknown) => {
        downloads.delete(file); // a later page may try again
        throw error;
      },
    );
    downloads.set(file, pending);
  }
  return pending;
}

function isNamespace(name: string): name is Namespace {
  return (namespaces as readonly string[]).includes(name);
}

function textAt(group: Texts | undefined, path: string): string | undefined {
  let node: Texts | string | undefined = group;
  for (const part of path.split('.')) {
    if (typeof node !== 'object') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** `{{name}}` ⇒ the value; a name not given at all stays as written (as i18next does), so <Trans> can place it. */
export function interpolate(text: string, values: Readonly<Record<string, unknown>> | undefined): string {
  if (!values || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (written, name: string) => {
    if (!Object.hasOwn(values, name)) return written;
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

const pluralRules = new Map<Language, Intl.PluralRules>();
function pluralForm(language: Language, count: number): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  return rules.select(count);
}

/**
 * The text of `key` (`path` in the first of `scope` that has it, or `ns:path`) in `language`. A `context`
 * comes first (`path_road`); with a numeric `count` the plural form (`path_few`, and `path_zero` for 0) before
 * the bare path. Not found: the default value, else the path.
 */
function translate(
  language: Language,
  scope: readonly Namespace[],
  key: string,
  options?: Readonly<Record<string, unknown>>,
): string {
  let searched = scope;
  let path = key;
  const colon = key.indexOf(':');
  if (colon > 0) {
    const prefix = key.slice(0, colon);
    if (isNamespace(prefix)) {
      searched = [prefix];
      path = key.slice(colon + 1);
    }
  }
  const count = options?.count;
  const forms = (base: string) =>
    typeof count === 'number'
      ? [...(count === 0 ? [`${base}_zero`] : []), `${base}_${pluralForm(language, count)}`, base]
      : [base];
  const context = options?.context;
  const candidates =
    typeof context === 'string' && context !== ''
      ? [...forms(`${path}_${context}`), ...forms(path)]
      : forms(path);
  for (const namespace of searched) {
    for (const candidate of candidates) {
      const text = textAt(texts[language][namespace], candidate);
      if (text !== undefined) return interpolate(text, options);
    }
  }
  const fallback = options?.defaultValue;
  return typeof fallback === 'string' ? interpolate(fallback, options) : path;
}

type Translate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** A translation function of one language and namespaces (the first is searched first). */
function fixedT(language: Language, scope: Namespace | readonly Namespace[]): Translate {
  const searched: readonly Namespace[] = typeof scope === 'string' ? [scope] : scope;
  return (key, options) => translate(language, searched, key, options);
}

/** Common texts, or any namespace's by `ns:key`, in the language shown at the time of the call. */
const translateNow: Translate = (key, options) => translate(i18n.language, ['common'], key, options);

function changeLanguage(language: Language): Promise<void> {
  // Takes effect once the namespaces in use are there in the new language: no page shows a key meanwhile.
  return Promise.allSettled([...inUse].map((namespace) => download(language, namespace))).then(() => {
    if (i18n.language === language) return;
    i18n.language = language;
    for (const listener of languageListeners) listener();
  });
}

// Runs before the language is read from the address and before the router exists (main.tsx imports this first).
openInRememberedLanguage();

export const i18n = {
  /** The language texts are shown in (the address bar's, once its texts are loaded). */
  language: currentLanguage(),
  /** Common texts, or any namespace's by `ns:key`, in the current language. */
  t: translateNow as unknown as I18next['t'],
  /** The texts of one language and namespaces, typed by i18next's keys. */
  getFixedT: <Scope extends Namespace | readonly Namespace[]>(language: Language, scope: Scope) =>
    fixedT(language, scope) as unknown as TFunction<Scope>,
  changeLanguage,
  dir: (language?: Language): 'rtl' | 'ltr' => directionOf(language ?? i18n.language),
  hasResourceBundle: (language: Language, namespace: Namespace) => texts[language][namespace] !== undefined,
  /** A loaded text as written (its values not filled in), or undefined. */
  getResource: (language: Language, namespace: Namespace, path: string) =>
    textAt(texts[language][namespace], path),
};

/** React's subscription to language switches (translation.tsx). */
export function subscribeToLanguage(listener: () => void): () => void {
  languageListeners.add(listener);
  return () => languageListeners.delete(listener);
}

/** Loads namespaces of the current language (a language switch then loads the same ones in the other). */
export function loadNamespaces(names: readonly Namespace[]): Promise<void> {
  for (const name of names) inUse.add(name);
  const language = i18n.language;
  return Promise.all(names.map((name) => download(language, name))).then(() => undefined);
}

/** Resolves once the current language's startup namespaces are loaded: main.tsx renders after it. */
export const i18nReady = loadNamespaces(startupNamespaces);
