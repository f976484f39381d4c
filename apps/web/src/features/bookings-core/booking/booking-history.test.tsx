import type { StatusChange } from '@masar/contract/agent-bookings';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/config';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { type BookingAudience, BookingHistory } from './booking-history';

afterEach(cleanup);

const history: StatusChange[] = [
  { status: 'Requested', at: '2026-11-20T08:00:00.000Z', by: 'Agent' },
  { status: 'Accepted', at: '2026-11-20T09:00:00.000Z', by: 'Admin', adminName: 'Huda Al-Qahtani' },
];

function renderFor(audience: BookingAudience, language: Language) {
  return renderWithProviders(<BookingHistory history={history} audience={audience} />, { language });
}

describe('BookingHistory', () => {
  it('names the admin who moved the booking to an admin reader, isolated for bidi', async () => {
    await renderFor('admin', 'ar');
    const name = screen.getByText('Huda Al-Qahtani');
    expect(name.tagName).toBe('BDI');
    expect(name.parentElement?.textContent).toContain('بواسطة');
  });

  it('says only "by Masar" to the agent', async () => {
    await renderFor('agent', 'en');
    expect(screen.queryByText('Huda Al-Qahtani')).toBeNull();
    expect(screen.getByText(/by Masar/)).toBeTruthy();
  });
});
