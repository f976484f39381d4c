import { DirectionProvider, MantineProvider } from '@mantine/core';
import { type PrerenderedPageName, prerenderedFileName, prerenderedPages } from '@masar/contract/web-pages';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { CustomerLoginPage } from '../../features/auth/pages/customer-login-page';
import { HomePage } from '../../features/public-site/pages/home-page';
import { LANGUAGES, type Language } from '../../shared/config';
import { i18n, loadNamespaces, namespaces } from '../../shared/i18n/i18n';
import { directionOf, localizePath } from '../../shared/i18n/language';
import { RouterProvider } from '../../shared/router/react';
import { createRouter } from '../../shared/router/router';
import { cssVariablesResolver, theme } from '../../shared/ui/theme';
import { DefaultLayout } from '../layouts/default-layout';
import { createQueryClient } from '../providers';

/**
 * The layout and page of each prerendered page (contract/web-pages.ts), with their modules (under src/), whose
 * chunks' stylesheets the HTML links (vite.config.ts). first-screen.test.tsx checks each module exports its
 * component.
 */
export const screens: Record<
  PrerenderedPageName,
  { Layout: ComponentType; Page: ComponentType; modules: { layout: string; page: string } }
> = {
  home: {
    Layout: DefaultLayout,
    Page: HomePage,
    modules: { layout: 'app/layouts/default-layout.tsx', page: 'features/public-site/pages/home-page.tsx' },
  },
  login: {
    Layout: DefaultLayout,
    Page: CustomerLoginPage,
    modules: {
      layout: 'app/layouts/default-layout.tsx',
      page: 'features/auth/pages/customer-login-page.tsx',
    },
  },
};

/** The subset of Noto Sans Arabic (main.tsx) each language's text is set in. */
const fontSubsets: Record<Language, string> = { ar: 'arabic', en: 'latin' };

/** The splash's second (spec §9): on these pages it leaves by CSS, app or not (vite.config.ts). */
export { SPLASH_MS } from '../../shared/config';

/** Every prerendered page in every language: what the build writes, and where the server sends it. */
export const firstScreens = prerenderedPages.flatMap((page) =>
  LANGUAGES.map((language) => ({
    name: page.name,
    language,
    dir: directionOf(language),
    path: localizePath(page.path, language),
    file: prerenderedFileName(page.name, language),
    fontSubset: fontSubsets[language],
    modules: screens[page.name].modules,
  })),
);

/**
 * The first screen of a prerendered page (its layout and page, as a visitor who is not signed in sees them)
 * rendered to HTML at build time from the real components and locale files (vite.config.ts,
 * `prerenderedFirstScreens`). The server sends it for the page's path, so the page paints before any script
 * runs; main.tsx then renders the app beside it and removes it in the same frame (shared/ui/prerendered.ts).
 * Runs in Node (Vite's SSR build): no window, no session.
 */
export async function renderFirstScreen(name: PrerenderedPageName, language: Language): Promise<string> {
  await i18n.changeLanguage(language);
  await loadNamespaces(namespaces); // all of them: in Node it costs nothing, and no list to keep in step
  const page = prerenderedPages.find((candidate) => candidate.name === name);
  if (!page) throw new Error(`no prerendered page ${name}`);
  const path = localizePath(page.path, language);
  const { Layout, Page } = screens[name];
  const router = createRouter([{ element: <Layout />, children: [{ path, element: <Page /> }] }], {
    initialEntry: path,
  });
  return renderToString(
    <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <QueryClientProvider client={createQueryClient()}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>,
  );
}
