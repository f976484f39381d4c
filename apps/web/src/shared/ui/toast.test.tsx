import { act, cleanup, render, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, describe, expect, it } from 'vitest';
import { toast, toastsWanted } from './toast';

afterEach(cleanup);

describe('toast (react-toastify on first use)', () => {
  it('downloads nothing for a dismiss before any toast', () => {
    toast.dismiss();
    expect(toastsWanted()).toBe(false);
  });

  it('asks for the container with the first toast and shows the toasts in call order', async () => {
    toast.success('first');
    toast.error('second');
    expect(toastsWanted()).toBe(true);
    // The container mounts later (lazily, in the providers): the toasts wait in react-toastify's queue.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    render(<ToastContainer newestOnTop={false} />);
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(['first', 'second']);
  });
});
