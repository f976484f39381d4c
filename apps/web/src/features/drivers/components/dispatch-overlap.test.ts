import type { DispatchDriver, DispatchTrip } from '@masar/contract/drivers';
import { describe, expect, it } from 'vitest';
import { nextUnassigned, overlapsOf, shiftDay } from './dispatch-overlap';

const job = (bookingId: string, pickupAt: string, endsAt: string) => ({
  bookingKind: 'Agent' as const,
  bookingId,
  reference: bookingId,
  pickupAt,
  endsAt,
});
const driver = { jobs: [job('a', '2027-01-01T08:00:00Z', '2027-01-01T09:30:00Z')] } as DispatchDriver;

describe('the dispatch picker', () => {
  it('flags a job that overlaps, not one that only touches, nor the trip itself', () => {
    expect(
      overlapsOf(
        { bookingId: 'b', pickupAt: '2027-01-01T09:00:00Z', endsAt: '2027-01-01T10:30:00Z' },
        driver,
      ),
    ).toHaveLength(1);
    expect(
      overlapsOf(
        { bookingId: 'b', pickupAt: '2027-01-01T09:30:00Z', endsAt: '2027-01-01T11:00:00Z' },
        driver,
      ),
    ).toEqual([]);
    expect(
      overlapsOf(
        { bookingId: 'a', pickupAt: '2027-01-01T08:00:00Z', endsAt: '2027-01-01T09:30:00Z' },
        driver,
      ),
    ).toEqual([]);
  });

  it('picks the first unassigned trip still to run', () => {
    const trip = (id: string, status: DispatchTrip['status'], assigned: boolean) =>
      ({ bookingId: id, status, job: { driver: assigned ? { id: 'd' } : null } }) as DispatchTrip;
    expect(
      nextUnassigned([
        trip('1', 'Completed', false),
        trip('2', 'Accepted', false),
        trip('3', 'Requested', true),
      ])?.bookingId,
    ).toBe('2');
    expect(nextUnassigned([trip('3', 'Requested', true)])).toBeUndefined();
  });

  it('moves a day across month and year ends', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2027-03-01', -1)).toBe('2027-02-28');
  });
});
