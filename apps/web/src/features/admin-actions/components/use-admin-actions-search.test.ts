import { describe, expect, it } from 'vitest';
import { parseAdminActionsUrl } from './use-admin-actions-search';

const adminId = '4f0c1c9e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';

describe('parseAdminActionsUrl', () => {
  it('reads the admin, action, record type and days from the URL', () => {
    const { params, filtered } = parseAdminActionsUrl(2, {
      adminId,
      action: 'AddBalance',
      entityType: 'Agent',
      from: '2026-01-05',
      to: '2026-01-06',
      limit: '20',
    });
    expect(params).toEqual({
      page: 2,
      limit: 20,
      adminId,
      action: 'AddBalance',
      entityType: 'Agent',
      from: '2026-01-05',
      to: '2026-01-06',
    });
    expect(filtered).toBe(true);
  });

  it('ignores what the log does not know', () => {
    const { params, filtered, rangeInvalid } = parseAdminActionsUrl(1, {
      adminId: '42',
      action: 'Explode',
      entityType: 'Spaceship',
      from: '2026-13-01',
    });
    expect(params).toEqual({
      page: 1,
      limit: 10,
      adminId: undefined,
      action: undefined,
      entityType: undefined,
      from: undefined,
      to: undefined,
    });
    expect(filtered).toBe(false);
    expect(rangeInvalid).toBe(false);
  });
});
