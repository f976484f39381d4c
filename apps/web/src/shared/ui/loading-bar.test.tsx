import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../i18n/i18n';
import { LoadingBar } from './loading-bar';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('LoadingBar', () => {
  it('stays hidden for navigations shorter than the throttle', () => {
    const { rerender } = render(<LoadingBar active throttleMs={200} />);
    act(() => vi.advanceTimersByTime(150));
    rerender(<LoadingBar active={false} throttleMs={200} />);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows after the throttle and goes away when the navigation ends', () => {
    const { rerender } = render(<LoadingBar active throttleMs={200} />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('progressbar')).toBeTruthy();
    rerender(<LoadingBar active={false} throttleMs={200} />);
    expect(screen.getByRole('progressbar').dataset.phase).toBe('finishing');
    act(() => vi.advanceTimersByTime(300));
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
