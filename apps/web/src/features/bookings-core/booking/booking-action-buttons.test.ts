import { describe, expect, it } from 'vitest';
import { offeredActions } from './booking-action-buttons';

describe('offeredActions', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');

  it('offers Complete only once the pickup time has come', () => {
    const tomorrow = { pickupAt: '2026-03-02T12:00:00Z' };
    const anHourAgo = { pickupAt: '2026-03-01T11:00:00Z' };
    expect(offeredActions(tomorrow, ['complete', 'refund'], now)).toEqual(['refund']);
    expect(offeredActions(anHourAgo, ['complete', 'refund'], now)).toEqual(['complete', 'refund']);
    expect(offeredActions({ pickupAt: '2026-03-01T12:00:00Z' }, ['complete', 'cancel'], now)).toEqual([
      'complete',
      'cancel',
    ]);
  });

  it('leaves the other moves alone', () => {
    expect(offeredActions({ pickupAt: '2026-03-09T12:00:00Z' }, ['accept', 'cancel'], now)).toEqual([
      'accept',
      'cancel',
    ]);
  });
});
