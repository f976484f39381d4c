import { describe, expect, it } from 'vitest';
import { readPeriod, thisMonth } from './statement-period';

const read = (query: string, now = new Date('2026-11-30T21:30:00Z')) =>
  readPeriod(new URLSearchParams(query), now);

describe('readPeriod', () => {
  it('defaults to this month in Riyadh (21:30 UTC on the 30th is already 1 December there)', () => {
    expect(thisMonth(new Date('2026-11-30T21:30:00Z'))).toBe('2026-12');
    expect(read('')).toEqual({
      mode: 'month',
      month: '2026-12',
      rangeInvalid: false,
      period: { month: '2026-12' },
    });
  });

  it('reads a month, and ignores a malformed one', () => {
    expect(read('month=2026-02').period).toEqual({ month: '2026-02' });
    expect(read('month=2026-13').period).toEqual({ month: '2026-12' });
  });

  it('reads days and months written in Arabic-Indic digits, as the API does', () => {
    expect(read('from=٢٠٢٦-١٢-٠١&to=٢٠٢٦-١٢-٣١')).toMatchObject({
      mode: 'dates',
      from: '2026-12-01',
      to: '2026-12-31',
      period: { from: '2026-12-01', to: '2026-12-31' },
    });
    expect(read('month=٢٠٢٦-٠٢').period).toEqual({ month: '2026-02' });
  });

  it('asks for days only once both are chosen and in order', () => {
    expect(read('mode=dates')).toMatchObject({ mode: 'dates', period: undefined, rangeInvalid: false });
    expect(read('from=2026-01-01')).toMatchObject({ mode: 'dates', period: undefined });
    expect(read('from=2026-01-10&to=2026-01-01')).toMatchObject({ period: undefined, rangeInvalid: true });
    expect(read('from=2026-01-01&to=2026-01-10').period).toEqual({ from: '2026-01-01', to: '2026-01-10' });
  });
});
