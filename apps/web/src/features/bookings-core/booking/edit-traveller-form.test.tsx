import { MantineProvider } from '@mantine/core';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';
import { EditTravellerForm } from './edit-traveller-form';

const booking: AgentBooking = {
  id: '0b7c1d6a-0000-4000-8000-000000000001',
  reference: 'MS-260101-0001',
  agentId: '0b7c1d6a-0000-4000-8000-000000000002',
  agent: { id: '0b7c1d6a-0000-4000-8000-000000000002', name: 'Omar', companyName: null },
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

function renderForm(value: AgentBooking = booking) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const onDone = vi.fn();
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <EditTravellerForm
          booking={value}
          save={(body) => api.patch(`/agents-bookings/${value.id}`, body, { silent: true })}
          onDone={onDone}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { onDone };
}

/** A text of the page language (the keys are checked by the locale parity test and the form itself). */
const t = (key: `${'bookings' | 'auth'}:${string}`): string => i18n.t(key as never);
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: t('bookings:edit.save') }));

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

describe('editing a Requested booking', () => {
  it('shows each badly formed field under it, in the page language, and sends nothing', async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    renderForm();
    type(t('bookings:fields.travellerPhone'), '0501');
    type(t('bookings:fields.travellerEmail'), 'not-an-email');
    type(t('bookings:fields.flightNumber'), '12');
    save();
    expect(await screen.findByText(t('auth:validation.phone'))).toBeTruthy();
    expect(screen.getByText(t('auth:validation.email'))).toBeTruthy();
    expect(screen.getByText(t('bookings:edit.flightFormat'))).toBeTruthy();
    expect(document.activeElement).toBe(field(t('bookings:fields.travellerPhone')));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('puts the server’s message under the field it names', async () => {
    stubFetch(() =>
      Response.json(
        {
          statusCode: 400,
          error: 'Bad Request',
          message: ['flightNumber: Give the flight number of an airport trip'],
        },
        { status: 400 },
      ),
    );
    const { onDone } = renderForm();
    type(t('bookings:fields.flightNumber'), '');
    save();
    expect(await screen.findByText(t('bookings:edit.flightRequired'))).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the traveller fields, and no flight for an hourly trip', async () => {
    const hourly = { ...booking, direction: 'Hourly', flightNumber: null, location: null } as AgentBooking;
    const fetchMock = stubFetch(() => Response.json(hourly));
    const { onDone } = renderForm(hourly);
    expect(screen.queryByRole('textbox', { name: new RegExp(t('bookings:fields.flightNumber')) })).toBeNull();
    type(t('bookings:fields.notes'), 'Two child seats');
    save();
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`/api/agents-bookings/${booking.id}`);
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({
      travellerName: 'Sara Ali',
      travellerPhone: '+966501234567',
      travellerEmail: '',
      travellerNationality: 'SA',
      notes: 'Two child seats',
    });
  });
});
