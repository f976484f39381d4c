import { describe, expect, it } from 'vitest';
import { parsePaymentsUrl } from './use-payments-search';

const agentId = '4f0c1c9e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

describe('parsePaymentsUrl', () => {
  it('reads every filter the payments list keeps in the URL', () => {
    const { params, filtered, rangeInvalid } = parsePaymentsUrl(3, 'MS-2601', {
      agentId,
      type: 'TopUp',
      direction: 'Incoming',
      from: '2026-01-01',
      to: '2026-01-31',
      sort: 'amount',
      limit: '50',
    });
    expect(params).toEqual({
      page: 3,
      limit: 50,
      search: 'MS-2601',
      agentId,
      type: 'TopUp',
      direction: 'Incoming',
      from: '2026-01-01',
      to: '2026-01-31',
      sort: 'amount',
    });
    expect(filtered).toBe(true);
    expect(rangeInvalid).toBe(false);
  });

  it('treats unknown or malformed values as "all" and drops the end of a backwards range', () => {
    const { params, filtered, rangeInvalid } = parsePaymentsUrl(1, '', {
      agentId: 'not-an-id',
      type: 'Gift',
      direction: 'Sideways',
      from: '2026-02-10',
      to: '2026-02-01',
      sort: 'name',
      limit: '7',
    });
    expect(params).toEqual({
      page: 1,
      limit: 10,
      search: undefined,
      agentId: undefined,
      type: undefined,
      direction: undefined,
      from: '2026-02-10',
      to: undefined,
      sort: '-createdAt',
    });
    expect(rangeInvalid).toBe(true);
    expect(filtered).toBe(true);
    expect(parsePaymentsUrl(1, '', {}).filtered).toBe(false);
  });
});
