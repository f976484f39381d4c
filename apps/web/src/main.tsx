import '@fontsource-variable/noto-sans-arabic';
import '@mantine/core/styles.css';
import 'react-toastify/ReactToastify.css';
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
}
// The splash covers the wait for the current language's first texts, so no key ever shows in their place.
// A failed download still starts the app (the stale-chunk handler reloads after a deploy).
i18nReady.then(start, start);
