import { describe, expect, it } from 'vitest';
import { staleKeysOf } from './use-live-updates';

describe('staleKeysOf', () => {
  it('refreshes booking lists on status changes, and the wallet too when money moved', () => {
    expect(staleKeysOf('agentBooking.accepted')).toContainEqual(['agent-bookings']);
    expect(staleKeysOf('agentBooking.accepted')).toContainEqual(['admin-agent-bookings']);
    expect(staleKeysOf('agentBooking.accepted')).not.toContainEqual(['transactions']);
    for (const type of ['agentBooking.created', 'agentBooking.refunded', 'agentBooking.cancelled']) {
      expect(staleKeysOf(type)).toEqual(
        expect.arrayContaining([['agent-bookings'], ['transactions'], ['agent-profile']]),
      );
    }
    expect(staleKeysOf('balance.changed')).toEqual(
      expect.arrayContaining([['transactions'], ['agent-profile']]),
    );
    expect(staleKeysOf('balance.changed')).not.toContainEqual(['agent-bookings']);
    expect(staleKeysOf('customerBooking.accepted')).toContainEqual(['customer-bookings']);
    expect(staleKeysOf('announcement')).toEqual([]);
    expect(staleKeysOf('dispatch.changed')).toEqual([
      ['drivers', 'dispatch'],
      ['drivers', 'assignment'],
    ]);
    expect(staleKeysOf('driverJob.status')).toEqual([['drivers']]);
    expect(staleKeysOf('customerBooking.created')).toContainEqual(['drivers', 'dispatch']);
    expect(staleKeysOf('agentBooking.created')).toContainEqual(['drivers', 'dispatch']);
  });
});
