import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { ApiRequestError } from '../shared/api/client';
import { directionOf, languageFromPath } from '../shared/i18n/language';
import { useTranslation } from '../shared/i18n/translation';
import { cssVariablesResolver, theme } from '../shared/ui/theme';
import { subscribeToastsWanted, toastsWanted } from '../shared/ui/toast';

/** Retry a failed query once, but never a client error (4xx): asking again will not change the answer. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.isClientError) return false;
  return failureCount < 1;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/** Mantine's direction follows the language (Arabic ⇒ rtl). */
function DirectionSync() {
  const { i18n: instance } = useTranslation();
  const { setDirection } = useDirection();
  const dir = directionOf(instance.language === 'en' ? 'en' : 'ar');
  useEffect(() => setDirection(dir), [dir, setDirection]);
  return null;
}

/** The toast container comes with the first toast (shared/ui/toast.ts): first page loads do without it. */
const ToastContainer = lazy(() => import('./toast-container'));

function Toasts() {
  const wanted = useSyncExternalStore(subscribeToastsWanted, toastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer />
    </Suspense>
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const initialDirection = directionOf(languageFromPath(window.location.pathname));
  return (
    <DirectionProvider initialDirection={initialDirection} detectDirection={false}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
        <QueryClientProvider client={queryClient}>
          <DirectionSync />
          {children}
          <Toasts />
        </QueryClientProvider>
      </MantineProvider>
    </DirectionProvider>
  );
}
