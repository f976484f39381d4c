import { eq, type SQL, sql } from 'drizzle-orm';
import { alias, PgDialect } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/test-app';
import { createAgent } from '../seed/factories';
import type { Database } from './client';
import { agents, appMeta, invoices } from './schema/index';
import {
  builtOnce,
  insertPlaceholders,
  literal,
  runKeptSelect,
  runNamedSelect,
  runPrepared,
  transactionEndingWith,
} from './statements';

const { db } = await createTestApp();
const keys = async () =>
  (
    await db.$client.query<{ key: string }>(`select key from app_meta where key like 'ending-%' order by key`)
  ).rows.map((row) => row.key);

describe('transactionEndingWith', () => {
  it('commits the work and its last statement together, and rolls both back on an error', async () => {
    const { result, lastRows } = await transactionEndingWith(db, async (tx) => {
      await tx.execute(sql`insert into app_meta (key, value) values ('ending-1', 'a')`);
      return {
        result: 'done',
        last: [
          sql`insert into app_meta (key, value) values ('ending-2', ${"it's"}) returning value`,
          sql`insert into app_meta (key, value) values ('ending-2b', ${'b\\c'}) returning key, value`,
        ],
      };
    });
    expect(result).toBe('done');
    expect(lastRows).toEqual([[{ value: "it's" }], [{ key: 'ending-2b', value: 'b\\c' }]]);
    expect(await keys()).toEqual(['ending-1', 'ending-2', 'ending-2b']);
    await expect(
      transactionEndingWith(db, async (tx) => {
        await tx.execute(sql`insert into app_meta (key, value) values ('ending-3', 'a')`);
        return { result: null, last: [sql`insert into app_meta (key, value) values ('ending-1', 'again')`] };
      }),
    ).rejects.toThrow();
    // The first of the last statements is rolled back with the second's failure.
    await expect(
      transactionEndingWith(db, async () => ({
        result: null,
        last: [
          sql`insert into app_meta (key, value) values ('ending-3b', 'a')`,
          sql`insert into app_meta (key, value) values ('ending-1', 'again')`,
        ],
      })),
    ).rejects.toThrow();
    expect(await keys()).toEqual(['ending-1', 'ending-2', 'ending-2b']);
  });

  it("inside the caller's transaction (the demo data's): runs there, and goes with its rollback", async () => {
    await expect(
      db.transaction(async (outer) => {
        const { lastRows } = await transactionEndingWith(outer as unknown as Database, async (tx) => {
          await tx.execute(sql`insert into app_meta (key, value) values ('ending-4', 'a')`);
          return {
            result: null,
            last: [sql`insert into app_meta (key, value) values ('ending-5', 'b') returning key`],
          };
        });
        expect(lastRows).toEqual([[{ key: 'ending-5' }]]);
        const inside = await outer.execute(
          sql`select count(*)::int as n from app_meta where key in ('ending-4', 'ending-5')`,
        );
        expect(inside.rows[0]).toEqual({ n: 2 });
        throw new Error('roll the outer transaction back');
      }),
    ).rejects.toThrow('roll the outer transaction back');
    expect(await keys()).toEqual(['ending-1', 'ending-2', 'ending-2b']);
  });
});

describe('runNamedSelect', () => {
  // Before the cap test below fills the process's 500 names.
  it('runs a select by the name of its text, built once, with its rows mapped as Drizzle maps them', async () => {
    await db.insert(appMeta).values({ key: 'named-1', value: 'v' });
    const names: (string | undefined)[] = [];
    const query = pg.Client.prototype.query;
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const first = args[0] as { name?: string; text?: string };
      if (first?.text?.includes('app_meta')) names.push(first.name);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    try {
      const select = db
        .select({ key: appMeta.key, held: { value: appMeta.value } })
        .from(appMeta)
        .where(eq(appMeta.key, 'named-1'));
      expect(await runNamedSelect(select)).toEqual([{ key: 'named-1', held: { value: 'v' } }]);
      expect(built).toHaveBeenCalledTimes(1);
      expect(names).toEqual([expect.stringMatching(/^m_/)]);
    } finally {
      pg.Client.prototype.query = query;
      built.mockRestore();
    }
  });
});

describe('a select run by name', () => {
  it('maps its rows as Drizzle does: driver mappings, nested objects, SQL decoders, nulls, outer joins', async () => {
    const agent = await createAgent(db, { companyName: null });
    const select = () =>
      db
        .select({
          id: agents.id,
          createdAt: agents.createdAt,
          named: { name: agents.name, company: agents.companyName },
          length: sql<number>`length(${agents.name})`.mapWith(Number),
          upper: sql<string>`upper(${agents.name})`.as('upper'),
          none: sql<string | null>`null`,
        })
        .from(agents)
        .where(eq(agents.id, agent.id));
    const [row] = await runNamedSelect(select());
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect([row]).toEqual(await select());
    expect(row?.named.company).toBeNull();
    // A table outer-joined without a row is null, as Drizzle gives it (not an object of nulls).
    const other = alias(agents, 'other');
    const joined = db
      .select({ id: agents.id, other: { id: other.id } })
      .from(agents)
      .leftJoin(other, sql`false`)
      .where(eq(agents.id, agent.id));
    expect(await runNamedSelect(joined)).toEqual([{ id: agent.id, other: null }]);
  });
});

describe('named statements', () => {
  it('names at most 500 texts a process: past them a statement runs unnamed, with the same answer', async () => {
    await db.transaction(async (tx) => {
      for (let n = 0; n < 520; n++) {
        const [row] = await runPrepared<{ n: number }>(tx, sql`select ${sql.raw(String(n))}::int as n`);
        expect(row?.n).toBe(n);
      }
      const [held] = await runPrepared<{ count: number }>(
        tx,
        sql`select count(*)::int as count from pg_prepared_statements`,
      );
      expect(held?.count).toBeGreaterThan(400);
      expect(held?.count).toBeLessThanOrEqual(500);
    });
  });
});

describe('builtOnce', () => {
  it('builds a shape once and binds each call its values, through the columns’ driver mappings', async () => {
    const build = vi.fn(
      () =>
        sql`select ${sql.placeholder('key')}::text as key, ${sql.param(sql.placeholder('at'), invoices.issuedAt)}::timestamptz as at,
          ${sql.param(sql.placeholder('lines'), invoices.lines)}::jsonb as lines, ${sql.placeholder('none')}::text as none,
          ${'fixed'}::text as fixed`,
    );
    const at = new Date('2026-11-29T10:00:00.000Z');
    const rows = [];
    // As in production: no fresh build to check each call against.
    vi.stubEnv('NODE_ENV', 'production');
    try {
      for (const key of ['first', 'second']) {
        const values = { key, at, lines: [{ n: key }], none: null };
        rows.push(
          ...(await runPrepared<Record<string, unknown>>(
            db,
            builtOnce('statements.test:select', build, values),
          )),
        );
      }
    } finally {
      vi.unstubAllEnvs();
    }
    expect(build).toHaveBeenCalledTimes(1);
    expect(rows.map((row) => [row.key, row.lines, row.none, row.fixed])).toEqual([
      ['first', [{ n: 'first' }], null, 'fixed'],
      ['second', [{ n: 'second' }], null, 'fixed'],
    ]);
    expect(new Date(rows[0]?.at as string).toISOString()).toBe(at.toISOString());
    expect(() => builtOnce('statements.test:select', build, { key: 'k' })).toThrow(
      /no value for the placeholder at/,
    );
  });

  it('gives an insert one shape per set of columns it sets, and its SQL values as they are', () => {
    const one = insertPlaceholders('row', { key: 'a', value: undefined, at: sql`now()` });
    const other = insertPlaceholders('row', { key: 'b', value: 'v', at: sql`now()` });
    expect(one.shape).toBe('row,key,at=sql');
    expect(other.shape).toBe('row,key,value,at=sql');
    expect(other.values).toEqual({ 'row.key': 'b', 'row.value': 'v' });
  });
});

describe('literal', () => {
  it('writes any text (quotes, backslashes, Arabic, emoji) as a literal PostgreSQL reads back unchanged', async () => {
    const client = await db.$client.connect();
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ unit: fc.constantFrom("'", '\\', '"', 'a', 'ب', '١', '😀', '\n', '$1', 'E') }),
          async (text) => {
            const { rows } = await client.query<{ v: string }>(`select ${literal(text)}::text as v`);
            expect(rows[0]?.v).toBe(text);
          },
        ),
        { numRuns: 300 },
      );
    } finally {
      client.release();
    }
  });
});

describe('runKeptSelect', () => {
  it('keeps a text per shape and writes each call’s WHERE into it, wherever it filters, as a fresh build would', async () => {
    await db.insert(appMeta).values([
      { key: 'kept-1', value: 'a' },
      { key: 'kept-2', value: 'b' },
    ]);
    const built = vi.spyOn(PgDialect.prototype, 'sqlToQuery');
    const select = (where: SQL | undefined) =>
      db
        .select({
          key: appMeta.key,
          // The same WHERE a second time, in a column, after a value of the select's own.
          matching: sql<number>`(select count(*)::int from ${appMeta} where ${appMeta.value} <> ${'z'} and ${where})`,
        })
        .from(appMeta)
        .where(where)
        .orderBy(appMeta.key);
    // As in production first (no fresh build to check against), then as in the tests.
    vi.stubEnv('NODE_ENV', 'production');
    try {
      for (const key of ['kept-1', 'kept-2']) {
        const rows = await runKeptSelect(db, 'statements.test:kept', eq(appMeta.key, key), select);
        expect(rows).toEqual([{ key, matching: 1 }]);
      }
      // The whole select was built once (with the mark); each call built its WHERE alone.
      const sizes = built.mock.results.map((result) => (result.value as { sql: string }).sql.length);
      expect(sizes.filter((size) => size > 40)).toHaveLength(1);
      expect(sizes.filter((size) => size <= 40)).toHaveLength(2);
    } finally {
      vi.unstubAllEnvs();
      built.mockRestore();
    }
    expect(await runKeptSelect(db, 'statements.test:kept', eq(appMeta.key, 'kept-2'), select)).toEqual([
      { key: 'kept-2', matching: 1 },
    ]);
    // A shape that does not name what changes the select is caught.
    await expect(
      runKeptSelect(db, 'statements.test:kept', eq(appMeta.key, 'kept-1'), (where) => select(where).limit(1)),
    ).rejects.toThrow(/differs from a fresh build/);
  });
});

describe('builtOnce, checked', () => {
  it('refuses, in tests, a shape whose statement differs from the one kept for it', () => {
    builtOnce('statements.test:checked', () => sql`select ${sql.placeholder('a')}::int`, { a: 1 });
    expect(() =>
      builtOnce('statements.test:checked', () => sql`select ${sql.placeholder('a')}::int + 1`, { a: 1 }),
    ).toThrow(/differs from a fresh build/);
    // A value written in (not a placeholder) is part of the shape too.
    builtOnce('statements.test:checked-value', () => sql`select ${'one'}::text`, {});
    expect(() => builtOnce('statements.test:checked-value', () => sql`select ${'two'}::text`, {})).toThrow(
      /differs from a fresh build/,
    );
  });
});
