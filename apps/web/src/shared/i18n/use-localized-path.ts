import { useCallback } from 'react';
import { useLocation } from '../router/react';
import { languageFromPath, localizePath } from './language';

/** A function turning a language-neutral path ('/admin-panel/cars/list-cars') into one in the page language. */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname);
  return useCallback((path: string) => localizePath(path, language), [language]);
}
