import { NEW_BUILD_POLL_MS } from '../config';

/**
 * Spec §4: the app polls for a new build and, when one is found, reloads at the next navigation (never in
 * the middle of what the user is doing). The build writes /version.json (vite.config.ts); its id is
 * compared with the one baked into this code. Polled every NEW_BUILD_POLL_MS and when the tab regains focus.
 */

interface NavigationState {
  navigation: { state: string; location?: { pathname: string; search: string; hash: string } };
}

export interface NewBuildEnvironment {
  currentBuildId: string;
  fetchBuildId: () => Promise<string | null>;
  /** Full page load of the given address. */
  load: (href: string) => void;
  subscribeToNavigation: (listener: (state: NavigationState) => void) => () => void;
  /** Calls `check` on its schedule (interval and focus); returns the stop function. */
  schedule: (check: () => void) => () => void;
}

export function watchForNewBuild(environment: NewBuildEnvironment): () => void {
  let newer = false;
  const check = () => {
    if (newer) return;
    environment
      .fetchBuildId()
      .then((buildId) => {
        if (buildId && buildId !== environment.currentBuildId) newer = true;
      })
      .catch(() => {}); // offline or a deploy in progress: try again later
  };
  const stopSchedule = environment.schedule(check);
  const stopListening = environment.subscribeToNavigation(({ navigation }) => {
    if (!newer || navigation.state === 'idle' || !navigation.location) return;
    const { pathname, search, hash } = navigation.location;
    environment.load(`${pathname}${search}${hash}`);
  });
  check();
  return () => {
    stopSchedule();
    stopListening();
  };
}

async function fetchBuildId(): Promise<string | null> {
  const response = await fetch('/version.json', { cache: 'no-store' });
  if (!response.ok) return null;
  const body = (await response.json()) as { buildId?: unknown };
  return typeof body.buildId === 'string' ? body.buildId : null;
}

function everyMinuteAndOnFocus(check: () => void): () => void {
  const timer = window.setInterval(check, NEW_BUILD_POLL_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  window.addEventListener('focus', check);
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    window.clearInterval(timer);
    window.removeEventListener('focus', check);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** Built apps only: the dev server has no version file. */
export function installNewBuildCheck(router: {
  subscribe: (listener: (state: NavigationState) => void) => () => void;
}): void {
  if (!import.meta.env.PROD) return;
  watchForNewBuild({
    currentBuildId: import.meta.env.VITE_BUILD_ID,
    fetchBuildId,
    load: (href) => window.location.assign(href),
    subscribeToNavigation: (listener) => router.subscribe(listener),
    schedule: everyMinuteAndOnFocus,
  });
}
