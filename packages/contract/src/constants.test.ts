import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { regexes } from 'zod/v4/core';
import { isUuid, uuidPattern } from './constants';

describe('isUuid', () => {
  it('agrees with z.uuid() on ids, near-ids and other values', () => {
    expect(uuidPattern.source).toBe(regexes.uuid().source);
    const samples: unknown[] = [
      crypto.randomUUID(),
      crypto.randomUUID().toUpperCase(),
      '00000000-0000-0000-0000-000000000000',
      'ffffffff-ffff-ffff-ffff-ffffffffffff',
      '0190b0d6-7c1e-7a5b-9c3d-1f2e3d4c5b6a', // version 7
      '0190b0d6-7c1e-9a5b-9c3d-1f2e3d4c5b6a', // version 9: not a UUID
      '0190b0d6-7c1e-4a5b-7c3d-1f2e3d4c5b6a', // bad variant
      '0190b0d6-7c1e-4a5b-9c3d-1f2e3d4c5b6',
      ` ${crypto.randomUUID()}`,
      '',
      null,
      undefined,
      42,
    ];
    for (const sample of samples)
      expect(isUuid(sample), String(sample)).toBe(z.uuid().safeParse(sample).success);
  });
});
