import { DirectionProvider, MantineProvider, useDirection } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { ApiRequestError } from '../shared/api/client';
import { TOASTS } from '../shared/config';
import { i18n } from '../shared/i18n/i18n';
import { directionOf, languageFromPath } from '../shared/i18n/language';
import { theme } from './theme';

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

/** react-toastify with the spec §9 settings; mirrored to the top-left in right-to-left pages. */
function Toasts() {
  const { t, i18n: instance } = useTranslation();
  const rtl = instance.language !== 'en';
  return (
    <ToastContainer
      aria-label={t('notifications')}
      closeButton={({ closeToast }) => (
        <button
          type="button"
          className="Toastify__close-button Toastify__close-button--colored"
          aria-label={t('closeNotification')}
          onClick={closeToast}
        >
          <svg aria-hidden="true" viewBox="0 0 14 16" width="14" height="16">
            <path
              fill="currentColor"
              fillRule="evenodd"
              d="M7.71 8.23l3.75 3.75-1.48 1.48-3.75-3.75-3.75 3.75L1 11.98l3.75-3.75L1 4.48 2.48 3l3.75 3.75L9.98 3l1.48 1.48-3.75 3.75z"
            />
          </svg>
        </button>
      )}
      position={rtl ? TOASTS.rtlPosition : TOASTS.position}
      rtl={rtl}
      autoClose={TOASTS.autoCloseMs}
      limit={TOASTS.limit}
      draggablePercent={TOASTS.draggablePercent}
      newestOnTop
      theme="colored"
    />
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const initialDirection = directionOf(languageFromPath(window.location.pathname));
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={initialDirection} detectDirection={false}>
        <MantineProvider theme={theme} forceColorScheme="light">
          <QueryClientProvider client={queryClient}>
            <DirectionSync />
            {children}
            <Toasts />
          </QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
