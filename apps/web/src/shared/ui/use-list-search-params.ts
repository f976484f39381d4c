import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A list's page, search and filters, kept in the URL query (DESIGN §6) so a reload or a shared link shows
 * the same list. Changing anything but the page goes back to page 1.
 */
export function useListSearchParams<Filter extends string>(filters: readonly Filter[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const search = params.get('search') ?? '';
  const values = Object.fromEntries(filters.map((name) => [name, params.get(name) ?? ''])) as Record<
    Filter,
    string
  >;

  const update = useCallback(
    (changes: Partial<Record<Filter | 'search' | 'page', string | number | null>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          if (next.get('page') === '1') next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setParams],
  );

  return { page, search, filters: values, update };
}

/** 'true' / 'false' from a filter select, else undefined. */
export function flagOf(value: string): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}
