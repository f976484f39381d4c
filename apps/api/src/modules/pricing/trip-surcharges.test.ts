import { describe, expect, it } from 'vitest';
import { priceTrip } from './trip-pricing';
import { localTimeOf, percentOf, type SurchargeRule, surchargeLinesOf } from './trip-surcharges';

const rule = (fields: Partial<SurchargeRule>): SurchargeRule => ({
  id: fields.nameEn ?? 'rule',
  nameAr: 'قاعدة',
  nameEn: 'Rule',
  kind: 'Percent',
  value: 2_000,
  fromTime: null,
  toTime: null,
  days: [],
  fromDate: null,
  toDate: null,
  areaId: null,
  carType: null,
  priority: 0,
  ...fields,
});
const night = rule({ nameEn: 'Night', fromTime: '22:00', toTime: '05:00' });
const trip = (iso: string, fields: { areaIds?: string[]; carType?: string } = {}) => ({
  pickupAt: new Date(iso),
  timeZone: 'Asia/Riyadh',
  areaIds: fields.areaIds ?? ['riyadh'],
  carType: fields.carType ?? 'Sedan',
});
const names = (rules: SurchargeRule[], iso: string, fields = {}) =>
  surchargeLinesOf(rules, trip(iso, fields), 10_000).map((line) => line.surchargeId);

describe('surcharge matching (decision 0014)', () => {
  it('reads the pickup in the business time zone', () => {
    // 19:30 UTC is 22:30 in Riyadh, on Friday 2027-05-14.
    expect(localTimeOf(new Date('2027-05-14T19:30:00Z'), 'Asia/Riyadh')).toEqual({
      date: '2027-05-14',
      time: '22:30',
      weekday: 5,
    });
  });

  it('a window across midnight covers 22:00 up to (not including) 05:00 Riyadh time', () => {
    expect(names([night], '2027-05-14T18:59:00Z')).toEqual([]); // 21:59
    expect(names([night], '2027-05-14T19:00:00Z')).toEqual(['Night']); // 22:00
    expect(names([night], '2027-05-14T21:30:00Z')).toEqual(['Night']); // 00:30 the next day
    expect(names([night], '2027-05-15T01:59:00Z')).toEqual(['Night']); // 04:59
    expect(names([night], '2027-05-15T02:00:00Z')).toEqual([]); // 05:00
    const day = rule({ nameEn: 'Day', fromTime: '08:00', toTime: '17:00' });
    expect(names([day], '2027-05-14T05:00:00Z')).toEqual(['Day']); // 08:00
    expect(names([day], '2027-05-14T14:00:00Z')).toEqual([]); // 17:00
  });

  it('a date range holds from the first day 00:00 to the last day 23:59, Riyadh time', () => {
    const hajj = rule({ nameEn: 'Hajj', fromDate: '2027-05-10', toDate: '2027-05-20' });
    expect(names([hajj], '2027-05-09T20:59:00Z')).toEqual([]); // 23:59 on the 9th
    expect(names([hajj], '2027-05-09T21:00:00Z')).toEqual(['Hajj']); // 00:00 on the 10th
    expect(names([hajj], '2027-05-20T20:59:00Z')).toEqual(['Hajj']); // 23:59 on the 20th
    expect(names([hajj], '2027-05-20T21:00:00Z')).toEqual([]); // 00:00 on the 21st
  });

  it('days of the week, the area of either end and the car type narrow a rule', () => {
    const weekend = rule({ nameEn: 'Weekend', days: [5, 6] });
    expect(names([weekend], '2027-05-14T09:00:00Z')).toEqual(['Weekend']); // Friday
    expect(names([weekend], '2027-05-16T09:00:00Z')).toEqual([]); // Sunday
    const airport = rule({ nameEn: 'Airport area', areaId: 'airport' });
    expect(names([airport], '2027-05-16T09:00:00Z', { areaIds: ['riyadh', 'airport'] })).toEqual([
      'Airport area',
    ]);
    expect(names([airport], '2027-05-16T09:00:00Z', { areaIds: ['riyadh'] })).toEqual([]);
    const vans = rule({ nameEn: 'Vans', carType: 'Van' });
    expect(names([vans], '2027-05-16T09:00:00Z', { carType: 'Van' })).toEqual(['Vans']);
    expect(names([vans], '2027-05-16T09:00:00Z')).toEqual([]);
  });

  it('only the highest priority applies; equal priorities add up', () => {
    const hajj = rule({
      nameEn: 'Hajj',
      value: 3_500,
      priority: 10,
      fromDate: '2027-05-10',
      toDate: '2027-05-20',
    });
    const fee = rule({ nameEn: 'Fee', kind: 'Fixed', value: 500, priority: 10 });
    const atNightInHajj = '2027-05-14T20:00:00Z';
    expect(names([night, hajj], atNightInHajj)).toEqual(['Hajj']);
    const lines = surchargeLinesOf([night, hajj, fee], trip(atNightInHajj), 10_000);
    expect(lines.map((line) => [line.nameEn, line.rate, line.total])).toEqual([
      ['Fee', null, 500],
      ['Hajj', 3_500, 3_500],
    ]);
    expect(names([night, hajj], '2027-06-14T20:00:00Z')).toEqual(['Night']);
  });

  it('a percent is rounded half up to the minor unit', () => {
    expect(percentOf(12_345, 2_000)).toBe(2_469); // 2469.0
    expect(percentOf(1_005, 5_000)).toBe(503); // 502.5 ↑
    expect(percentOf(1_001, 5_000)).toBe(501); // 500.5 ↑
    expect(percentOf(1_003, 1_250)).toBe(125); // 125.375 ↓
    expect(percentOf(100_000_000 * 24, 10_000)).toBe(2_400_000_000);
  });

  it('priceTrip: a percent of the fare (hourly × hours), never of the extras; total adds all three', () => {
    const price = priceTrip({
      direction: 'Hourly',
      service: { price: 0, hourlyPrice: 4_999, minHours: 2 },
      hours: 3,
      extras: [{ extra: { id: 'seat', nameAr: 'مقعد', nameEn: 'Seat', price: 1_000 }, quantity: 2 }],
      surcharges: { rules: [night], trip: trip('2027-05-14T20:00:00Z') },
      currency: 'SAR',
    });
    // fare 149.97; 20 % = 29.994 → 29.99
    expect(price).toMatchObject({
      surchargesTotal: 2_999,
      extrasTotal: 2_000,
      total: 14_997 + 2_999 + 2_000,
    });
    const noTime = priceTrip({
      direction: 'Arrival',
      service: { price: 10_000, hourlyPrice: null, minHours: null },
      extras: [],
      surcharges: null,
      currency: 'SAR',
    });
    expect(noTime).toMatchObject({ surcharges: [], surchargesTotal: 0, total: 10_000 });
  });
});
