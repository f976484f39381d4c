import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { RouterProvider, useLocation } from '../../../../shared/router/react';
import { createRouter } from '../../../../shared/router/router';
import { useBookingsSearch } from './use-bookings-search';

let currentSearch = '';
function Probe() {
  currentSearch = useLocation().search;
  return null;
}

/** The hook inside a memory router at `url`, with the URL it leaves behind. */
function renderSearch(url: string, options: Parameters<typeof useBookingsSearch>[0]) {
  const wrapper = ({ children }: { children: ReactNode }) => {
    const router = createRouter(
      [
        {
          path: '/panel/profile/trips-history',
          element: (
            <>
              {children}
              <Probe />
            </>
          ),
        },
      ],
      { initialEntry: url },
    );
    return <RouterProvider router={router} />;
  };
  const hook = renderHook(() => useBookingsSearch(options), { wrapper });
  return { hook, url: () => currentSearch };
}

const history = { defaultSort: '-createdAt' } as const;

describe('the bookings list state in the URL', () => {
  it('turns the URL into the API query, dropping what the API would refuse', () => {
    const { hook } = renderSearch(
      '/panel/profile/trips-history?page=2&search=MS-1&status=Accepted&direction=Hourly&dateField=createdAt&from=2026-01-01&to=2026-01-31&sort=total&limit=20',
      history,
    );
    expect(hook.result.current.params).toEqual({
      page: 2,
      limit: 20,
      search: 'MS-1',
      status: 'Accepted',
      direction: 'Hourly',
      dateField: 'createdAt',
      from: '2026-01-01',
      to: '2026-01-31',
      sort: 'total',
    });
    expect(hook.result.current.filtered).toBe(true);

    const odd = renderSearch(
      '/panel/profile/trips-history?status=Lost&direction=x&dateField=x&from=2026-02-31&sort=price&limit=7',
      history,
    ).hook.result.current;
    expect(odd.params).toEqual({
      page: 1,
      limit: 10,
      search: undefined,
      status: undefined,
      direction: undefined,
      dateField: 'pickupAt',
      from: undefined,
      to: undefined,
      sort: '-createdAt',
    });
    expect(odd.filtered).toBe(false);
  });

  it('flags a range that ends before it starts and does not send its end', () => {
    const { hook } = renderSearch('/panel/profile/trips-history?from=2026-03-10&to=2026-03-01', history);
    expect(hook.result.current.rangeInvalid).toBe(true);
    expect(hook.result.current.params.from).toBe('2026-03-10');
    expect(hook.result.current.params.to).toBeUndefined();
    expect(hook.result.current.dates).toEqual({ from: '2026-03-10', to: '2026-03-01' });
  });

  it('pins the status of the requests page whatever the URL says', () => {
    const { hook } = renderSearch('/panel/profile/trips-history?status=Refunded', {
      fixedStatus: 'Requested',
      defaultSort: 'pickupAt',
    });
    expect(hook.result.current.params.status).toBe('Requested');
    expect(hook.result.current.params.sort).toBe('pickupAt');
    // The pinned status is not a filter the agent chose.
    expect(hook.result.current.filtered).toBe(false);
  });

  it('opens and closes a booking without losing the page, and a new filter goes back to page 1', () => {
    const { hook, url } = renderSearch('/panel/profile/trips-history?page=3&status=Requested', history);
    act(() => hook.result.current.select('b7c1d6a2-0000-4000-8000-000000000001'));
    expect(url()).toBe('?page=3&status=Requested&id=b7c1d6a2-0000-4000-8000-000000000001');
    expect(hook.result.current.selectedId).toBe('b7c1d6a2-0000-4000-8000-000000000001');
    act(() => hook.result.current.select(null));
    expect(url()).toBe('?page=3&status=Requested');
    expect(hook.result.current.selectedId).toBeNull();
    act(() => hook.result.current.update({ direction: 'Arrival' }));
    expect(url()).toBe('?status=Requested&direction=Arrival');
  });
});

describe('keyset paging in the URL (issue #21)', () => {
  const id = '0f8fad5b-d9cb-469f-a165-70867728950e';

  it('sends `after` with its page, keeps it when the drawer opens, drops it on any other change', () => {
    const { hook, url } = renderSearch(`/panel/profile/trips-history?page=4&after=${id}`, history);
    expect(hook.result.current.params).toMatchObject({ page: 4, after: id });
    act(() => hook.result.current.select('b1'));
    expect(url()).toContain(`after=${id}`);
    act(() => hook.result.current.update({ status: 'Accepted' }));
    expect(url()).not.toContain('after=');
    expect(hook.result.current.params.after).toBeUndefined();
  });

  it('drops `after` when the page changes without one, and ignores a cursor that is no id', () => {
    const { hook, url } = renderSearch(`/panel/profile/trips-history?page=4&after=${id}`, history);
    act(() => hook.result.current.update({ page: 3 }));
    expect(url()).toBe('?page=3');
    const odd = renderSearch('/panel/profile/trips-history?page=4&after=x', history).hook.result.current;
    expect(odd.params.after).toBeUndefined();
  });
});
