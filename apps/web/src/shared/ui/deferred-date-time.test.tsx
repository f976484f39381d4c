import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { DeferredDateField, DeferredTimeField, preloadDateTimeFields } from './deferred-date-time';

afterEach(cleanup);

describe('DeferredDateField and DeferredTimeField', () => {
  // First: the pickers must not be loaded yet (the next test loads them for the rest of the file).
  it('shows the placeholder of an empty day field before its picker loads, as the picker does', async () => {
    await renderWithProviders(
      <DeferredDateField label="Day" placeholder="Pick a day" value={null} onChange={vi.fn()} required />,
      { language: 'en' },
    );
    const day = screen.getByRole('button', { name: /Day/ });
    expect(day.textContent).toBe('Pick a day');
    expect(day.querySelector('.mantine-InputPlaceholder-placeholder')?.textContent).toBe('Pick a day');
  });

  it('show the day with its Arabic month name and the time on the 24-hour clock, before and after the pickers load', async () => {
    const { container } = await renderWithProviders(
      <>
        <DeferredDateField label="التاريخ" value="2026-11-25" onChange={vi.fn()} required />
        <div data-testid="time">
          <DeferredTimeField id="time" label="الوقت" value="16:30" onChange={vi.fn()} required />
        </div>
      </>,
      { language: 'ar' },
    );
    // The previews: no picker code yet.
    expect(screen.getByRole('button', { name: /التاريخ/ }).textContent).toBe('25 نوفمبر 2026');
    expect(screen.getByRole('textbox', { name: /الوقت/ })).toHaveProperty('value', '16:30');

    // The date preview has the focus: the real picker's button takes it over.
    act(() => screen.getByRole('button', { name: /التاريخ/ }).focus());
    preloadDateTimeFields();
    // The pickers' chunk is a real import: seconds on a busy 2-core machine, past waitFor's 1 s default.
    await waitFor(() => expect(container.querySelector('#time')?.getAttribute('role')).toBe('spinbutton'), {
      timeout: 10_000,
    });
    const day = screen.getByRole('button', { name: /التاريخ/ });
    expect(day.textContent).toBe('25 نوفمبر 2026');
    expect(document.activeElement).toBe(day);
    const hours = container.querySelector<HTMLInputElement>('#time');
    expect(hours?.value).toBe('16');
    // No 12-hour clock: no AM/PM (ص/م) part beside the hours and minutes.
    expect(screen.getByTestId('time').textContent).not.toMatch(/[صم]|AM|PM/i);
    expect(screen.getAllByRole('spinbutton')).toHaveLength(2);
  });
});
