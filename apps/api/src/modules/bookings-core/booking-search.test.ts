import { describe, expect, it } from 'vitest';
import { isSelective } from './booking-search';

describe("isSelective: which searches ask the trigram index before a list's first rows", () => {
  it('references and phones, whole or in part, and terms of several pieces (a full name)', () => {
    for (const search of [
      'MS-261128-0042',
      'ms-2611',
      '261128-00',
      '0123',
      '+966 50 123',
      '42',
      'Sara Al-Otaibi 7',
      'Sara Otaibi',
      'سارة العتيبي',
      'MS-DSP-1',
    ]) {
      expect(isSelective(search)).toBe(true);
    }
  });

  it('a single name, a flight and short words', () => {
    for (const search of ['Al-Harbi', 'SV1', 'سارة', 'ms', '12a', 'Al Ali']) {
      expect(isSelective(search)).toBe(false);
    }
  });
});
