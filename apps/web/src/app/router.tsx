import { ServerErrorPage } from '../features/errors/pages/server-error-page';
import { api } from '../shared/api/client';
import { AUTH_STORAGE_KEYS, readAuth } from '../shared/auth/auth-store';
import { i18n } from '../shared/i18n/i18n';
import { applyDocumentLanguage, languageFromPath } from '../shared/i18n/language';
import { setNavigator } from '../shared/navigation';
import { createRouter as createAppRouter, type LoaderArgs, redirect } from '../shared/router/router';
import { guardRedirect, refreshBeforeGuard } from './guards/route-guard';
import { RootLayout } from './root-layout';
import { buildLanguageRoutes } from './routes';

/** The guard runs on every navigation (spec §6): the router runs every matched route's loader each time. */
async function guardLoader({ url }: LoaderArgs) {
  const renewable = refreshBeforeGuard(url, readAuth());
  if (renewable) await api.refreshTokens(renewable); // a refused refresh leaves no token: the guard redirects
  const target = guardRedirect(url, readAuth());
  if (target) throw redirect(target);
  return null;
}

export type AppRouter = ReturnType<typeof createRouter>;

export function createRouter() {
  const router = createAppRouter([
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: ServerErrorPage,
      loader: guardLoader,
      children: buildLanguageRoutes(),
    },
  ]);

  // The URL decides the language: /en… ⇒ English, else Arabic. <html lang dir> follows.
  const syncLanguage = (pathname: string) => {
    const language = languageFromPath(pathname);
    if (i18n.language !== language) void i18n.changeLanguage(language);
    applyDocumentLanguage(language);
  };
  syncLanguage(router.state.location.pathname);
  router.subscribe((state) => syncLanguage(state.location.pathname));

  // Code outside React (logout, the API client) navigates through the router.
  setNavigator((to, options) => void router.navigate(to, options));

  // Signed in or out in another tab: run the guard again on the current page. (Changes made in this tab
  // are followed by a navigation of their own, which runs the guard anyway.)
  window.addEventListener('storage', (event) => {
    const authKeys: readonly (string | null)[] = [null, ...Object.values(AUTH_STORAGE_KEYS)];
    if (authKeys.includes(event.key) && router.state.navigation.state === 'idle') void router.revalidate();
  });

  return router;
}
