import {
  type AnchorHTMLAttributes,
  Component,
  createContext,
  type ErrorInfo,
  type MouseEvent,
  type ReactNode,
  type Ref,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useSyncExternalStore,
} from 'react';
import type { Location, NavigateOptions, RouteMatch, Router, RouterState } from './router';

const RouterContext = createContext<Router | null>(null);
/** What a navigation commits (the page); the loading state apart, so starting one re-renders no page. */
type Committed = Pick<RouterState, 'location' | 'matches' | 'errors' | 'historyAction'>;
const CommittedContext = createContext<Committed | null>(null);
const NavigationContext = createContext<RouterState['navigation']>({ state: 'idle' });
/** The depth of the route being rendered: its Outlet renders the next one. */
const DepthContext = createContext(0);
const ErrorContext = createContext<unknown>(undefined);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error('A router hook outside <RouterProvider>');
  return router;
}

function useCommitted(): Committed {
  const committed = useContext(CommittedContext);
  if (!committed) throw new Error('A router hook outside <RouterProvider>');
  return committed;
}

export function RouterProvider({ router }: { router: Router }) {
  const state = useSyncExternalStore(
    router.subscribe,
    () => router.state,
    () => router.state,
  );
  const { location, matches, errors, historyAction, navigation } = state;
  const committed = useMemo(
    () => ({ location, matches, errors, historyAction }),
    [location, matches, errors, historyAction],
  );
  return (
    <RouterContext.Provider value={router}>
      <CommittedContext.Provider value={committed}>
        <NavigationContext.Provider value={navigation}>
          <RouteAt depth={0} />
        </NavigationContext.Provider>
      </CommittedContext.Provider>
    </RouterContext.Provider>
  );
}

/** A render error under a route with an ErrorBoundary shows it, until the next location. */
class RenderErrorBoundary extends Component<
  { location: Location; fallback: (error: unknown) => ReactNode; children: ReactNode },
  { error: unknown; location: Location; failed: boolean }
> {
  override state = { error: undefined as unknown, location: this.props.location, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: { location: Location },
    state: { location: Location; failed: boolean },
  ): Partial<{ error: unknown; location: Location; failed: boolean }> | null {
    if (props.location.key !== state.location.key)
      return { location: props.location, failed: false, error: undefined };
    return null;
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (import.meta.env.DEV) console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}

function RouteAt({ depth }: { depth: number }) {
  const state = useCommitted();
  const match = state.matches[depth];
  if (!match) return null;
  const { route } = match;
  const { ErrorBoundary } = route;
  const loadError = state.errors?.[match.id];
  const showError = (error: unknown) =>
    ErrorBoundary ? (
      <ErrorContext.Provider value={error}>
        <ErrorBoundary />
      </ErrorContext.Provider>
    ) : null;
  if (loadError !== undefined && ErrorBoundary) return showError(loadError);
  const Page = route.Component;
  const content = (
    <DepthContext.Provider value={depth + 1}>
      {Page ? <Page /> : (route.element ?? <Outlet />)}
    </DepthContext.Provider>
  );
  if (!ErrorBoundary) return content;
  return (
    <RenderErrorBoundary location={state.location} fallback={showError}>
      {content}
    </RenderErrorBoundary>
  );
}

/** Where a layout shows the page inside it. */
export function Outlet() {
  const depth = useContext(DepthContext);
  return <RouteAt depth={depth} />;
}

export function useLocation(): Location {
  return useCommitted().location;
}

export function useNavigation(): RouterState['navigation'] {
  return useContext(NavigationContext);
}

export function useMatches(): readonly RouteMatch[] {
  return useCommitted().matches;
}

/** The error a route's ErrorBoundary shows. */
export function useRouteError(): unknown {
  return useContext(ErrorContext);
}

/** Navigates; the promise settles once the page is committed (a step's address first, then the next step). */
export function useNavigate(): (to: string, options?: NavigateOptions) => Promise<void> {
  const router = useRouter();
  return useCallback((to, options) => router.navigate(to, options), [router]);
}

type SearchParamsInit = ConstructorParameters<typeof URLSearchParams>[0];

/** The query of the current address, and a way to change it (the path stays, the hash goes). */
export function useSearchParams(): [
  URLSearchParams,
  (
    next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
    options?: NavigateOptions,
  ) => void,
] {
  const router = useRouter();
  const { search } = useCommitted().location;
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = useCallback(
    (
      next: SearchParamsInit | ((current: URLSearchParams) => SearchParamsInit),
      options?: NavigateOptions,
    ) => {
      const current = new URLSearchParams(router.state.location.search);
      const query = new URLSearchParams(typeof next === 'function' ? next(current) : next).toString();
      void router.navigate(`${router.state.location.pathname}${query ? `?${query}` : ''}`, options);
    },
    [router],
  );
  return [params, setParams];
}

type AnchorProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'>;

/** A link inside the app: a plain click navigates without a page load; a modified click is the browser's. */
export function Link({
  to,
  replace,
  onClick,
  target,
  ref,
  ...rest
}: AnchorProps & { to: string; replace?: boolean; ref?: Ref<HTMLAnchorElement> }) {
  const router = useRouter();
  useCommitted(); // rendered again at each address: a relative `to` follows it
  const href = router.href(router.resolve(to));
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    void router.navigate(to, { replace });
  };
  return <a {...rest} ref={ref} href={href} target={target} onClick={follow} />;
}

/** Goes to `to` once rendered (a step of a flow opened too early goes back to its first step). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace });
  }, [navigate, to, replace]);
  return null;
}

const scrollKey = 'masar.scroll';

/**
 * Scrolls to `top`, again at each frame for up to a second while the page is still too short for it (parts that
 * load as they reach the screen, the home page's sections); a scroll by the user stops it. Returns the stop.
 */
function scrollBackTo(top: number): () => void {
  const until = performance.now() + 1000;
  let frame = 0;
  let placed = -1;
  const step = () => {
    if (placed >= 0 && Math.abs(window.scrollY - placed) > 1) return; // the user scrolled
    window.scrollTo(0, top);
    placed = window.scrollY;
    if (placed < top - 1 && performance.now() < until) frame = requestAnimationFrame(step);
  };
  step();
  return () => cancelAnimationFrame(frame);
}

function savedScroll(): Record<string, number> {
  try {
    return JSON.parse(sessionStorage.getItem(scrollKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * Back and forward return to where the page was scrolled (the router notes it as each page leaves); a new page
 * starts at its top or its #hash. The positions outlive a reload in sessionStorage.
 */
export function ScrollRestoration() {
  const router = useRouter();
  const { location, historyAction } = useCommitted();
  const shown = useRef<Location | null>(null);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    const save = () => {
      if (shown.current) router.scrollPositions[shown.current.key] = window.scrollY;
      try {
        sessionStorage.setItem(scrollKey, JSON.stringify(router.scrollPositions));
      } catch {
        // private mode or full: back and forward then start at the top
      }
    };
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('pagehide', save);
      window.history.scrollRestoration = 'auto';
    };
  }, [router]);

  useLayoutEffect(() => {
    const previous = shown.current;
    if (previous?.key === location.key) return;
    if (!previous) Object.assign(router.scrollPositions, { ...savedScroll(), ...router.scrollPositions });
    shown.current = location;
    const saved = historyAction === 'POP' ? router.scrollPositions[location.key] : undefined;
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (saved !== undefined) return scrollBackTo(saved);
    if (target) target.scrollIntoView();
    else if (previous) window.scrollTo(0, 0); // a first page not seen before stays where the browser put it
    return undefined;
  }, [router, location, historyAction]);
  return null;
}
