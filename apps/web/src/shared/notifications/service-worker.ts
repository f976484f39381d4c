/** The service worker at /sw.js, scope / (spec §1): install, offline page, push. */
export const SERVICE_WORKER = { url: '/sw.js', scope: '/' } as const;

export function registerWorker(): Promise<ServiceWorkerRegistration> {
  return navigator.serviceWorker.register(SERVICE_WORKER.url, { scope: SERVICE_WORKER.scope });
}

/**
 * Built apps register the worker once the page has loaded: its install downloads the precache, which must not
 * compete with the page's own files. A failure only means no offline page and no push (push is optional).
 */
export function registerWorkerAfterLoad(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () => void registerWorker().catch(() => {});
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
