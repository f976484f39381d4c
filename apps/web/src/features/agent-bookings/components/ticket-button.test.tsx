import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { agentBookingFixture } from '../../bookings-core/booking/booking-fixtures';
import { TicketButton } from './ticket-button';

afterEach(cleanup);

describe('TicketButton', () => {
  it("offers a live booking's ticket as the ticket", async () => {
    await renderWithProviders(<TicketButton booking={agentBookingFixture({ status: 'Accepted' })} />, {
      language: 'en',
    });
    expect(screen.getByRole('button', { name: i18n.t('bookings:drawer.downloadTicket') })).toBeTruthy();
  });

  it("never offers a refunded booking's ticket as a valid one", async () => {
    await renderWithProviders(<TicketButton booking={agentBookingFixture({ status: 'Refunded' })} />, {
      language: 'en',
    });
    expect(screen.queryByRole('button', { name: i18n.t('bookings:drawer.downloadTicket') })).toBeNull();
    expect(
      screen.getByRole('button', { name: i18n.t('bookings:drawer.downloadCancelledTicket') }),
    ).toBeTruthy();
  });
});
