import { useEffect } from 'react';

/**
 * A page past the list's end (an old link, rows gone since) moves to the last page, instead of an empty page
 * that says there is nothing yet while the pages before have rows.
 */
export function useLastPagePastEnd(
  data: { items: readonly unknown[]; total: number } | undefined,
  page: number,
  limit: number,
  goTo: (page: number) => void,
) {
  const pastEnd = data !== undefined && data.items.length === 0 && data.total > 0 && page > 1;
  const last = pastEnd ? Math.max(1, Math.ceil(data.total / limit)) : page;
  useEffect(() => {
    if (last < page) goTo(last);
  }, [last, page, goTo]);
}
