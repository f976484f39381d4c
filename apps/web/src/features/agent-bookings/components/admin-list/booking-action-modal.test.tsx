import type { AgentBooking } from '@masar/contract/agent-bookings';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../../shared/test/render-with-providers';
import { stubFetch } from '../../../../shared/test/stub-fetch';
import { AgentBookingActionModal } from '../../../bookings-core/booking/agent-booking-action-modal';
import { agentBookingFixture } from '../../../bookings-core/booking/booking-fixtures';
import { type BookingAction, useBookingAction } from '../../api/agent-bookings';

/** The modal as the agents' bookings screen opens it: with this feature's action mutation. */
function BookingActionModal(props: { booking: AgentBooking; action: BookingAction; onClose: () => void }) {
  return <AgentBookingActionModal {...props} mutation={useBookingAction()} />;
}

const booking = agentBookingFixture();

async function renderModal(action: BookingAction) {
  const onClose = vi.fn();
  await renderWithProviders(<BookingActionModal booking={booking} action={action} onClose={onClose} />, {
    language: 'en',
  });
  return { onClose };
}

const t = (key: `${'agents-bookings' | 'bookings'}:${string}`, values?: Record<string, string>): string =>
  String(i18n.t(key as never, values as never));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('confirming an action on a booking', () => {
  it('refuses a refund without a reason and sends nothing', async () => {
    const fetchMock = stubFetch(() => Response.json(booking));
    const { onClose } = await renderModal('refund');
    expect(await screen.findByText(/Nakheel Tours/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Refund/ }));
    expect(await screen.findByText(t('agents-bookings:confirm.reasonRequired'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the refund with its reason, then closes', async () => {
    const fetchMock = stubFetch(() => Response.json({ ...booking, status: 'Refunded' }));
    const { onClose } = await renderModal('refund');
    const reason = await screen.findByRole('textbox', {
      name: new RegExp(t('agents-bookings:confirm.reason')),
    });
    fireEvent.change(reason, { target: { value: '  Flight cancelled ' } });
    fireEvent.click(screen.getByRole('button', { name: /^Refund/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/agents-bookings/refund/${booking.id}`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ mode: 'Full', reason: 'Flight cancelled' });
  });

  it('applies the booking’s cancellation terms without a reason when the admin chooses so (decision 0016)', async () => {
    const fetchMock = stubFetch(() => Response.json({ ...booking, status: 'Refunded' }));
    const { onClose } = await renderModal('refund');
    fireEvent.click(await screen.findByRole('radio', { name: t('agents-bookings:confirm.modeTerms') }));
    fireEvent.click(screen.getByRole('button', { name: /^Refund/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(JSON.parse(String(init?.body))).toEqual({ mode: 'Terms' });
  });

  it('says what the booking became when someone moved it first (409), and stays open', async () => {
    stubFetch(() =>
      Response.json(
        { statusCode: 409, error: 'Conflict', message: 'A Refunded booking cannot be accepted' },
        { status: 409 },
      ),
    );
    const { onClose } = await renderModal('accept');
    fireEvent.click(await screen.findByRole('button', { name: t('agents-bookings:confirm.acceptConfirm') }));
    expect(
      await screen.findByText(
        t('agents-bookings:errors.conflict', { status: t('bookings:status.Refunded') }),
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
