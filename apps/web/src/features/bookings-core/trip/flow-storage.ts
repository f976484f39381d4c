/**
 * What the booking flow keeps in sessionStorage (the tab's session, gone when it closes): the traveller
 * form with the chosen extras, and the Idempotency-Key of the confirmation being sent. The trip itself is in
 * the URL (trip-params.ts).
 */

export interface TravellerDraft {
  travellerName: string;
  travellerPhone: string;
  travellerEmail: string;
  travellerNationality: string;
  notes: string;
  /** Extra service id ⇒ quantity (only quantities above 0). */
  extras: Record<string, number>;
}

export const emptyTraveller: TravellerDraft = {
  travellerName: '',
  travellerPhone: '',
  travellerEmail: '',
  travellerNationality: '',
  notes: '',
  extras: {},
};

const TRAVELLER_KEY = 'masar.booking.traveller';
const IDEMPOTENCY_KEY = 'masar.booking.idempotency';

function read<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the flow still works, it just does not survive a reload.
  }
}

export function readTravellerDraft(): TravellerDraft {
  const stored = read<Partial<TravellerDraft>>(TRAVELLER_KEY) ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const extras = Object.fromEntries(
    Object.entries(stored.extras ?? {}).filter(
      (entry): entry is [string, number] => Number.isInteger(entry[1]) && entry[1] > 0,
    ),
  );
  return {
    travellerName: text(stored.travellerName),
    travellerPhone: text(stored.travellerPhone),
    travellerEmail: text(stored.travellerEmail),
    travellerNationality: text(stored.travellerNationality),
    notes: text(stored.notes),
    extras,
  };
}

export function saveTravellerDraft(draft: TravellerDraft): void {
  write(TRAVELLER_KEY, draft);
}

/** A v4 UUID; crypto.randomUUID exists only on HTTPS and localhost, getRandomValues everywhere. */
function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The Idempotency-Key for sending this exact booking: the same body gets the same key (a retry after a
 * network error can never book twice), a changed body a new one (the server rejects a reused key).
 */
export function idempotencyKeyFor(body: string): string {
  const stored = read<{ key: string; body: string }>(IDEMPOTENCY_KEY);
  if (stored?.body === body && stored.key) return stored.key;
  const key = newKey();
  write(IDEMPOTENCY_KEY, { key, body });
  return key;
}

/** After a booking (or "Book another"): the next booking starts from a clean form and a new key. */
export function clearBookingFlow(): void {
  try {
    sessionStorage.removeItem(TRAVELLER_KEY);
    sessionStorage.removeItem(IDEMPOTENCY_KEY);
  } catch {
    // Nothing stored.
  }
}
