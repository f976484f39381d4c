// The web tests' one way to render a component the way the app does (app/providers.tsx): Mantine with the
// app theme and the language's direction, a fresh QueryClient, a memory router at a chosen URL and i18n in
// a chosen language. Test-only: nothing outside *.test.ts(x) imports it.
import { DirectionProvider, MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type RenderHookOptions, type RenderOptions, render, renderHook } from '@testing-library/react';
import { createContext, type ReactNode, useContext } from 'react';
import type { Language } from '../config';
import { i18n } from '../i18n/i18n';
import { directionOf } from '../i18n/language';
import { RouterProvider } from '../router/react';
import { createRouter, type RouteObject, type Router } from '../router/router';
import { cssVariablesResolver, theme } from '../ui/theme';

export interface ProvidersOptions {
  /** The texts' language and the direction (ar ⇒ rtl); default Arabic, the app's default. */
  language?: Language;
  /** The memory router's first URL; default `/`. */
  url?: string;
  /**
   * The router's routes, for a test about navigation (lazy pages, links between pages, a route's path);
   * a route's element shows the element under test where it puts `<RenderedUi />`. Without routes the
   * element under test answers every path.
   */
  routes?: RouteObject[];
  /** Mantine's `env`: `test` (default) turns off transitions and portals. */
  mantineEnv?: 'test' | 'default';
  /** A client of the test's own; default a fresh one that never retries. */
  queryClient?: QueryClient;
}

/** A QueryClient for one test: nothing retried, nothing shared with another test. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

/** What the wrapper renders where the element under test goes (so `rerender` keeps the router's state). */
const Slot = createContext<ReactNode>(null);

/** Where a route of `options.routes` shows the element under test (or the hook's test component). */
export function RenderedUi() {
  return useContext(Slot);
}

function TestProviders({
  children,
  language,
  queryClient,
  router,
  mantineEnv,
}: {
  children?: ReactNode;
  language: Language;
  queryClient: QueryClient;
  router: Router;
  mantineEnv: 'test' | 'default';
}) {
  return (
    <DirectionProvider initialDirection={directionOf(language)} detectDirection={false}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        forceColorScheme="light"
        env={mantineEnv}
      >
        <QueryClientProvider client={queryClient}>
          <Slot.Provider value={children}>
            <RouterProvider router={router} />
          </Slot.Provider>
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}

async function prepare(options: ProvidersOptions) {
  const language = options.language ?? 'ar';
  if (i18n.language !== language) await i18n.changeLanguage(language);
  const queryClient = options.queryClient ?? createTestQueryClient();
  const router = createRouter(options.routes ?? [{ path: '*', element: <RenderedUi /> }], {
    initialEntry: options.url ?? '/',
  });
  const props = { language, queryClient, router, mantineEnv: options.mantineEnv ?? 'test' } as const;
  // One wrapper per render: `rerender` keeps the same providers, client and router.
  const wrapper = ({ children }: { children?: ReactNode }) => (
    <TestProviders {...props}>{children}</TestProviders>
  );
  return { wrapper, queryClient, router };
}

/**
 * Renders `ui` inside the app's providers (after switching i18n to `options.language`). `rerender(ui)`
 * keeps the same client and router; `router` tells where the test navigated to.
 */
export async function renderWithProviders(
  ui: ReactNode,
  options: ProvidersOptions & Omit<RenderOptions, 'wrapper' | 'queries'> = {},
) {
  const { language, url, routes, mantineEnv, queryClient: client, ...renderOptions } = options;
  const { wrapper, queryClient, router } = await prepare({
    language,
    url,
    routes,
    mantineEnv,
    queryClient: client,
  });
  return { ...render(ui, { ...renderOptions, wrapper }), queryClient, router };
}

/** `renderHook` inside the same providers as renderWithProviders. */
export async function renderHookWithProviders<Result, Props>(
  hook: (props: Props) => Result,
  options: ProvidersOptions & Omit<RenderHookOptions<Props>, 'wrapper' | 'queries'> = {},
) {
  const { language, url, routes, mantineEnv, queryClient: client, ...hookOptions } = options;
  const { wrapper, queryClient, router } = await prepare({
    language,
    url,
    routes,
    mantineEnv,
    queryClient: client,
  });
  return { ...renderHook(hook, { ...hookOptions, wrapper }), queryClient, router };
}
