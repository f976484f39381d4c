import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLocation } from '../router/react';
import { RenderedUi, renderHookWithProviders } from '../test/render-with-providers';
import {
  parseActiveFilter,
  parseChoiceFilter,
  parseDayFilter,
  parsePageSize,
  parseSort,
  sortParamOf,
  sortStatusOf,
} from './list-sort';
import { useListSearchParams } from './use-list-search-params';

const fields = ['name', 'email', 'createdAt'] as const;

describe('list sort and page size in the URL', () => {
  it('accepts a known field, ascending or descending, else falls back', () => {
    expect(parseSort('name', fields, '-createdAt')).toBe('name');
    expect(parseSort('-email', fields, '-createdAt')).toBe('-email');
    expect(parseSort('balance', fields, '-createdAt')).toBe('-createdAt');
    expect(parseSort('--name', fields, '-createdAt')).toBe('-createdAt');
    expect(parseSort(null, fields, '-createdAt')).toBe('-createdAt');
  });

  it('converts between the URL value and the table sort status both ways', () => {
    expect(sortStatusOf('-createdAt')).toEqual({ columnAccessor: 'createdAt', direction: 'desc' });
    expect(sortStatusOf('name')).toEqual({ columnAccessor: 'name', direction: 'asc' });
    expect(sortParamOf({ columnAccessor: 'email', direction: 'desc' })).toBe('-email');
    expect(sortParamOf({ columnAccessor: 'email', direction: 'asc' })).toBe('email');
  });

  it('only offers the known page sizes, 10 by default', () => {
    expect(parsePageSize('20')).toBe(20);
    expect(parsePageSize('7')).toBe(10);
    expect(parsePageSize('1000')).toBe(10);
    expect(parsePageSize(null)).toBe(10);
  });

  it('reads the active filter as yes, no or all', () => {
    expect(parseActiveFilter('true')).toBe(true);
    expect(parseActiveFilter('false')).toBe(false);
    expect(parseActiveFilter('')).toBeUndefined();
    expect(parseActiveFilter('maybe')).toBeUndefined();
  });
});

/** The current URL query, written by Probe on every render of the router. */
let currentSearch = '';
function Probe() {
  currentSearch = useLocation().search;
  return null;
}

/** Runs the hook inside a memory router at `url`, exposing the hook's result and the current URL. */
async function renderListState(url: string) {
  const hook = await renderHookWithProviders(
    () => useListSearchParams(['active', 'sort', 'limit'] as const),
    {
      url,
      routes: [
        {
          path: '/admin-panel/admins/list',
          element: (
            <>
              <RenderedUi />
              <Probe />
            </>
          ),
        },
      ],
    },
  );
  return { hook, url: () => currentSearch };
}

describe('choice and date filters in the URL', () => {
  it('keeps a known choice and drops anything else', () => {
    const statuses = ['Requested', 'Refunded'] as const;
    expect(parseChoiceFilter('Refunded', statuses)).toBe('Refunded');
    expect(parseChoiceFilter('refunded', statuses)).toBeUndefined();
    expect(parseChoiceFilter('', statuses)).toBeUndefined();
    expect(parseChoiceFilter(null, statuses)).toBeUndefined();
  });

  it('keeps real calendar days only', () => {
    expect(parseDayFilter('2026-02-28')).toBe('2026-02-28');
    expect(parseDayFilter('2028-02-29')).toBe('2028-02-29');
    expect(parseDayFilter('2026-02-30')).toBeUndefined();
    expect(parseDayFilter('2026-13-01')).toBeUndefined();
    expect(parseDayFilter('26-01-01')).toBeUndefined();
    expect(parseDayFilter('2026-01-01T00:00')).toBeUndefined();
    expect(parseDayFilter(undefined)).toBeUndefined();
  });
});

describe('list state kept in the URL query', () => {
  it('reads page, search and filters from the URL', async () => {
    const { hook } = await renderListState(
      '/admin-panel/admins/list?page=3&search=sara&active=false&sort=-name',
    );
    expect(hook.result.current.page).toBe(3);
    expect(hook.result.current.search).toBe('sara');
    expect(hook.result.current.filters).toEqual({ active: 'false', sort: '-name', limit: '' });
  });

  it('treats a missing or broken page as page 1', async () => {
    expect((await renderListState('/admin-panel/admins/list?page=abc')).hook.result.current.page).toBe(1);
    expect((await renderListState('/admin-panel/admins/list?page=-2')).hook.result.current.page).toBe(1);
  });

  it('goes back to page 1 when the search, a filter, the sort or the page size changes', async () => {
    const { hook, url } = await renderListState('/admin-panel/admins/list?page=4&sort=name');
    act(() => hook.result.current.update({ search: 'omar' }));
    expect(url()).toBe('?sort=name&search=omar');
    act(() => hook.result.current.update({ page: 2 }));
    expect(url()).toBe('?sort=name&search=omar&page=2');
    act(() => hook.result.current.update({ limit: 50 }));
    expect(url()).toBe('?sort=name&search=omar&limit=50');
  });

  it('drops empty values and page 1 from the URL', async () => {
    const { hook, url } = await renderListState('/admin-panel/admins/list?search=x&active=true&page=2');
    act(() => hook.result.current.update({ search: '', active: null }));
    expect(url()).toBe('');
    act(() => hook.result.current.update({ page: 1 }));
    expect(url()).toBe('');
  });
});
