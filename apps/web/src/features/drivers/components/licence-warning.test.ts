import { describe, expect, it } from 'vitest';
import { licenceState } from './licence-warning';

describe('licenceState', () => {
  const today = new Date('2026-11-25T21:00:00Z');
  it('warns from 30 days before the expiry day, and once it has passed', () => {
    expect(licenceState('2026-12-26', today)).toBeNull();
    expect(licenceState('2026-12-25', today)).toEqual({ state: 'soon', days: 30 });
    expect(licenceState('2026-11-25', today)).toEqual({ state: 'soon', days: 0 });
    expect(licenceState('2026-11-24', today)).toEqual({ state: 'expired', days: -1 });
  });
  it('says nothing about a date not yet typed in full', () => {
    expect(licenceState('2026-1', today)).toBeNull();
  });
});
