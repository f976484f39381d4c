import '@fontsource-variable/noto-sans-arabic';
import '@mantine/core/styles.css';
import 'react-toastify/ReactToastify.css';
import './app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { Providers } from './app/providers';
import { createRouter } from './app/router';
import { installStaleChunkHandler } from './shared/housekeeping/stale-chunk';
import { hideSplashAfterMinimum } from './shared/ui/splash';

installStaleChunkHandler();
const router = createRouter();
const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
hideSplashAfterMinimum();
