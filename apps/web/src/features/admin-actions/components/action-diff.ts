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

/** The name an action's record goes by, from its snapshot: a booking reference, a person or a bilingual name. */
export function recordName(action: Pick<AdminAction, 'before' | 'after'>, language: string): string | null {
  const snapshot = action.after ?? action.before ?? {};
  const pick = (key: string) => (typeof snapshot[key] === 'string' ? (snapshot[key] as string) : null);
  return (
    pick('reference') ??
    pick('name') ??
    (language === 'en' ? pick('nameEn') : pick('nameAr')) ??
    pick('nameEn')
  );
}
