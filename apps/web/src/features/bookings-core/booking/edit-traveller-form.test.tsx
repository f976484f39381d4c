import type { AgentBooking } from '@masar/contract/agent-bookings';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../../shared/api/client';
import { i18n } from '../../../shared/i18n/i18n';
import { renderWithProviders } from '../../../shared/test/render-with-providers';
import { stubFetch } from '../../../shared/test/stub-fetch';
import { agentBookingFixture } from './booking-fixtures';
import { EditTravellerForm } from './edit-traveller-form';

const booking = agentBookingFixture();

async function renderForm(value: AgentBooking = booking) {
  const onDone = vi.fn();
  await renderWithProviders(
    <EditTravellerForm
      booking={value}
      save={(body) => api.patch(`/agents-bookings/${value.id}`, body, { silent: true })}
      onDone={onDone}
    />,
    { language: 'en' },
  );
  return { onDone };
}

/** A text of the page language (the keys are checked by the locale parity test and the form itself). */
const t = (key: `${'bookings' | 'auth'}:${string}`): string => i18n.t(key as never);
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: t('bookings:edit.save') }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('editing a Requested booking', () => {
  it('shows each badly formed field under it, in the page language, and sends nothing', async () => {
    const fetchMock = stubFetch(() => Response.json({}));
    await renderForm();
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
    const { onDone } = await renderForm();
    type(t('bookings:fields.flightNumber'), '');
    save();
    expect(await screen.findByText(t('bookings:edit.flightRequired'))).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('sends the traveller fields, and no flight for an hourly trip', async () => {
    const hourly = agentBookingFixture({ direction: 'Hourly', flightNumber: null, location: null });
    const fetchMock = stubFetch(() => Response.json(hourly));
    const { onDone } = await renderForm(hourly);
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
