import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Outlet, RouterProvider, useRouteError, useSearchParams } from './react';
import { createRouter, RouteNotFound, type RouteObject, redirect } from './router';

afterEach(cleanup);

const NewPage = () => <h1>new</h1>;
const SlowPage = () => <h1>slow</h1>;
const FastPage = () => <h1>fast</h1>;

function Boundary() {
  const error = useRouteError();
  return <p>{error instanceof RouteNotFound ? 'not found' : `failed: ${(error as Error).message}`}</p>;
}

function Broken(): never {
  throw new Error('broken page');
}

describe('navigating', () => {
  it('runs every loader each time, follows a redirect, and commits once the lazy parts are there', async () => {
    const visits: string[] = [];
    const routes: RouteObject[] = [
      {
        id: 'root',
        Component: Outlet,
        loader: ({ url }) => {
          visits.push(`${url.pathname}${url.search}`);
          if (url.pathname === '/old') throw redirect('/new?from=old');
        },
        children: [
          { path: '/', element: <h1>home</h1> },
          { path: '/old', element: <h1>old</h1> },
          { path: '/new', lazy: async () => ({ Component: NewPage }) },
        ],
      },
    ];
    const router = createRouter(routes, { initialEntry: '/' });
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('heading', { name: 'home' })).toBeTruthy();
    await act(() => router.navigate('/old'));
    expect(screen.getByRole('heading', { name: 'new' })).toBeTruthy();
    expect(router.state.location.search).toBe('?from=old');
    expect(router.state.navigation.state).toBe('idle');
    await act(() => router.navigate('?from=here'));
    expect(router.state.location.pathname).toBe('/new');
    expect(visits).toEqual(['/', '/old', '/new?from=old', '/new?from=here']);
  });

  it('a later navigation wins over a slower earlier one', async () => {
    let finishSlow: () => void = () => {};
    const routes: RouteObject[] = [
      { path: '/', element: <h1>home</h1> },
      {
        path: '/slow',
        lazy: () => new Promise((resolve) => (finishSlow = () => resolve({ Component: SlowPage }))),
      },
      { path: '/fast', lazy: async () => ({ Component: FastPage }) },
    ];
    const router = createRouter(routes, { initialEntry: '/' });
    render(<RouterProvider router={router} />);
    const slow = router.navigate('/slow');
    await act(() => router.navigate('/fast'));
    finishSlow();
    await act(() => slow);
    expect(router.state.location.pathname).toBe('/fast');
    expect(screen.getByRole('heading', { name: 'fast' })).toBeTruthy();
  });

  it("shows a loader's refusal and a page's render error in the nearest ErrorBoundary, until the next page", async () => {
    const routes: RouteObject[] = [
      {
        Component: Outlet,
        ErrorBoundary: Boundary,
        children: [
          { path: '/', element: <h1>home</h1> },
          {
            path: '/edit',
            loader: ({ url }) => {
              if (!url.searchParams.get('id')) throw new RouteNotFound();
            },
            element: <h1>edit</h1>,
          },
          { path: '/broken', Component: Broken },
        ],
      },
    ];
    const router = createRouter(routes, { initialEntry: '/' });
    render(<RouterProvider router={router} />);
    await act(() => router.navigate('/edit'));
    expect(screen.getByText('not found')).toBeTruthy();
    await act(() => router.navigate('/edit?id=1'));
    expect(screen.getByRole('heading', { name: 'edit' })).toBeTruthy();
    const quiet = console.error;
    console.error = () => {}; // React reports the caught render error
    await act(() => router.navigate('/broken'));
    console.error = quiet;
    expect(screen.getByText('failed: broken page')).toBeTruthy();
    await act(() => router.navigate('/'));
    expect(screen.getByRole('heading', { name: 'home' })).toBeTruthy();
  });
});

function Filters() {
  const [params, setParams] = useSearchParams();
  return (
    <>
      <p>status: {params.get('status') ?? 'all'}</p>
      <button
        type="button"
        onClick={() => setParams((current) => ({ ...Object.fromEntries(current), status: 'Done' }))}
      >
        done
      </button>
      <Link to="?page=2">next</Link>
      <Link to="/other" target="_blank">
        elsewhere
      </Link>
    </>
  );
}

describe('links and the query', () => {
  it('a relative link keeps the path; a plain click navigates in the app, a new-tab link is left to the browser', async () => {
    const router = createRouter([{ path: '/list', Component: Filters }], { initialEntry: '/list?q=a#top' });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('link', { name: 'next' }).getAttribute('href')).toBe('/list?page=2');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'done' }));
    });
    expect(router.state.location.search).toBe('?q=a&status=Done');
    expect(router.state.location.hash).toBe('');
    expect(screen.getByText('status: Done')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'next' }));
    });
    expect(router.state.location.search).toBe('?page=2');
    const before = router.state.location;
    // What the browser would do with these clicks (a new tab) is not the router's: jsdom is told not to try.
    const leaveToBrowser = (event: Event) => event.preventDefault();
    document.addEventListener('click', leaveToBrowser);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'elsewhere' }));
      fireEvent.click(screen.getByRole('link', { name: 'next' }), { ctrlKey: true });
    });
    document.removeEventListener('click', leaveToBrowser);
    expect(router.state.location).toBe(before);
  });
});
