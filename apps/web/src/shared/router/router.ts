import type { ComponentType, ReactNode } from 'react';

/**
 * The app's router: nested routes with lazy parts, loaders that may redirect or refuse, error boundaries,
 * a navigation state for the loading bar, browser or memory history. What the app uses of a data router and
 * nothing more, ~3 KB where React Router was ~30 KB gzip of every first load (issue #21, decision 0023).
 */

export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** Unique per history entry: scroll positions and "where the user was" are kept by it. */
  key: string;
}

export interface LoaderArgs {
  url: URL;
}

/** What a route may get from its lazy chunk. */
export interface RouteParts {
  Component?: ComponentType;
  loader?: (args: LoaderArgs) => unknown;
  ErrorBoundary?: ComponentType;
}

export interface RouteObject extends RouteParts {
  id?: string;
  /** Relative to the parent's ('/' or '/en' at the top); '*' takes the rest. */
  path?: string;
  index?: boolean;
  /** A ready element instead of a Component (tests, the build's first screens). */
  element?: ReactNode;
  lazy?: () => Promise<RouteParts>;
  handle?: unknown;
  children?: RouteObject[];
}

export interface RouteMatch {
  id: string;
  route: RouteObject;
}

export interface RouterState {
  location: Location;
  matches: RouteMatch[];
  /** 'loading' while the next page's chunks and loaders run; the location it goes to. */
  navigation: { state: 'idle' | 'loading'; location?: Location };
  /** An error thrown by a route's lazy part or loader, by the id of the route whose ErrorBoundary shows it. */
  errors: Record<string, unknown> | null;
  /** How the current location was reached: a back/forward (POP) restores its scroll position. */
  historyAction: 'POP' | 'PUSH' | 'REPLACE';
  initialized: boolean;
}

export interface NavigateOptions {
  replace?: boolean;
}

/** Thrown by a loader: the navigation goes on to `to` instead. */
export class Redirect {
  constructor(readonly to: string) {}
}

export function redirect(to: string): Redirect {
  return new Redirect(to);
}

/** Thrown by a loader when the address names nothing: the route's ErrorBoundary shows the 404 page. */
export class RouteNotFound extends Error {
  constructor() {
    super('Not Found');
  }
}

interface History {
  location(): Location;
  push(location: Location): void;
  replace(location: Location): void;
  listen(onPop: () => void): void;
}

const newKey = () => Math.random().toString(36).slice(2, 10);

const hrefOf = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) =>
  `${location.pathname}${location.search}${location.hash}`;

/** Addresses are read against this: only their path and query matter to the router. */
const base = 'http://router.invalid';

function browserHistory(): History {
  const read = (): Location => {
    const { pathname, search, hash } = window.location;
    const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
    return { pathname, search, hash, key };
  };
  return {
    location: read,
    push: (location) => window.history.pushState({ key: location.key }, '', hrefOf(location)),
    replace: (location) => window.history.replaceState({ key: location.key }, '', hrefOf(location)),
    listen: (onPop) => window.addEventListener('popstate', onPop),
  };
}

function memoryHistory(initialEntry: string): History {
  const url = new URL(initialEntry, base);
  let current: Location = { pathname: url.pathname, search: url.search, hash: url.hash, key: 'default' };
  return {
    location: () => current,
    push: (location) => {
      current = location;
    },
    replace: (location) => {
      current = location;
    },
    listen: () => {},
  };
}

interface Branch {
  /** The routes from the top to the page. */
  routes: RouteObject[];
  segments: string[];
  score: number;
}

const splitPath = (path: string) => path.split('/').filter(Boolean);

/** Every page (a route without children) with its full path, to be ranked as React Router ranks them. */
function flatten(
  routes: RouteObject[],
  parents: RouteObject[] = [],
  parentSegments: string[] = [],
): Branch[] {
  const branches: Branch[] = [];
  for (const route of routes) {
    const chain = [...parents, route];
    const segments = [...parentSegments, ...splitPath(route.path ?? '')];
    if (route.children?.length) branches.push(...flatten(route.children, chain, segments));
    else branches.push({ routes: chain, segments, score: scoreOf(segments, Boolean(route.index)) });
  }
  return branches;
}

/** React Router's rank: a static segment 10, an index page 2, a `*` −2; more segments first. */
function scoreOf(segments: string[], index: boolean): number {
  let score = segments.length + (index ? 2 : 0);
  for (const segment of segments) score += segment === '*' ? -2 : 10;
  return score;
}

function matchBranch(branch: Branch, pathname: string): boolean {
  const parts = splitPath(decodeSafe(pathname).toLowerCase());
  const { segments } = branch;
  for (let index = 0; index < segments.length; index += 1) {
    const segment = segments[index] as string;
    if (segment === '*') return true;
    if (parts[index] !== segment.toLowerCase()) return false;
  }
  return parts.length === segments.length;
}

function decodeSafe(value: string): string {
  try {
    return decodeURI(value);
  } catch {
    return value;
  }
}

export interface Router {
  readonly state: RouterState;
  subscribe(listener: (state: RouterState) => void): () => void;
  navigate(to: string, options?: NavigateOptions): Promise<void>;
  /** Runs the current page's loaders again (signed in or out in another tab). */
  revalidate(): Promise<void>;
  /** An address relative to the current location ('?page=2', '/en/panel') as a full path. */
  resolve(to: string): Location;
  href(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string;
  /** Where each history entry was scrolled when the next page replaced it (browser history; ScrollRestoration). */
  readonly scrollPositions: Record<string, number>;
}

/** A router over `routes`: the browser's history, or a memory one at `initialEntry` (tests, the build). */
export function createRouter(routes: RouteObject[], options: { initialEntry?: string } = {}): Router {
  const history = options.initialEntry === undefined ? browserHistory() : memoryHistory(options.initialEntry);
  const branches = flatten(routes)
    .map((branch, order) => ({ branch, order }))
    .sort((a, b) => b.branch.score - a.branch.score || a.order - b.order)
    .map(({ branch }) => branch);
  const ids = new Map<RouteObject, string>();
  const idOf = (route: RouteObject) => {
    let id = route.id ?? ids.get(route);
    if (!id) {
      id = `route-${ids.size}`;
      ids.set(route, id);
    }
    return id;
  };
  const loadedLazy = new Map<RouteObject, Promise<void>>();
  const listeners = new Set<(state: RouterState) => void>();
  const scrollPositions: Record<string, number> = {};
  const browser = options.initialEntry === undefined;
  let navigationId = 0;

  const matchesOf = (pathname: string): RouteMatch[] => {
    const branch = branches.find((candidate) => matchBranch(candidate, pathname));
    return (branch?.routes ?? []).map((route) => ({ id: idOf(route), route }));
  };

  let state: RouterState = {
    location: history.location(),
    matches: [],
    navigation: { state: 'idle' },
    errors: null,
    historyAction: 'POP',
    initialized: false,
  };
  const update = (next: Partial<RouterState>) => {
    state = { ...state, ...next };
    for (const listener of listeners) listener(state);
  };

  const resolveLazy = (route: RouteObject): Promise<void> => {
    if (!route.lazy) return Promise.resolve();
    let pending = loadedLazy.get(route);
    if (!pending) {
      const load = route.lazy;
      pending = load().then(
        (parts) => {
          Object.assign(route, parts);
          route.lazy = undefined;
        },
        (error: unknown) => {
          loadedLazy.delete(route); // the next navigation asks again
          throw error;
        },
      );
      loadedLazy.set(route, pending);
    }
    return pending;
  };

  /** The nearest route at or above `index` with an ErrorBoundary shows the error (the root has one). */
  const boundaryFor = (matches: RouteMatch[], index: number): string => {
    for (let at = index; at >= 0; at -= 1) {
      const match = matches[at] as RouteMatch;
      if (match.route.ErrorBoundary) return match.id;
    }
    return (matches[0] as RouteMatch).id;
  };

  const needsWork = (matches: RouteMatch[]) => matches.some(({ route }) => route.lazy || route.loader);

  async function run(location: Location, action: RouterState['historyAction']): Promise<void> {
    const id = ++navigationId;
    const matches = matchesOf(location.pathname);
    const commit = (errors: Record<string, unknown> | null) => {
      // Taken before the next page renders: afterwards the old page's height is gone.
      if (browser && location.key !== state.location.key)
        scrollPositions[state.location.key] = window.scrollY;
      if (action === 'PUSH') history.push(location);
      else if (action === 'REPLACE') history.replace(location);
      update({
        location,
        matches,
        errors,
        historyAction: action,
        navigation: { state: 'idle' },
        initialized: true,
      });
    };
    if (!needsWork(matches)) return commit(null);
    update({ navigation: { state: 'loading', location } });
    const url = new URL(hrefOf(location), base);
    const outcomes = await Promise.allSettled(
      matches.map(async ({ route }) => {
        await resolveLazy(route);
        if (route.loader) await route.loader({ url });
      }),
    );
    if (id !== navigationId) return; // a later navigation took over
    const redirected = outcomes.find(
      (outcome): outcome is PromiseRejectedResult =>
        outcome.status === 'rejected' && outcome.reason instanceof Redirect,
    );
    if (redirected) {
      const target = resolve((redirected.reason as Redirect).to);
      return run(target, action === 'POP' ? 'REPLACE' : action);
    }
    const failed = outcomes.findIndex((outcome) => outcome.status === 'rejected');
    if (failed < 0) return commit(null);
    const reason = (outcomes[failed] as PromiseRejectedResult).reason;
    commit({ [boundaryFor(matches, failed)]: reason });
  }

  function resolve(to: string): Location {
    const { pathname, search, hash } = state.location;
    const url = new URL(to, `${base}${pathname}${search}${hash}`);
    return { pathname: url.pathname, search: url.search, hash: url.hash, key: newKey() };
  }

  history.listen(() => void run(history.location(), 'POP'));

  const router: Router = {
    get state() {
      return state;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    navigate(to, navigateOptions) {
      const location = resolve(to);
      // The same address again replaces its entry, as a link to the current page does in React Router.
      const same = hrefOf(location) === hrefOf(state.location);
      return run(location, navigateOptions?.replace || same ? 'REPLACE' : 'PUSH');
    },
    revalidate() {
      return run({ ...state.location }, 'REPLACE');
    },
    resolve,
    href: hrefOf,
    scrollPositions,
  };

  // The first page: at once when nothing is lazy (tests, the build's first screens), else once loaded.
  const first = matchesOf(state.location.pathname);
  if (needsWork(first)) void run(state.location, 'POP');
  else state = { ...state, matches: first, initialized: true };
  return router;
}
