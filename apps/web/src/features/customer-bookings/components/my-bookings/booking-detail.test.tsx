import type { CancellationQuote } from '@masar/contract/cancellation-policy';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../../shared/test/render-with-providers';
import { stubFetch } from '../../../../shared/test/stub-fetch';
import { customerBookingFixture } from '../../../bookings-core/booking/booking-fixtures';
import { BookingDetail } from './booking-detail';

/** A customer's return trip (decision 0017): the return leg is opened; the outward one is its other leg. */
const outwardId = '0b7c1d6a-0000-4000-8000-0000000000aa';
const back = customerBookingFixture({ returnOf: outwardId });
const quote = (allowed: boolean): CancellationQuote => ({
  terms: [],
  currency: 'SAR',
  total: back.price.total,
  fee: 0,
  feePercent: 0,
  refund: back.price.total,
  tier: null,
  allowed,
  reason: null,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const t = (key: `account:${string}`): string => String(i18n.t(key as never));

function stub(otherAllowed: boolean) {
  return stubFetch((url, init) => {
    if (url.includes('/drivers/')) return Response.json({ message: 'none' }, { status: 404 });
    if (url.includes(`${back.id}/cancellation`)) return Response.json(quote(true));
    if (url.includes(`${outwardId}/cancellation`)) return Response.json(quote(otherAllowed));
    if (init.method === 'DELETE') return Response.json({ ...back, status: 'Cancelled' });
    return Response.json(back);
  });
}

describe('a customer cancelling a leg of a return trip', () => {
  it('marks the return leg, links the outward one, and cancels both legs in one request when asked', async () => {
    const fetchMock = stub(true);
    const onOpenOther = vi.fn();
    await renderWithProviders(<BookingDetail id={back.id} onOpenOther={onOpenOther} />, { language: 'en' });
    expect((await screen.findByTestId('return-badge')).textContent).toBe(t('account:list.returnBadge'));
    fireEvent.click(screen.getByRole('button', { name: t('account:detail.openOutward') }));
    expect(onOpenOther).toHaveBeenCalledWith(outwardId);

    fireEvent.click(screen.getByRole('button', { name: t('account:detail.cancel') }));
    expect(await screen.findByText(t('account:cancel.titleReturn'))).toBeTruthy();
    expect(screen.getByText(t('account:cancel.otherLegKept'))).toBeTruthy();
    fireEvent.click(await screen.findByRole('checkbox', { name: t('account:cancel.bothLegs') }));
    const dialog = await screen.findByRole('dialog', { name: t('account:cancel.titleReturn') });
    const confirm = within(dialog).getByRole('button', { name: t('account:cancel.confirm') });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleted?.[0])).toBe(`/api/bookings/${back.id}?bothLegs=true`);
  });

  it('offers no "cancel the other trip too" when the other leg may not be cancelled now', async () => {
    const fetchMock = stub(false);
    await renderWithProviders(<BookingDetail id={back.id} />, { language: 'en' });
    fireEvent.click(await screen.findByRole('button', { name: t('account:detail.cancel') }));
    const dialog = await screen.findByRole('dialog', { name: t('account:cancel.titleReturn') });
    const confirm = within(dialog).getByRole('button', { name: t('account:cancel.confirm') });
    await waitFor(() => expect(confirm.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('checkbox', { name: t('account:cancel.bothLegs') })).toBeNull();
    fireEvent.click(confirm);
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true),
    );
    const deleted = fetchMock.mock.calls.find(([, init]) => init?.method === 'DELETE');
    expect(String(deleted?.[0])).toBe(`/api/bookings/${back.id}`);
  });
});
