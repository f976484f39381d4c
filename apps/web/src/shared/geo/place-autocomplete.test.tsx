import type { Suggestion } from '@masar/contract/geocoding';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { renderWithProviders } from '../test/render-with-providers';
import { type PickedPlace, PlaceAutocomplete } from './place-autocomplete';
import { addressOf, groupSuggestions, pickedPlaceOf } from './suggestions';

const airport: Suggestion = {
  source: 'location',
  id: '11111111-1111-4111-8111-111111111111',
  locationId: '11111111-1111-4111-8111-111111111111',
  label: 'King Khalid Airport',
  secondary: 'Riyadh',
  lat: 24.96,
  lng: 46.7,
};
const office: Suggestion = {
  source: 'place',
  id: '22222222-2222-4222-8222-222222222222',
  placeId: '22222222-2222-4222-8222-222222222222',
  label: 'Kingdom Office',
  secondary: 'Olaya St, Riyadh',
  lat: 24.71,
  lng: 46.67,
};
const street: Suggestion = {
  source: 'geocoder',
  id: 'ChIJ-kingdom',
  label: 'Kingdom Centre',
  secondary: 'King Fahd Road, Riyadh',
  lat: null,
  lng: null,
};

describe('suggestion helpers', () => {
  it('group by source in a fixed order, keeping the order inside a group and no empty group', () => {
    const second = { ...airport, id: 'second', label: 'Second airport' };
    expect(groupSuggestions([street, airport, second])).toEqual([
      { source: 'location', items: [airport, second] },
      { source: 'geocoder', items: [street] },
    ]);
    expect(groupSuggestions([])).toEqual([]);
  });

  it('keep a location’s name alone, and a place’s or address’s name with the rest', () => {
    expect(addressOf(airport)).toBe('King Khalid Airport');
    expect(addressOf(office)).toBe('Kingdom Office, Olaya St, Riyadh');
    expect(addressOf({ ...street, secondary: null })).toBe('Kingdom Centre');
    expect(pickedPlaceOf(street, { lat: 1, lng: 2 })).toEqual({
      address: 'Kingdom Centre, King Fahd Road, Riyadh',
      lat: 1,
      lng: 2,
      placeId: null,
      locationId: null,
    });
  });
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function setup(answer: (url: URL) => Response) {
  const fetchMock = vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(async (input) => answer(new URL(String(input), 'http://localhost')));
  const onChange = vi.fn<(place: PickedPlace | null) => void>();
  const field = (value: PickedPlace | null) => (
    <PlaceAutocomplete label="Pickup" value={value} onChange={onChange} />
  );
  const { rerender } = await renderWithProviders(field(null));
  const input = screen.getByRole('combobox', { name: 'Pickup' });
  const requests = () => fetchMock.mock.calls.map(([url]) => new URL(String(url), 'http://localhost'));
  /** The parent sets the value (a click on the map, a reset). */
  const setValue = (value: PickedPlace | null) => rerender(field(value));
  return { input, onChange, requests, setValue };
}

afterEach(cleanup);

describe('PlaceAutocomplete', () => {
  it('searches once after typing stops and lists the groups; a failed geocoder keeps local results', async () => {
    const { input, requests } = await setup(() =>
      json(200, { suggestions: [airport, office], external: 'failed' }),
    );
    fireEvent.focus(input);
    for (const text of ['k', 'ki', 'kin']) fireEvent.change(input, { target: { value: text } });
    expect(await screen.findByText(i18n.t('geo:groups.location'))).toBeTruthy();
    expect(screen.getByText(i18n.t('geo:groups.place'))).toBeTruthy();
    expect(screen.queryByText(i18n.t('geo:groups.geocoder'))).toBeNull();
    expect(screen.getByRole('option', { name: /King Khalid Airport/ })).toBeTruthy();
    expect(screen.getByText(i18n.t('geo:autocompleteFailed'))).toBeTruthy();
    const searched = requests();
    expect(searched).toHaveLength(1);
    expect(searched[0]?.pathname).toBe('/api/geo/autocomplete');
    expect(Object.fromEntries(searched[0]?.searchParams ?? [])).toEqual({ q: 'kin', lang: 'ar' });
  });

  it('picks a suggestion with coordinates by keyboard, without geocoding', async () => {
    const { input, onChange, requests } = await setup(() =>
      json(200, { suggestions: [airport], external: 'off' }),
    );
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'king' } });
    await screen.findByRole('option', { name: /King Khalid Airport/ });
    fireEvent.keyDown(input, { key: 'ArrowDown', code: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith({
      address: 'King Khalid Airport',
      lat: 24.96,
      lng: 46.7,
      placeId: null,
      locationId: airport.id,
    });
    expect((input as HTMLInputElement).value).toBe('King Khalid Airport');
    expect(requests().map((url) => url.pathname)).toEqual(['/api/geo/autocomplete']);
  });

  it('geocodes an address picked without coordinates', async () => {
    const { input, onChange, requests } = await setup((url) =>
      url.pathname.endsWith('/geocode')
        ? json(200, { address: 'King Fahd Rd, Riyadh', lat: 24.7113, lng: 46.6744 })
        : json(200, { suggestions: [street], external: 'ok' }),
    );
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'kingdom' } });
    fireEvent.click(await screen.findByRole('option', { name: /Kingdom Centre/ }));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith({
        address: 'Kingdom Centre, King Fahd Road, Riyadh',
        lat: 24.7113,
        lng: 46.6744,
        placeId: null,
        locationId: null,
      }),
    );
    const geocode = requests().find((url) => url.pathname === '/api/geo/geocode');
    expect(geocode?.searchParams.get('ref')).toBe('ChIJ-kingdom');
  });

  it('shows Geocoding failed when the pick cannot be located, and reports no place', async () => {
    const { input, onChange } = await setup((url) =>
      url.pathname.endsWith('/geocode')
        ? json(502, { statusCode: 502, error: 'Bad Gateway', message: 'Geocoding failed' })
        : json(200, { suggestions: [street], external: 'ok' }),
    );
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'kingdom' } });
    fireEvent.click(await screen.findByRole('option', { name: /Kingdom Centre/ }));
    expect(await screen.findByText(i18n.t('geo:geocodingFailed'))).toBeTruthy();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows a value set from outside without searching for it, and reports null once edited', async () => {
    const { input, onChange, requests, setValue } = await setup(() =>
      json(200, { suggestions: [], external: 'ok' }),
    );
    setValue({ address: 'Olaya St, Riyadh', lat: 24.7, lng: 46.68 });
    expect((input as HTMLInputElement).value).toBe('Olaya St, Riyadh');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(requests()).toEqual([]);
    fireEvent.change(input, { target: { value: 'Olaya St' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(requests()).toHaveLength(1));
    setValue(null);
    expect((input as HTMLInputElement).value).toBe('Olaya St');
  });

  it('says so when nothing matches', async () => {
    const { input } = await setup(() => json(200, { suggestions: [], external: 'ok' }));
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zz' } });
    expect(await screen.findByText(i18n.t('geo:noResults'))).toBeTruthy();
  });
});
