import { describe, expect, it } from 'vitest';
import { isoToZoned, todayInZone, zonedToIso, zoneName } from './business-time';

describe('business time zone', () => {
  it('reads a picked day and time as Riyadh wall-clock time, whatever the browser zone', () => {
    expect(zonedToIso('2026-05-01', '14:30')).toBe('2026-05-01T11:30:00.000Z');
    expect(zonedToIso('2026-05-01', '01:15:00')).toBe('2026-04-30T22:15:00.000Z');
    expect(isoToZoned('2026-04-30T22:15:00.000Z')).toEqual({ date: '2026-05-01', time: '01:15' });
  });

  it('follows daylight saving time in zones that have it', () => {
    expect(zonedToIso('2026-07-01', '09:00', 'Europe/London')).toBe('2026-07-01T08:00:00.000Z');
    expect(zonedToIso('2026-01-15', '09:00', 'Europe/London')).toBe('2026-01-15T09:00:00.000Z');
    expect(isoToZoned('2026-07-01T08:00:00.000Z', 'Europe/London')).toEqual({
      date: '2026-07-01',
      time: '09:00',
    });
  });

  it('refuses malformed days and times', () => {
    expect(zonedToIso('2026-13-01', '10:00')).toBeNull();
    expect(zonedToIso('2026-05-01', '24:00')).toBeNull();
    expect(zonedToIso('01/05/2026', '10:00')).toBeNull();
    expect(zonedToIso('2026-05-01', '')).toBeNull();
  });

  it("gives Riyadh's date, which is ahead of UTC late in the evening", () => {
    expect(todayInZone(new Date('2026-05-01T22:30:00Z'))).toBe('2026-05-02');
    expect(todayInZone(new Date('2026-05-01T20:30:00Z'))).toBe('2026-05-01');
  });
});

describe('zoneName', () => {
  it('names the business zone by its city, as the statements and documents do', () => {
    expect(zoneName('ar')).toBe('بتوقيت الرياض');
    expect(zoneName('en')).toBe('Riyadh time');
    // A zone without a city of ours: Intl's long name.
    expect(zoneName('en', 'Asia/Dubai')).toBe('Gulf Standard Time');
  });
});
