import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { HomePage } from '../../features/public-site/pages/home-page';
import type { Language } from '../../shared/config';
import { i18n, loadNamespaces, namespaces } from '../../shared/i18n/i18n';
import { directionOf, localizePath } from '../../shared/i18n/language';
import { cssVariablesResolver, theme } from '../../shared/ui/theme';
import { DefaultLayout } from '../layouts/default-layout';
import { createQueryClient } from '../providers';

/**
 * The first screen of `/` and `/en` (the public layout and the home page, as a visitor who is not signed in
 * sees them) rendered to HTML at build time from the real components and locale files (vite.config.ts,
 * `prerenderedHome`). The server sends it for those two paths, so the hero paints before any script runs;
 * main.tsx then renders the app beside it and removes it in the same frame (shared/ui/prerendered.ts).
 * Runs in Node (Vite's SSR build): no window, no session.
 */
export async function renderHomeFirstScreen(language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  await loadNamespaces(namespaces); // all of them: in Node it costs nothing, and no list to keep in step
  const path = localizePath('/', language);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
        <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
          <QueryClientProvider client={createQueryClient()}>
            <MemoryRouter initialEntries={[path]}>
              <Routes>
                <Route element={<DefaultLayout />}>
                  <Route path={path} element={<HomePage />} />
                </Route>
              </Routes>
            </MemoryRouter>
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>,
  );
}
