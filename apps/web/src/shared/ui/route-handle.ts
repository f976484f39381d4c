import type nav from '../../locales/en/nav.json';
import { useTranslation } from '../i18n/translation';
import { useMatches } from '../router/react';

/** The title of a page: a key of nav.json `titles`. */
export type PageTitle = keyof typeof nav.titles;

/** What every route of the table carries in its `handle`. */
export interface RouteHandle {
  title: PageTitle;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'title' in handle;
}

/** The translated title of the deepest matched route that has one. */
export function usePageTitle(): string | null {
  const { t } = useTranslation('nav');
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.route.handle;
    if (isRouteHandle(handle)) return t(`titles.${handle.title}`);
  }
  return null;
}
