import type { Id, ToastContent, ToastOptions } from 'react-toastify/unstyled';

/**
 * react-toastify, downloaded with the first toast: no first page load pays for it (issue #9). Calls keep
 * their order (one promise, callbacks in call order) and land in react-toastify's own queue until the
 * container (app/toast-container.tsx, mounted by the providers once `toastsWanted()`) is on the page.
 */
type Toastify = typeof import('react-toastify/unstyled');

let library: Promise<Toastify> | null = null;
const listeners = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  if (!library) {
    library = import('react-toastify/unstyled');
    for (const listener of listeners) listener();
  }
  return library;
}

/** Whether a toast was asked for yet: the providers mount the container from then on. */
export function toastsWanted(): boolean {
  return library !== null;
}

export function subscribeToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function run(call: (toastify: Toastify['toast']) => void): void {
  loadToastify().then(
    (module) => call(module.toast),
    () => {}, // a failed download (offline, new deploy): the stale-chunk handler takes over; no toast
  );
}

/** The toast calls the app makes: plain, success, error, and dismiss (all, or one id). */
export const toast = Object.assign(
  (content: ToastContent, options?: ToastOptions) => run((toastify) => toastify(content, options)),
  {
    success: (content: ToastContent, options?: ToastOptions) =>
      run((toastify) => toastify.success(content, options)),
    error: (content: ToastContent, options?: ToastOptions) =>
      run((toastify) => toastify.error(content, options)),
    dismiss: (id?: Id) => {
      // Nothing shown yet: nothing to dismiss, and no reason to download the library for it.
      if (library) run((toastify) => toastify.dismiss(id));
    },
  },
);
