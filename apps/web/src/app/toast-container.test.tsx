import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../shared/i18n/i18n';
import { toast } from '../shared/ui/toast';
import Toasts from './toast-container';

afterEach(cleanup);

/** Toasts must not cover the drawers' close button nor the header's balance (top end): bottom end corner. */
describe('the toast container', () => {
  it.each([
    ['ar', 'bottom-left'],
    ['en', 'bottom-right'],
  ] as const)('sits at the bottom end corner in %s (%s)', async (language, corner) => {
    await act(async () => {
      await i18n.changeLanguage(language);
    });
    render(<Toasts />);
    act(() => {
      toast.success(`saved ${language}`);
    });
    const alert = await screen.findByText(`saved ${language}`);
    expect(alert.closest('.Toastify__toast-container')?.className).toContain(
      `Toastify__toast-container--${corner}`,
    );
  });
});
