import { describe, expect, it } from 'vitest';
import { addDays, parseChartPeriod, todayAndMonth } from './report-period';

describe('dashboard periods', () => {
  it('moves days across months and leap days', () => {
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-01-31', 1)).toBe('2026-02-01');
    expect(addDays('2026-01-30', -29)).toBe('2026-01-01');
  });

  it('gives today and this month up to today', () => {
    expect(todayAndMonth('2026-11-22')).toEqual({
      today: { from: '2026-11-22', to: '2026-11-22' },
      month: { from: '2026-11-01', to: '2026-11-22' },
    });
  });

  it('defaults to the last 30 days by day, keeping a chosen granularity', () => {
    expect(parseChartPeriod({}, '2026-11-22').query).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
      granularity: 'day',
    });
    expect(parseChartPeriod({ granularity: 'week', from: '2026-13-01' }, '2026-11-22').query).toEqual({
      from: '2026-10-24',
      to: '2026-11-22',
      granularity: 'week',
    });
    expect(parseChartPeriod({ granularity: 'year' }, '2026-11-22').query?.granularity).toBe('day');
  });

  it('takes a chosen period the API would take, and says what is wrong with one it would not', () => {
    expect(
      parseChartPeriod({ from: '2026-01-01', to: '2026-03-31', granularity: 'month' }, '2026-11-22'),
    ).toEqual({
      query: { from: '2026-01-01', to: '2026-03-31', granularity: 'month' },
      problem: null,
      dates: { from: '2026-01-01', to: '2026-03-31' },
    });
    expect(parseChartPeriod({ from: '2026-02-01', to: '2026-01-01' }, '2026-11-22')).toMatchObject({
      query: null,
      problem: 'rangeError',
    });
    expect(parseChartPeriod({ from: '2024-01-01', to: '2026-01-01' }, '2026-11-22')).toMatchObject({
      query: null,
      problem: 'tooLong',
    });
  });
});
