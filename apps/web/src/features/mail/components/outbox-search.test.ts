import { describe, expect, it } from 'vitest';
import { outboxParamsOf } from './outbox-search';

describe('outboxParamsOf', () => {
  const base = { page: 2, limit: 25, search: 'agent3', sort: '-createdAt' as const };

  it('passes a known status and kind on', () => {
    expect(outboxParamsOf({ ...base, filters: { status: 'Kept', kind: 'PasswordReset' } })).toEqual({
      ...base,
      status: 'Kept',
      kind: 'PasswordReset',
    });
  });

  it('reads an unknown or empty status or kind (an old or hand-edited link) as "all"', () => {
    const params = outboxParamsOf({ ...base, filters: { status: 'Bounced', kind: '' } });
    expect(params.status).toBeUndefined();
    expect(params.kind).toBeUndefined();
  });
});
