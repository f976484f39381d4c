import { useSyncExternalStore } from 'react';

/**
 * A module downloaded on demand, e.g. on the first interaction with a form, instead of on the first load
 * (issue #9). `load()` starts the download (once; again after a failure); `useLoaded()` is the module once
 * it is there, null before, and re-renders its component when it arrives.
 */
export function deferred<T>(load: () => Promise<T>) {
  let started: Promise<T> | null = null;
  let loaded: T | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const snapshot = () => loaded;
  return {
    load(): Promise<T> {
      started ??= load().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          started = null;
          throw error;
        },
      );
      return started;
    },
    useLoaded(): T | null {
      return useSyncExternalStore(subscribe, snapshot, snapshot);
    },
  };
}
