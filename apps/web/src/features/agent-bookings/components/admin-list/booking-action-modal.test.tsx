import { MantineProvider } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../../shared/i18n/i18n';
import { AgentBookingActionModal } from '../../../bookings-core/booking/agent-booking-action-modal';
import { type BookingAction, useBookingAction } from '../../api/agent-bookings';

/** The modal as the agents' bookings screen opens it: with this feature's action mutation. */
function BookingActionModal(props: { booking: AgentBooking; action: BookingAction; onClose: () => void }) {
  return <AgentBookingActionModal {...props} mutation={useBookingAction()} />;
}

const booking: AgentBooking = {
  id: '0b7c1d6a-0000-4000-8000-000000000001',
  reference: 'MS-260101-0001',
  agentId: '0b7c1d6a-0000-4000-8000-000000000002',
  agent: { id: '0b7c1d6a-0000-4000-8000-000000000002', name: 'Omar Haddad', companyName: 'Nakheel Tours' },
  status: 'Requested',
  direction: 'Arrival',
  place: { address: 'Al-Balad, Jeddah', lat: 21.48, lng: 39.18, placeId: null },
  area: { id: '0b7c1d6a-0000-4000-8000-000000000003', nameAr: 'جدة', nameEn: 'Jeddah' },
  location: {
    id: '0b7c1d6a-0000-4000-8000-000000000004',
    nameAr: 'مطار الملك عبدالعزيز',
    nameEn: 'King Abdulaziz Airport',
    type: 'Airport',
  },
  car: {
    id: '0b7c1d6a-0000-4000-8000-000000000005',
    nameAr: 'كامري',
    nameEn: 'Camry',
    type: 'Sedan',
    passengers: 4,
    bags: 2,
  },
  taxiServiceId: '0b7c1d6a-0000-4000-8000-000000000006',
  passengers: 2,
  bags: 1,
  pickupAt: '2026-01-05T10:00:00.000Z',
  flightNumber: 'SV1234',
  travellerName: 'Sara Ali',
  travellerPhone: '+966501234567',
  travellerEmail: null,
  travellerNationality: 'SA',
  notes: null,
  price: {
    transferPrice: 16_250,
    hourlyPrice: null,
    hours: null,
    extras: [],
    extrasTotal: 0,
    total: 16_250,
    currency: 'SAR',
  },
  refundReason: null,
  history: [{ status: 'Requested', at: '2026-01-01T10:00:00.000Z', by: 'Agent' }],
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
} as AgentBooking;

function renderModal(action: BookingAction) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onClose = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <BookingActionModal booking={booking} action={action} onClose={onClose} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onClose };
}

const t = (key: `${'agents-bookings' | 'bookings'}:${string}`, values?: Record<string, string>): string =>
  String(i18n.t(key as never, values as never));

function stubFetch(respond: () => Response) {
  const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(respond()));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('confirming an action on a booking', () => {
  it('refuses a refund without a reason and sends nothing', async () => {
    const fetchMock = stubFetch(() => Response.json(booking));
    const { onClose } = renderModal('refund');
    expect(await screen.findByText(/Nakheel Tours/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Refund/ }));
    expect(await screen.findByText(t('agents-bookings:confirm.reasonRequired'))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the refund with its reason, then closes', async () => {
    const fetchMock = stubFetch(() => Response.json({ ...booking, status: 'Refunded' }));
    const { onClose } = renderModal('refund');
    const reason = await screen.findByRole('textbox', {
      name: new RegExp(t('agents-bookings:confirm.reason')),
    });
    fireEvent.change(reason, { target: { value: '  Flight cancelled ' } });
    fireEvent.click(screen.getByRole('button', { name: /^Refund/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/agents-bookings/refund/${booking.id}`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ reason: 'Flight cancelled' });
  });

  it('says what the booking became when someone moved it first (409), and stays open', async () => {
    stubFetch(() =>
      Response.json(
        { statusCode: 409, error: 'Conflict', message: 'A Refunded booking cannot be accepted' },
        { status: 409 },
      ),
    );
    const { onClose } = renderModal('accept');
    fireEvent.click(await screen.findByRole('button', { name: t('agents-bookings:confirm.acceptConfirm') }));
    expect(
      await screen.findByText(
        t('agents-bookings:errors.conflict', { status: t('bookings:status.Refunded') }),
      ),
    ).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
