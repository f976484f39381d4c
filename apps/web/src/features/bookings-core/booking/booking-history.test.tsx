import { MantineProvider } from '@mantine/core';
import type { StatusChange } from '@masar/contract/agent-bookings';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { type BookingAudience, BookingHistory } from './booking-history';

afterEach(cleanup);

const history: StatusChange[] = [
  { status: 'Requested', at: '2026-11-20T08:00:00.000Z', by: 'Agent' },
  { status: 'Accepted', at: '2026-11-20T09:00:00.000Z', by: 'Admin', adminName: 'Huda Al-Qahtani' },
];

function renderFor(audience: BookingAudience) {
  render(
    <MantineProvider>
      <BookingHistory history={history} audience={audience} />
    </MantineProvider>,
  );
}

describe('BookingHistory', () => {
  it('names the admin who moved the booking to an admin reader, isolated for bidi', async () => {
    await i18n.changeLanguage('ar');
    renderFor('admin');
    const name = screen.getByText('Huda Al-Qahtani');
    expect(name.tagName).toBe('BDI');
    expect(name.parentElement?.textContent).toContain('بواسطة');
  });

  it('says only "by Masar" to the agent', async () => {
    await i18n.changeLanguage('en');
    renderFor('agent');
    expect(screen.queryByText('Huda Al-Qahtani')).toBeNull();
    expect(screen.getByText(/by Masar/)).toBeTruthy();
  });
});
