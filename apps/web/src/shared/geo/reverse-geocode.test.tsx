import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHookWithProviders } from '../test/render-with-providers';
import { reverseGeocodePoint } from './geo-api';
import { type PickedPoint, usePointPicker } from './reverse-geocode';

vi.mock('./geo-api', () => ({ reverseGeocodePoint: vi.fn() }));
afterEach(() => vi.mocked(reverseGeocodePoint).mockReset());

describe('usePointPicker', () => {
  it('reports the coordinates at once, then the address; a slow answer for an earlier click is dropped', async () => {
    const answers = new Map<number, (address: string | null) => void>();
    vi.mocked(reverseGeocodePoint).mockImplementation(
      (point) => new Promise((resolve) => answers.set(point.lat, resolve)),
    );
    const reported: PickedPoint[] = [];
    const { result } = await renderHookWithProviders(() =>
      usePointPicker((place) => reported.push(place), 'visitor'),
    );

    let first: Promise<void> | undefined;
    let second: Promise<void> | undefined;
    act(() => {
      first = result.current.pick({ lat: 24.1, lng: 46.1 });
    });
    act(() => {
      second = result.current.pick({ lat: 24.2, lng: 46.2 });
    });
    expect(reported.map((place) => place.address)).toEqual(['24.10000, 46.10000', '24.20000, 46.20000']);

    await vi.waitFor(() => expect(answers.size).toBe(2));
    await act(async () => {
      answers.get(24.2)?.('Olaya Street');
      await second;
      answers.get(24.1)?.('Old answer');
      await first;
    });
    expect(reported.map((place) => place.address)).toEqual([
      '24.10000, 46.10000',
      '24.20000, 46.20000',
      'Olaya Street',
    ]);
    expect(reported.at(-1)).toEqual({ lat: 24.2, lng: 46.2, address: 'Olaya Street', placeId: null });
  });
});
