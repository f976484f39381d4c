import type { CancellationQuote } from '@masar/contract/cancellation-policy';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../../shared/test/render-with-providers';
import { stubFetch } from '../../../../shared/test/stub-fetch';
import { agentBookingFixture } from '../../../bookings-core/booking/booking-fixtures';
import { CancelBookingModal } from './cancel-booking-modal';

/** A return trip's legs (decision 0017): the return leg is opened; the outward one is its other leg. */
const outwardId = '0b7c1d6a-0000-4000-8000-0000000000aa';
const back = agentBookingFixture({ returnOf: outwardId });
const quoteOf = (total: number, fee: number): CancellationQuote => ({
  terms: [],
  currency: 'SAR',
  total,
  fee,
  feePercent: Math.round((fee / total) * 100),
  refund: total - fee,
  tier: null,
  allowed: true,
  reason: null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = (key: `bookings:${string}`, values?: Record<string, string>): string =>
  String(i18n.t(key as never, values as never));

describe('cancelling a leg of a return trip', () => {
  it('cancels that leg alone by default, or both legs in one request when asked', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.includes(`${back.id}/cancellation`)) return Response.json(quoteOf(back.price.total, 1_000));
      if (url.includes(`${outwardId}/cancellation`)) return Response.json(quoteOf(20_000, 0));
      return Response.json({ ...back, status: 'Refunded' });
    });
    const onClose = vi.fn();
    await renderWithProviders(<CancelBookingModal booking={back} opened onClose={onClose} />, {
      language: 'en',
    });
    expect(
      await screen.findByText(t('bookings:cancel.titleReturn', { reference: back.reference })),
    ).toBeTruthy();
    expect(screen.getByText(t('bookings:cancel.otherLegKept'))).toBeTruthy();
    const both = await screen.findByRole('checkbox', { name: t('bookings:cancel.bothLegs') });
    fireEvent.click(both);
    expect((await screen.findByTestId('cancel-other-leg')).textContent).toContain('200.00');
    fireEvent.click(screen.getByRole('button', { name: t('bookings:cancel.confirm') }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleted?.[0])).toBe(`/api/agents-bookings/${back.id}?bothLegs=true`);
  });
});
