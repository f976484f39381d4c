import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { COUNT_CAP, cappedCount, toPage } from './pagination';

const { db } = await createTestApp();

describe('capped counts', () => {
  it('counts up to one past the cap and no further', async () => {
    const rows = (n: number) => sql`select 1 from generate_series(1, ${n})`;
    expect(await cappedCount(db, rows(37))).toBe(37);
    expect(await cappedCount(db, rows(COUNT_CAP))).toBe(COUNT_CAP);
    expect(await cappedCount(db, rows(COUNT_CAP * 5))).toBe(COUNT_CAP + 1);
  });

  it('reports a total past the cap as a lower bound', () => {
    const query = { page: 3, limit: 20 };
    expect(toPage([], COUNT_CAP, query)).toEqual({
      items: [],
      total: COUNT_CAP,
      page: 3,
      limit: 20,
      pages: 500,
    });
    expect(toPage([], COUNT_CAP + 1, query)).toEqual({
      items: [],
      total: COUNT_CAP,
      page: 3,
      limit: 20,
      pages: 500,
      totalCapped: true,
    });
  });
});
