import { useCallback, useRef } from 'react';
import { useSearchParams } from '../router/react';

/**
 * A list's page, search and filters, kept in the URL query (DESIGN §6) so a reload or a shared link shows
 * the same list. Changing anything but the page goes back to page 1. `after` (keyset paging, contract
 * `keysetQuery`: the last row of the page before) belongs to its page: a change that does not keep the page
 * or set `after` itself drops it.
 */
export function useListSearchParams<Filter extends string>(filters: readonly Filter[]) {
  const [params, setParams] = useSearchParams();
  // Two updates in one event (a waiting search applied just before a filter change) must build on each
  // other: React Router's own updater would hand both the query of the last render.
  const latest = useRef(params);
  latest.current = params;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const after = params.get('after') || undefined;
  const values = Object.fromEntries(filters.map((name) => [name, params.get(name) ?? ''])) as Record<
    Filter,
    string
  >;

  const update = useCallback(
    (changes: Partial<Record<Filter | 'search' | 'page' | 'after', string | number | null>>) => {
      const current = latest.current;
      const next = new URLSearchParams(current);
      const keepsPage =
        'page' in changes && String(changes.page) === String(Number(current.get('page')) || 1);
      if (!('after' in changes) && !keepsPage) next.delete('after');
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === undefined || value === '') next.delete(key);
        else next.set(key, String(value));
      }
      if (!('page' in changes)) next.delete('page');
      if (next.get('page') === '1') next.delete('page');
      latest.current = next;
      setParams(next, { replace: true });
    },
    [setParams],
  );

  return { page, after, search, filters: values, update };
}
