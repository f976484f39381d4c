import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { TimeField } from './date-time-fields';

afterEach(cleanup);

describe('TimeField', () => {
  it('leaves the focus where the user moved it, even when the page is too busy to react at once', async () => {
    await renderWithProviders(
      <>
        <TimeField id="time" label="Time" value="16:30" onChange={vi.fn()} />
        <input aria-label="Passengers" />
      </>,
      { language: 'en' },
    );
    const hours = screen.getByRole('spinbutton', { name: 'Hour' });
    const passengers = screen.getByRole('textbox', { name: 'Passengers' });
    act(() => hours.focus());
    // Leaving the time field and reaching the next one in one go: React's effects run only afterwards,
    // as they do on a busy phone (issue #21's flaky e2e test: the next digit typed landed in the hours).
    act(() => passengers.focus());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(document.activeElement).toBe(passengers);
  });
});
