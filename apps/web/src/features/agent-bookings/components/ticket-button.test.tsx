import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { TicketButton } from './ticket-button';

const booking = { id: '0b7c1d6a-0000-4000-8000-000000000001', reference: 'MS-260101-0001' };

beforeAll(() => i18n.changeLanguage('en'));
afterEach(cleanup);

describe('TicketButton', () => {
  it("offers a live booking's ticket as the ticket", () => {
    render(
      <MantineProvider>
        <TicketButton booking={{ ...booking, status: 'Accepted' }} />
      </MantineProvider>,
    );
    expect(screen.getByRole('button', { name: i18n.t('bookings:drawer.downloadTicket') })).toBeTruthy();
  });

  it("never offers a refunded booking's ticket as a valid one", () => {
    render(
      <MantineProvider>
        <TicketButton booking={{ ...booking, status: 'Refunded' }} />
      </MantineProvider>,
    );
    expect(screen.queryByRole('button', { name: i18n.t('bookings:drawer.downloadTicket') })).toBeNull();
    expect(
      screen.getByRole('button', { name: i18n.t('bookings:drawer.downloadCancelledTicket') }),
    ).toBeTruthy();
  });
});
