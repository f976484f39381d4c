import '@fontsource-variable/noto-sans-arabic';
import { loadRestStyles } from './app/mantine-styles';
import './app/global.css';
import { StrictMode, startTransition, useLayoutEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Providers } from './app/providers';
import { type AppRouter, createRouter } from './app/router';
import { installNewBuildCheck } from './shared/housekeeping/new-build';
import { installStaleChunkHandler } from './shared/housekeeping/stale-chunk';
import { i18nReady } from './shared/i18n/i18n';
import { registerWorkerAfterLoad } from './shared/notifications/service-worker';
import { RouterProvider } from './shared/router/react';
import { applyEntryStyles } from './shared/ui/entry-styles';
import { hideSplashAfterMinimum } from './shared/ui/splash';

/** A task of its own for what follows: on a phone, long tasks are what hold a tap back (issue #21, TBT). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves once the router has its first page (its chunks and loaders): the page is then rendered in one go. */
function routerInitialized(router: AppRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * RouterProvider reads the router's state when it renders and subscribes to it when it commits. The first
 * render is a transition (sliced into short tasks), so the router may change in between (a navigation): then
 * it renders again from the current state instead of missing that change.
 */
function FirstRouterRender({ router }: { router: AppRouter }) {
  const [renderedState] = useState(() => router.state);
  const [renders, setRenders] = useState(0);
  useLayoutEffect(() => {
    if (router.state !== renderedState) setRenders((count) => count + 1);
  }, [router, renderedState]);
  return <RouterProvider key={renders} router={router} />;
}

function render(router: AppRouter) {
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  startTransition(() =>
    createRoot(container).render(
      <StrictMode>
        <Providers>
          <FirstRouterRender router={router} />
        </Providers>
      </StrictMode>,
    ),
  );
  hideSplashAfterMinimum();
  // The rest of Mantine's stylesheet once the first page is up: later pages then need not wait for it.
  const restStyles = () => setTimeout(() => void loadRestStyles(), 0);
  if (document.readyState === 'complete') restStyles();
  else window.addEventListener('load', restStyles, { once: true });
}

// Not top-level await: the pages' chunks import this one's modules, so they would wait for it, and it for them.
async function start() {
  installStaleChunkHandler();
  // The splash covers the wait for the current language's first texts and the stylesheet, so no key and no
  // unstyled page ever shows. A failed download still starts the app (the stale-chunk handler reloads after a
  // deploy).
  const ready = Promise.all([i18nReady, applyEntryStyles()]).then(
    () => undefined,
    () => undefined,
  );
  await nextTask();
  const router = createRouter();
  installNewBuildCheck(router);
  if (import.meta.env.PROD) registerWorkerAfterLoad();
  await Promise.all([ready, routerInitialized(router)]);
  await nextTask();
  render(router);
}

void start();
