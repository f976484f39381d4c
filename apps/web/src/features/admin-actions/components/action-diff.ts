import type { AdminAction } from '@masar/contract/admin-actions';

/** One field of an action's before/after, and whether the action changed it. */
export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

/** Same value, compared by content (snapshots are JSON: arrays and objects compare by their JSON). */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === undefined || b === undefined) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * Every field of the before and after snapshots, in the order they first appear, each marked changed or
 * not. A creation has only an after and a deletion only a before: every field counts as changed.
 */
export function fieldChanges(action: Pick<AdminAction, 'before' | 'after'>): FieldChange[] {
  const before = action.before ?? {};
  const after = action.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields.map((field) => ({
    field,
    before: before[field],
    after: after[field],
    changed: !action.before || !action.after || !sameValue(before[field], after[field]),
  }));
}

/** A bilingual name in the page language (the English one when the Arabic is missing). */
function nameIn(value: unknown, language: string): string | null {
  if (!value || typeof value !== 'object') return null;
  const names = value as Record<string, unknown>;
  const pick = (key: string) => (typeof names[key] === 'string' ? (names[key] as string) : null);
  return (language === 'en' ? pick('nameEn') : pick('nameAr')) ?? pick('nameEn');
}

/**
 * The name an action's record goes by, from its snapshot: a booking reference, a person, a bilingual
 * name, the seller's legal name, or for a taxi service (which has no name of its own) its car and area: "Camry — Riyadh".
 */
export function recordName(action: Pick<AdminAction, 'before' | 'after'>, language: string): string | null {
  const snapshot = action.after ?? action.before ?? {};
  const pick = (key: string) => (typeof snapshot[key] === 'string' ? (snapshot[key] as string) : null);
  const car = nameIn(snapshot.car, language);
  const area = nameIn(snapshot.area, language);
  return (
    pick('reference') ??
    pick('name') ??
    nameIn(snapshot, language) ??
    // The seller (invoices): its legal name.
    nameIn({ nameAr: snapshot.legalNameAr, nameEn: snapshot.legalNameEn }, language) ??
    (car && area ? `${car} — ${area}` : null)
  );
}
