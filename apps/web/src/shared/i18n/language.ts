import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE, LANGUAGE_DIRECTIONS, LANGUAGES, type Language } from '../config';

/** The prefix of every non-default language: '/en'. Arabic (the default) has none. */
function prefixOf(language: Language): string {
  return language === DEFAULT_LANGUAGE ? '' : `/${language}`;
}

function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** The language a path is in: '/en' or '/en/...' ⇒ 'en', anything else ⇒ Arabic. */
export function languageFromPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return isLanguage(first) && first !== DEFAULT_LANGUAGE ? first : DEFAULT_LANGUAGE;
}

/** The path without its language prefix: '/en/panel' ⇒ '/panel', '/en' ⇒ '/'. */
export function stripLanguagePrefix(pathname: string): string {
  const language = languageFromPath(pathname);
  if (language === DEFAULT_LANGUAGE) return pathname || '/';
  const rest = pathname.slice(prefixOf(language).length);
  return rest === '' ? '/' : rest;
}

/** A language-neutral path ('/panel', may carry ?query and #hash) in the given language. */
export function localizePath(path: string, language: Language): string {
  const prefix = prefixOf(language);
  if (!prefix) return path;
  if (path === '/' || path === '') return prefix;
  if (path.startsWith('/?') || path.startsWith('/#')) return `${prefix}${path.slice(1)}`;
  return `${prefix}${path}`;
}

/** The same page in another language: swaps the prefix, keeps the rest of the path, the query and the hash. */
export function switchLanguagePath(
  location: { pathname: string; search?: string; hash?: string },
  to: Language,
) {
  const neutral = stripLanguagePrefix(location.pathname);
  return `${localizePath(neutral, to)}${location.search ?? ''}${location.hash ?? ''}`;
}

export function directionOf(language: Language): 'rtl' | 'ltr' {
  return LANGUAGE_DIRECTIONS[language];
}

/** The language shown right now (read from the address bar, the single source of truth). */
export function currentLanguage(): Language {
  return typeof window === 'undefined' ? DEFAULT_LANGUAGE : languageFromPath(window.location.pathname);
}

export function writeLanguageCookie(language: Language): void {
  const maxAge = LANGUAGE_COOKIE.maxAgeDays * 24 * 60 * 60;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, written once per language switch; no need for the Cookie Store API
  document.cookie = `${LANGUAGE_COOKIE.name}=${language}; Max-Age=${maxAge}; Path=/; SameSite=${LANGUAGE_COOKIE.sameSite}${secure}`;
}

/** The language remembered in the `lang` cookie, or null (none, or not one of ours). */
export function languageFromCookie(cookie: string): Language | null {
  for (const part of cookie.split(';')) {
    const [name, value = ''] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE.name && isLanguage(value)) return value;
  }
  return null;
}

/**
 * Where the site's entry `/` opens (spec §9: the cookie decides, Arabic without one): the remembered
 * language's home, or null to stay. Only the bare entry: an explicit page address keeps its language.
 */
export function rememberedLanguagePath(
  location: { pathname: string; search?: string; hash?: string },
  cookie: string,
): string | null {
  const remembered = languageFromCookie(cookie);
  if (location.pathname !== '/' || !remembered || remembered === DEFAULT_LANGUAGE) return null;
  return `${localizePath('/', remembered)}${location.search ?? ''}${location.hash ?? ''}`;
}

/** Before anything reads the address: `/` becomes the remembered language's home (no reload, no history entry). */
export function openInRememberedLanguage(): void {
  if (typeof window === 'undefined') return;
  const target = rememberedLanguagePath(window.location, document.cookie);
  if (target) window.history.replaceState(window.history.state, '', target);
}

/** `<html lang dir>` follows the language. */
export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  if (root.lang !== language) root.lang = language;
  const dir = directionOf(language);
  if (root.dir !== dir) root.dir = dir;
}
