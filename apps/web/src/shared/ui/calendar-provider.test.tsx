import { DatePicker } from '@mantine/dates';
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { CalendarProvider } from './calendar-provider';

afterEach(cleanup);

describe('CalendarProvider', () => {
  it('marks the Saudi weekend (Friday and Saturday) and starts the week on Sunday', async () => {
    const { container } = await renderWithProviders(
      <CalendarProvider>
        <DatePicker defaultDate="2026-03-01" />
      </CalendarProvider>,
    );
    // March 2026: the 1st is a Sunday, the 6th and 7th a Friday and a Saturday.
    const weekend = [...container.querySelectorAll('button[data-weekend]:not([data-outside])')].map(
      (day) => day.textContent,
    );
    expect(weekend.slice(0, 2)).toEqual(['6', '7']);
    expect(weekend).not.toContain('1');
    expect(weekend).not.toContain('8');
    const firstRow = container.querySelector('tbody tr');
    expect(firstRow?.querySelector('button')?.textContent).toBe('1');
  });
});
