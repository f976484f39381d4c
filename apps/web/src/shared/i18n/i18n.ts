import i18next, { type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../config';
import { currentLanguage } from './language';

export const namespaces = [
  'common',
  'auth',
  'nav',
  'errors',
  'home',
  'dashboard',
  'catalogue',
  'permissions',
  'admins',
  'agents',
  'profile',
  'agent-booking',
  'geo',
  'trips',
  'wallet',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Every locale file is bundled: src/locales/{language}/{namespace}.json. */
const files = import.meta.glob<Record<string, unknown>>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});

export function buildResources(): Resource {
  const resources: Resource = {};
  for (const [path, content] of Object.entries(files)) {
    const match = /locales\/([a-z]+)\/([a-z-]+)\.json$/.exec(path);
    if (!match?.[1] || !match[2]) continue;
    const [, language, namespace] = match;
    resources[language] = { ...resources[language], [namespace]: content };
  }
  return resources;
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: buildResources(),
  lng: currentLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  ns: [...namespaces],
  defaultNS: 'common',
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});
