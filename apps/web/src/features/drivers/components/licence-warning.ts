import { LICENCE_WARNING_DAYS } from '@masar/contract/drivers';

const DAY_MS = 86_400_000;

/** Whole days from today (UTC dates) to a licence's expiry day; negative once expired. */
export function daysUntil(expiry: string, today: Date = new Date()): number {
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Math.round((Date.parse(`${expiry}T00:00:00Z`) - start) / DAY_MS);
}

/** 'expired', 'soon' (within LICENCE_WARNING_DAYS) or null when there is nothing to warn about. */
export function licenceState(
  expiry: string,
  today?: Date,
): { state: 'expired' | 'soon'; days: number } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return null;
  const days = daysUntil(expiry, today);
  if (days < 0) return { state: 'expired', days };
  if (days <= LICENCE_WARNING_DAYS) return { state: 'soon', days };
  return null;
}
