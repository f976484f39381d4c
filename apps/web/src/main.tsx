import '@fontsource-variable/noto-sans-arabic';
import { loadRestStyles } from './app/mantine-styles';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { installNewBuildCheck } from './shared/housekeeping/new-build';
import { installStaleChunkHandler } from './shared/housekeeping/stale-chunk';
import { i18nReady } from './shared/i18n/i18n';
import { registerWorkerAfterLoad } from './shared/notifications/service-worker';
import { applyEntryStyles } from './shared/ui/entry-styles';
import { hideSplashAfterMinimum } from './shared/ui/splash';

installStaleChunkHandler();
const router = createRouter();
installNewBuildCheck(router);
if (import.meta.env.PROD) registerWorkerAfterLoad();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container);
function start() {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  hideSplashAfterMinimum();
  // The rest of Mantine's stylesheet once the first page is up: later pages then need not wait for it.
  const restStyles = () => setTimeout(() => void loadRestStyles(), 0);
  if (document.readyState === 'complete') restStyles();
  else window.addEventListener('load', restStyles, { once: true });
}
// The splash covers the wait for the current language's first texts and the stylesheet, so no key and no
// unstyled page ever shows. A failed download still starts the app (the stale-chunk handler reloads after a
// deploy).
Promise.all([i18nReady, applyEntryStyles()]).then(start, start);
