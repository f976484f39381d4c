import type { Paginated } from '@masar/contract/common';
import { type AnyColumn, asc, desc, ilike, or, type SQL, sql } from 'drizzle-orm';

interface PageQuery {
  page: number;
  limit: number;
}

export const pageOffset = (query: PageQuery) => (query.page - 1) * query.limit;

export function toPage<T>(items: T[], total: number, query: PageQuery): Paginated<T> {
  return { items, total, page: query.page, limit: query.limit, pages: Math.ceil(total / query.limit) };
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
