import { isUuid as contractIsUuid } from '@masar/contract/common';
import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';

describe('isUuid', () => {
  it('agrees with the contract on ids, near-ids and other values', () => {
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
    for (const sample of samples) expect(isUuid(sample), String(sample)).toBe(contractIsUuid(sample));
  });
});
