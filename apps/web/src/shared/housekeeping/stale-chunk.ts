import { STALE_CHUNK_RELOAD_WINDOW_MS } from '../config';

/**
 * After a deploy, a tab opened earlier asks for code-split chunks that no longer exist. The fix is a reload
 * (spec §4), but never more than once per STALE_CHUNK_RELOAD_WINDOW_MS for the same path, so a chunk that is
 * really broken does not loop.
 */
const storageKey = (path: string) => `masar.staleChunkReload:${path}`;

const chunkErrorPatterns = [
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Loading (CSS )?chunk \S+ failed/i,
];

export function isStaleChunkError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'ChunkLoadError') return true;
  return typeof message === 'string' && chunkErrorPatterns.some((pattern) => pattern.test(message));
}

interface ReloadEnvironment {
  now: () => number;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  reload: () => void;
}

const browserEnvironment = (): ReloadEnvironment => ({
  now: () => Date.now(),
  storage: (() => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  })(),
  reload: () => window.location.reload(),
});

/** Reloads the page unless it already did so for this path within the window. Returns whether it reloaded. */
export function reloadForStaleChunk(
  path: string = window.location.pathname,
  environment: ReloadEnvironment = browserEnvironment(),
): boolean {
  const { storage, now } = environment;
  if (!storage) return false;
  const last = Number(storage.getItem(storageKey(path)) ?? 0);
  if (Number.isFinite(last) && now() - last < STALE_CHUNK_RELOAD_WINDOW_MS) return false;
  storage.setItem(storageKey(path), String(now()));
  environment.reload();
  return true;
}

/** Vite fires 'vite:preloadError' when a preload of a split chunk fails. */
export function installStaleChunkHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForStaleChunk()) event.preventDefault();
  });
}
