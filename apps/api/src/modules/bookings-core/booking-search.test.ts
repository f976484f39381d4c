import { describe, expect, it } from 'vitest';
import { isNumberLike } from './booking-search';

describe("isNumberLike: which searches skip a list's first rows", () => {
  it('references and phones, whole or in part', () => {
    for (const search of ['MS-261128-0042', 'ms-2611', '261128-00', '0123', '+966 50 123', '42']) {
      expect(isNumberLike(search)).toBe(true);
    }
  });

  it('names, flights and anything with a letter', () => {
    for (const search of ['Al-Harbi', 'SV1', 'سارة', 'MS-DSP-1', 'ms', '12a']) {
      expect(isNumberLike(search)).toBe(false);
    }
  });
});
