import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useLastPagePastEnd } from './use-last-page-past-end';

const page = (items: number, total: number) => ({ items: Array.from({ length: items }), total });

describe('useLastPagePastEnd', () => {
  it('moves a page past the end to the last page', () => {
    const goTo = vi.fn();
    renderHook(() => useLastPagePastEnd(page(0, 41), 999, 20, goTo));
    expect(goTo).toHaveBeenCalledWith(3);
  });

  it('leaves a page with rows, an empty list and the first page alone', () => {
    const goTo = vi.fn();
    renderHook(() => useLastPagePastEnd(page(1, 41), 3, 20, goTo));
    renderHook(() => useLastPagePastEnd(page(0, 0), 5, 20, goTo));
    renderHook(() => useLastPagePastEnd(page(0, 3), 1, 20, goTo));
    renderHook(() => useLastPagePastEnd(undefined, 7, 20, goTo));
    expect(goTo).not.toHaveBeenCalled();
  });
});
