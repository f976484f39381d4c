import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { OnceButton } from './once-button';

afterEach(cleanup);

describe('OnceButton', () => {
  it('runs its action once for a double click, and again once the first run settled', async () => {
    let finish: () => void = () => undefined;
    const action = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    await renderWithProviders(<OnceButton onClick={action}>Cancel and refund</OnceButton>);
    const button = screen.getByRole('button', { name: 'Cancel and refund' });
    // Both clicks land before React re-renders the button as loading.
    fireEvent.click(button);
    fireEvent.click(button);
    expect(action).toHaveBeenCalledTimes(1);

    await act(async () => finish());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and refund' }));
    expect(action).toHaveBeenCalledTimes(2);
  });
});
