import type { Paginated } from '@masar/contract/common';
import { type AnyColumn, asc, desc, ilike, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client';

interface PageQuery {
  page: number;
  limit: number;
}

export const pageOffset = (query: PageQuery) => (query.page - 1) * query.limit;

/**
 * Lists that grow without bound (bookings, the ledger, the action log) count at most this many matching
 * rows: an exact count of half a million rows per page view costs more than the page itself, and past
 * this the pager says "10,000+".
 */
export const COUNT_CAP = 10_000;

/** How many rows `matching` (a select, unlimited) returns, counting no further than COUNT_CAP + 1. */
export async function cappedCount(db: Queryable, matching: SQLWrapper): Promise<number> {
  const result = await db.execute<{ value: number }>(
    sql`select count(*)::int as value from (${matching} limit ${COUNT_CAP + 1}) as capped`,
  );
  return result.rows[0]?.value ?? 0;
}

export function toPage<T>(items: T[], total: number, query: PageQuery): Paginated<T> {
  const capped = total > COUNT_CAP;
  const shown = capped ? COUNT_CAP : total;
  return {
    items,
    total: shown,
    page: query.page,
    limit: query.limit,
    pages: Math.ceil(shown / query.limit),
    ...(capped && { totalCapped: true }),
  };
}

/** `search` as an ILIKE pattern matching it anywhere; its own % and _ match only themselves. */
export function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Any of the columns contains the search text (case-insensitively); undefined when there is no search. */
export function searchAny(search: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(column, pattern)));
}

/**
 * ORDER BY for a `sort` value (`field` or `-field`): text ignoring case, with the id as a tie-breaker
 * so pages are stable.
 */
export function orderBy<Field extends string>(
  sort: Field | `-${Field}`,
  columns: Record<Field, AnyColumn>,
  id: AnyColumn,
): SQL[] {
  const descending = sort.startsWith('-');
  const column = columns[(descending ? sort.slice(1) : sort) as Field];
  const key = column.dataType === 'string' ? sql`lower(${column})` : column;
  return [descending ? desc(key) : asc(key), descending ? desc(id) : asc(id)];
}

/** Every row a paged read returns, `batch` at a time, so an export of any length never holds them all. */
export async function* readInBatches<T>(
  readBatch: (offset: number, limit: number) => Promise<T[]>,
  batch = 500,
): AsyncGenerator<T> {
  for (let offset = 0; ; offset += batch) {
    const rows = await readBatch(offset, batch);
    yield* rows;
    if (rows.length < batch) return;
  }
}
