import { IDEMPOTENCY_KEY_REUSED, INSUFFICIENT_BALANCE } from '@masar/contract/agent-bookings';
import { hoursBelowMinimum, minimumOfHoursMessage } from '@masar/contract/trips';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/i18n';
import { localizeBookingMessage } from './booking-messages';

afterEach(() => i18n.changeLanguage('en'));

describe('booking API messages', () => {
  it('are shown in the page language, with or without their field prefix', async () => {
    await i18n.changeLanguage('ar');
    expect(localizeBookingMessage(INSUFFICIENT_BALANCE)).toBe(
      i18n.t('agent-booking:serverMessages.insufficientBalance'),
    );
    expect(localizeBookingMessage('pickupAt: The pickup must be at least 2 hours from now')).toBe(
      i18n.t('agent-booking:serverMessages.pickupTooSoon'),
    );
    expect(localizeBookingMessage('flightNumber: Give the flight number of an airport trip')).toBe(
      i18n.t('agent-booking:time.errors.flightRequired'),
    );
    expect(localizeBookingMessage(IDEMPOTENCY_KEY_REUSED)).toBe(
      i18n.t('agent-booking:serverMessages.keyReused'),
    );
    expect(localizeBookingMessage(INSUFFICIENT_BALANCE)).not.toBe(INSUFFICIENT_BALANCE);
  });

  it('say the hourly minimum the server names', async () => {
    await i18n.changeLanguage('ar');
    const message = localizeBookingMessage(`hours: ${hoursBelowMinimum(3)}`);
    expect(message).toBe('احجز 3 ساعات على الأقل: لا تُستأجر أي سيارة هنا لمدة أقل.');
    expect(minimumOfHoursMessage(hoursBelowMinimum(12))).toBe(12);
    expect(minimumOfHoursMessage('Something new')).toBeNull();
  });

  it('keeps unknown messages as they came', () => {
    expect(localizeBookingMessage('Something new')).toBe('Something new');
  });
});
