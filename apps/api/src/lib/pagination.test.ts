import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { adminActions } from '../db/schema/index';
import {
  cappedCount,
  containsPattern,
  ownerIs,
  PAGES_AHEAD,
  readCountedPageAfter,
  readPage,
  toPage,
  trigramParts,
  trigramSearch,
} from './pagination';

const { db } = await createTestApp();
const rows = (n: number) => sql`select 1 from generate_series(1, ${n})`;

describe('capped counts', () => {
  it('counts exactly up to PAGES_AHEAD pages past the page asked for', async () => {
    const first = { page: 1, limit: 20 };
    const window = PAGES_AHEAD * 20;
    expect(await cappedCount(db, rows(37), first)).toEqual({ total: 37, capped: false });
    expect(await cappedCount(db, rows(window), first)).toEqual({ total: window, capped: false });
    expect(await cappedCount(db, rows(window + 1), first)).toEqual({ total: window, capped: true });
    expect(await cappedCount(db, rows(100_000), first)).toEqual({ total: window, capped: true });
  });

  it('counts further as the user pages on', async () => {
    const fifth = { page: 5, limit: 20 };
    const window = 4 * 20 + PAGES_AHEAD * 20;
    expect(await cappedCount(db, rows(100_000), fifth)).toEqual({ total: window, capped: true });
    expect(await cappedCount(db, rows(window - 3), fifth)).toEqual({ total: window - 3, capped: false });
  });

  it('reports a capped count as a lower bound, an exact one as it is', () => {
    const query = { page: 3, limit: 20 };
    expect(toPage([], 500, query)).toEqual({ items: [], total: 500, page: 3, limit: 20, pages: 25 });
    expect(toPage([], { total: 240, capped: false }, query)).toEqual({
      items: [],
      total: 240,
      page: 3,
      limit: 20,
      pages: 12,
    });
    expect(toPage([], { total: 240, capped: true }, query)).toEqual({
      items: [],
      total: 240,
      page: 3,
      limit: 20,
      pages: 12,
      totalCapped: true,
    });
  });
});

describe('reading a page', () => {
  // Counting this fails: a test passes only if no count ran.
  const uncountable = sql`select 1 / 0`;
  const page = (n: number) => Promise.resolve(Array.from({ length: n }, (_, index) => index));

  it('takes the total from a short page without counting', async () => {
    expect(await readPage(db, page(7), uncountable, { page: 1, limit: 20 })).toMatchObject({
      count: { total: 7, capped: false },
    });
    expect(await readPage(db, page(7), uncountable, { page: 3, limit: 20 })).toMatchObject({
      count: { total: 47, capped: false },
    });
    expect(await readPage(db, page(0), uncountable, { page: 1, limit: 20 })).toMatchObject({
      count: { total: 0, capped: false },
    });
  });

  it('counts after a full page, and after an empty one past the end', async () => {
    expect(await readPage(db, page(20), rows(45), { page: 1, limit: 20 })).toMatchObject({
      count: { total: 45, capped: false },
    });
    expect(await readPage(db, page(0), rows(45), { page: 9, limit: 20 })).toMatchObject({
      count: { total: 45, capped: false },
    });
  });
});

describe('a page as a named prepared statement', () => {
  it('writes the page size and offset into the text, so the text alone decides the plan', async () => {
    const texts: { sql: string; params: unknown[] }[] = [];
    const order = [adminActions.createdAt, adminActions.id];
    const read = (page: number) =>
      readCountedPageAfter(
        db,
        {
          shape: 'pagination.test',
          table: adminActions,
          id: adminActions.id,
          filters: undefined,
          keyset: undefined,
          order: order.map((c) => sql`${c}`),
        },
        (onPage, limit, counted) => {
          const select = db
            .select({ id: adminActions.id, counted })
            .from(adminActions)
            .where(onPage)
            .orderBy(...order)
            .limit(limit);
          texts.push(select.toSQL());
          return select;
        },
        { page, limit: 20 },
      );
    // Run twice on one connection: the second finds the statement parsed under the same name.
    for (let run = 0; run < 2; run++) expect((await read(1)).rows).toBeInstanceOf(Array);
    await read(3);
    expect(texts.every((text) => text.params.length === 0)).toBe(true);
    expect(texts[0]?.sql).toMatch(/ limit 20$/);
    // A deeper page walks its offset over the ids alone, then reads the page's rows.
    expect(texts.at(-1)?.sql).toMatch(
      / where "admin_actions"."id" in \(select .* limit 20 offset 40\) order by .* limit 20$/,
    );
  });
});

describe('a search asked of the trigram index', () => {
  it('asks for the inner part of each long word and each short number with the character before it', () => {
    expect(trigramParts('Al-Otaibi 7')).toEqual(['tai', ' 7']);
    expect(trigramParts('Al-Harbi')).toEqual(['Harbi']);
    expect(trigramParts('SV1')).toEqual(['SV1']);
    expect(trigramParts('261129-00')).toEqual(['261129', '-00']);
    expect(trigramParts('العتيبي')).toEqual(['العتيبي']);
    expect(trigramParts('Al')).toEqual([]);
    expect(trigramParts('7')).toEqual([]);
    expect(trigramParts('7 8')).toEqual([' 8']);
  });

  it('asks for the middle trigram of each word of letters when the term has several pieces', () => {
    expect(trigramParts('Sara Al-Otaibi 7')).toEqual(['Sar', 'tai', ' 7']);
    expect(trigramParts('سَارة العتيبي')).toEqual(['َار', 'عتي']);
    expect(trigramParts('SV1 Sara')).toEqual(['SV1', 'Sar']);
    expect(trigramParts('Mohammed Ali')).toEqual(['ham', 'Ali']);
  });

  // Every part is a piece of the term, and the whole term is tested too: the search matches what a plain
  // ILIKE of the term matches, whatever the term and the text (%, _ and \ among them).
  it('matches exactly what the whole term matches', async () => {
    const text = fc.string({
      unit: fc.constantFrom('a', 'l', 'S', 'ara', ' ', '-', '7', '0', '%', '_', '\\', 'ب', 'ال'),
      maxLength: 14,
    });
    await fc.assert(
      fc.asyncProperty(
        text,
        text,
        text,
        fc.array(text, { maxLength: 5 }),
        async (term, before, after, others) => {
          const words = term.split(/[\s-]+/);
          const texts = [`${before}${term}${after}`, `${after}${term}`, words.reverse().join(' '), ...others];
          const column = sql.raw('t.value');
          const { rows } = await db.execute<{ whole: boolean; parts: boolean }>(
            sql`select coalesce(${column} ilike ${containsPattern(term)}, false) as whole,
                coalesce(${trigramSearch(column, term)}, false) as parts
              from (values ${sql.join(
                texts.map((value) => sql`(${value})`),
                sql`, `,
              )}) as t(value)`,
          );
          for (const row of rows) expect(row.parts).toBe(row.whole);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe("a list's owner written into the text", () => {
  it('writes a UUID in, so each owner has a statement PostgreSQL plans once; refuses anything else', () => {
    const id = '54fbca37-4795-4c3f-949b-54c7516ccf29';
    const query = new PgDialect().sqlToQuery(ownerIs(adminActions.adminId, id));
    expect(query).toMatchObject({ sql: `"admin_actions"."admin_id" = '${id}'`, params: [] });
    for (const bad of ["x' or true --", '', `${id}'`])
      expect(() => ownerIs(adminActions.adminId, bad)).toThrow();
  });
});
