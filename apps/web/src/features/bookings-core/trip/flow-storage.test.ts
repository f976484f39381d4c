import { afterEach, describe, expect, it } from 'vitest';
import {
  clearBookingFlow,
  emptyTraveller,
  idempotencyKeyFor,
  readTravellerDraft,
  saveTravellerDraft,
} from './flow-storage';

afterEach(() => sessionStorage.clear());

describe('the booking flow in sessionStorage', () => {
  it('keeps one Idempotency-Key per request body, so a retry never books twice', () => {
    const first = idempotencyKeyFor('{"a":1}');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(idempotencyKeyFor('{"a":1}')).toBe(first);
    const changed = idempotencyKeyFor('{"a":2}');
    expect(changed).not.toBe(first);
    clearBookingFlow();
    expect(idempotencyKeyFor('{"a":2}')).not.toBe(changed);
  });

  it('keeps the traveller form and only sensible extras quantities', () => {
    saveTravellerDraft({ ...emptyTraveller, travellerName: 'Sara', extras: { a: 2, b: 0 } });
    expect(readTravellerDraft()).toEqual({ ...emptyTraveller, travellerName: 'Sara', extras: { a: 2 } });
    sessionStorage.setItem('masar.booking.traveller', '{"travellerName":5,"extras":{"a":1.5,"b":-1}}');
    expect(readTravellerDraft()).toEqual(emptyTraveller);
    sessionStorage.setItem('masar.booking.traveller', 'not json');
    expect(readTravellerDraft()).toEqual(emptyTraveller);
  });
});
