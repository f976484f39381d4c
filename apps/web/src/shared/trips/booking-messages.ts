import { IDEMPOTENCY_KEY_REUSED, INSUFFICIENT_BALANCE } from '@masar/contract/agent-bookings';
import { FLIGHT_NUMBER_FORMAT, minimumOfHoursMessage } from '@masar/contract/trips';
import { localizeServerMessage } from '../forms/server-messages';
import { i18n } from '../i18n/i18n';

/**
 * The booking API's messages (English, DESIGN §3) in the page language. The field prefix ("pickupAt: …")
 * is already gone when a message gets here; unknown ones go through the app's shared translations.
 */
export function localizeBookingMessage(message: string): string {
  const text = message.replace(/^[a-zA-Z.\d]+:\s*/, '');
  if (text === INSUFFICIENT_BALANCE) return i18n.t('agent-booking:serverMessages.insufficientBalance');
  if (text === IDEMPOTENCY_KEY_REUSED) return i18n.t('agent-booking:serverMessages.keyReused');
  if (text === FLIGHT_NUMBER_FORMAT) return i18n.t('agent-booking:time.errors.flightFormat');
  if (text.startsWith('Give the flight number')) return i18n.t('agent-booking:time.errors.flightRequired');
  if (text.startsWith('The pickup must be at least'))
    return i18n.t('agent-booking:serverMessages.pickupTooSoon');
  if (text.startsWith('The pickup must be within'))
    return i18n.t('agent-booking:serverMessages.pickupTooFar');
  if (text.startsWith('This car is not offered')) return i18n.t('agent-booking:serverMessages.carGone');
  const minHours = minimumOfHoursMessage(text);
  if (minHours !== null) return i18n.t('agent-booking:serverMessages.hoursBelowMinimum', { count: minHours });
  return localizeServerMessage(text);
}
