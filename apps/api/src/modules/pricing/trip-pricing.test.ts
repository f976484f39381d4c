import { describe, expect, it } from 'vitest';
import { priceTrip } from './trip-pricing';

const service = { price: 15_000, hourlyPrice: 8_000, minHours: 3 };
const seat = {
  extra: { id: '00000000-0000-4000-8000-000000000001', nameAr: 'مقعد', nameEn: 'Seat', price: 2_500 },
  quantity: 2,
};

describe('priceTrip', () => {
  it('charges the transfer price both ways, with extras × quantity', () => {
    for (const direction of ['Arrival', 'Leaving'] as const) {
      expect(priceTrip({ direction, service, extras: [seat], currency: 'SAR' })).toEqual({
        transferPrice: 15_000,
        hourlyPrice: null,
        hours: null,
        surcharges: [],
        surchargesTotal: 0,
        extras: [
          {
            extraServiceId: seat.extra.id,
            nameAr: 'مقعد',
            nameEn: 'Seat',
            unitPrice: 2_500,
            quantity: 2,
            total: 5_000,
          },
        ],
        extrasTotal: 5_000,
        total: 20_000,
        currency: 'SAR',
      });
    }
  });

  it('charges Hourly by the hour, the minimum hours by default', () => {
    expect(priceTrip({ direction: 'Hourly', service, extras: [], currency: 'SAR' })).toMatchObject({
      transferPrice: 0,
      hours: 3,
      total: 24_000,
    });
    expect(
      priceTrip({ direction: 'Hourly', service, hours: 10, extras: [seat], currency: 'SAR' })?.total,
    ).toBe(85_000);
  });

  it('cannot price Hourly below the minimum or without an hourly price', () => {
    expect(priceTrip({ direction: 'Hourly', service, hours: 2, extras: [], currency: 'SAR' })).toBeNull();
    const transferOnly = { price: 15_000, hourlyPrice: null, minHours: null };
    expect(priceTrip({ direction: 'Hourly', service: transferOnly, extras: [], currency: 'SAR' })).toBeNull();
  });
});
