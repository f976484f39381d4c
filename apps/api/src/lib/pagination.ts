import { type Paginated, SEARCH_MATCH_CAP, SEARCH_WINDOW } from '@masar/contract/common';
import {
  type AnyColumn,
  and,
  asc,
  desc,
  eq,
  ilike,
  inArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client';
import { typedDigitsAsAscii } from '../db/schema/typed-digits';
import { type NamedSelect, runKeptSelect, runNamedSelect, runPrepared } from '../db/statements';

interface PageQuery {
  page: number;
  limit: number;
}

export const pageOffset = (query: PageQuery) => (query.page - 1) * query.limit;

/** How many pages past the one shown the pager can offer before it says "…+". */
export const PAGES_AHEAD = 10;

/** A count that may have stopped early: `total` is then a lower bound. */
export interface Count {
  total: number;
  capped: boolean;
}

/**
 * How many rows `matching` (a select, unlimited) returns, counting only as far as the pager needs: up to
 * PAGES_AHEAD pages past the one asked for. Lists that grow without bound (bookings, the ledger, the action
 * log) use it: an exact count of half a million rows per page view costs more than the page itself, so
 * the pager reads "1–20 of 200+" and counts further as the user pages on.
 */
export async function cappedCount(db: Queryable, matching: SQLWrapper, query: PageQuery): Promise<Count> {
  const cap = pageOffset(query) + PAGES_AHEAD * query.limit;
  const result = await db.execute<{ value: number }>(
    sql`select count(*)::int as value from (${matching} limit ${cap + 1}) as capped`,
  );
  const counted = result.rows[0]?.value ?? 0;
  return counted > cap ? { total: cap, capped: true } : { total: counted, capped: false };
}

/**
 * The rows of one page of an unbounded list, and how many rows match. A short page that is not past the
 * end is the last one and tells the total by itself; only a full (or empty, further) page is counted —
 * which spares searches, whose results mostly fit on one page, a second pass over the index.
 */
export async function readPage<Row>(
  db: Queryable,
  rows: PromiseLike<Row[]>,
  matching: SQLWrapper,
  query: PageQuery,
): Promise<{ rows: Row[]; count: Count }> {
  const page = await rows;
  const offset = pageOffset(query);
  if (page.length < query.limit && (page.length > 0 || offset === 0)) {
    return { rows: page, count: { total: offset + page.length, capped: false } };
  }
  return { rows: page, count: await cappedCount(db, matching, query) };
}

/**
 * Keyset paging (contract `keysetQuery`): WHERE for the rows that come after the row `after` in the order
 * `orderBy(sort, columns, id)` gives, undefined without a cursor. The cursor row is read with the list's own
 * `where` (same table, same filters, same owner): a row outside the list gives no row to compare with, so
 * the page is empty and tells nothing about another owner's row. Index conditions: the sort's index serves
 * `(sortcol, id) < (…)` as it serves the ORDER BY.
 */
export function afterRow<Field extends string>(
  after: string | undefined,
  sort: Field | `-${Field}`,
  columns: Record<Field, AnyColumn>,
  id: AnyColumn,
  table: PgTable,
  where: SQL | undefined,
): SQL | undefined {
  if (!after) return undefined;
  const descending = sort.startsWith('-');
  const column = columns[(descending ? sort.slice(1) : sort) as Field];
  const key = column.dataType === 'string' ? sql`lower(${column})` : sql`${column}`;
  const cursor = sql`(select ${key}, ${id} from ${table} where ${and(eq(id, after), where)})`;
  return descending ? sql`(${key}, ${id}) < ${cursor}` : sql`(${key}, ${id}) > ${cursor}`;
}

/**
 * The capped count (cappedCount) as a column of the page's own statement: an uncorrelated subquery, which
 * PostgreSQL runs once (an InitPlan, when the first row is read). One round trip for the page and its total
 * instead of two (issue #21: on a plain list the second statement cost as much as the page).
 */
export function cappedCountColumn(matching: SQLWrapper, query: PageQuery): SQL<number> {
  const cap = pageOffset(query) + PAGES_AHEAD * query.limit;
  return sql<number>`(select count(*)::int from (${matching} limit ${inText(cap + 1)}) as capped)`;
}

/**
 * A number of our own (a page's size, an offset, a cap) written into a statement's text instead of bound: with
 * a bound LIMIT PostgreSQL cannot know a generic plan is as good as a custom one and plans every run of a named
 * statement (runNamedSelect).
 */
const inText = (value: number): SQL => sql.raw(String(Math.trunc(value)));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A list's owner filter (an agent's, a customer's) with the id written into the text. As a parameter, the plan
 * depends on how many rows the owner has, so PostgreSQL planned the list afresh at every run (custom plans:
 * 0.4–0.9 ms of planning against 0.15–0.2 ms of running for the busiest agent); written in, each owner's list
 * is a statement of its own, planned once per connection (runNamedSelect). `id` must be a UUID.
 */
export function ownerIs(column: AnyColumn, id: string): SQL {
  if (!UUID.test(id)) throw new Error(`not a UUID: ${id}`);
  return sql`${column} = ${sql.raw(`'${id}'`)}`;
}

/**
 * inText for a query builder's `.limit()` / `.offset()`: Drizzle writes an SQL object given there as is; the
 * type says number because that is what its signature takes (pass it on, do no arithmetic with it). Offset 0
 * stays a number: Drizzle then writes no OFFSET.
 */
const inBuilderText = (value: number): number => (value === 0 ? 0 : (inText(value) as unknown as number));

/**
 * A list as readCountedPageAfter reads it: its table and id, its filters, its cursor (afterRow) and its ORDER BY,
 * and `shape`, a name for its row select and order (e.g. the list and its sort: runKeptSelect keeps one text each).
 */
export interface CountedList {
  shape: string;
  table: PgTable;
  id: PgColumn;
  filters: SQL | undefined;
  keyset: SQL | undefined;
  order: SQL[];
}

/**
 * A page and its capped count in one statement, or with a keyset (afterRow) the rows after the cursor: no
 * OFFSET, counted from the cursor on, the total shifted by the pages before it. `rows(where, limit, counted)`
 * selects the column `counted` (given, built by cappedCountColumn) with the page's rows,
 * `.where(where).orderBy(...list.order).limit(limit)`; it runs as a named prepared statement whose text is kept
 * per shape and page (runKeptSelect), the numbers written into it. Past the first page (by number, not by
 * cursor) `where` is the page's ids: the offset is walked over the ids alone, in the order's index, and only the
 * page's rows are read (issue #21: page 40 of the bookings read and joined the 800 rows it skipped, 2.9 ms; 0.5).
 * Only an empty page past the first asks for the count apart.
 */
export async function readCountedPageAfter<Row extends { counted: number }>(
  db: Queryable,
  list: CountedList,
  rows: (where: SQL | undefined, limit: number, counted: SQL<number>) => NamedSelect<Row>,
  query: PageQuery,
): Promise<{ rows: Row[]; count: Count }> {
  // A keyset page counts from its cursor, as the first page of what is left.
  const asked = list.keyset ? { page: 1, limit: query.limit } : query;
  const offset = pageOffset(asked);
  const limit = inBuilderText(asked.limit);
  const matching = (where: SQL | undefined) => db.select({ one: sql`1` }).from(list.table).where(where);
  const onPage = (where: SQL | undefined) =>
    offset === 0
      ? where
      : inArray(
          list.id,
          db
            .select({ id: list.id })
            .from(list.table)
            .where(where)
            .orderBy(...list.order)
            .limit(limit)
            .offset(inBuilderText(offset)),
        );
  const where = and(list.filters, list.keyset);
  const page = await runKeptSelect(db, `${list.shape} ${asked.limit} ${offset}`, where, (filter) =>
    rows(onPage(filter), limit, cappedCountColumn(matching(filter), asked)),
  );
  const first = page[0];
  let count: Count;
  if (first) {
    const cap = offset + PAGES_AHEAD * asked.limit;
    count = first.counted > cap ? { total: cap, capped: true } : { total: first.counted, capped: false };
  } else {
    count = offset === 0 ? { total: 0, capped: false } : await cappedCount(db, matching(where), asked);
  }
  return { rows: page, count: list.keyset ? { ...count, total: pageOffset(query) + count.total } : count };
}

/** The sort key of a `sort` value (`field` or `-field`): text ignoring case; and whether it runs backwards. */
export function sortKey<Field extends string>(
  sort: Field | `-${Field}`,
  columns: Record<Field, AnyColumn>,
): { key: SQL; descending: boolean } {
  const descending = sort.startsWith('-');
  const column = columns[(descending ? sort.slice(1) : sort) as Field];
  return { key: column.dataType === 'string' ? sql`lower(${column})` : sql`${column}`, descending };
}

/**
 * One page of a searched list (issue #21, docs/performance.md), found one of two ways:
 * - `firstRows(size)` selects `id` and `hit` (the row matches the search) of the list's first `size` rows in
 *   its order, unsearched (ORDER BY the sort, LIMIT size: the sort's index serves it; `size` is written into
 *   the text, pass it to `.limit()` as is). When those hold the page, it is the exact page, and the total a
 *   lower bound unless the list ended within them.
 * - `matching(cap)` selects `id` and the sort's `key` (sortKey) of the rows the search and the filters match,
 *   *unordered*, at most `cap`: the database answers it from the trigram index (a search with ORDER BY … LIMIT
 *   tempts the planner to walk the sort's index and test every row). That set, behind its LIMIT (which no outer
 *   ORDER BY passes), is sorted and paged in the same statement. The total is exact (within the cap), so no
 *   count follows. More than SEARCH_MATCH_CAP matches: the first rows are tried for the page; when they do not
 *   hold it, the list is the first SEARCH_MATCH_CAP found and `searchCapped` asks to refine the search.
 * A common term (a surname) is looked for in the first rows first; a `selective` one (a reference or phone
 * fragment, a full name: bookingSearch's isSelective) in the index first, its few matches spread over every
 * date.
 * `page.select(ids)` then reads the page's rows by primary key (runNamedSelect: its plan is the key's, whatever
 * the ids), `page.toRow` makes each a list row.
 */
export async function readSearchPage<Raw, Row extends { id: string }>(
  db: Queryable,
  search: {
    firstRows: (size: number) => SQLWrapper;
    matching: (cap: number) => SQLWrapper;
    selective: boolean;
  },
  descending: boolean,
  page: { select: (ids: string[]) => NamedSelect<Raw>; toRow: (raw: Raw) => Row },
  query: PageQuery,
): Promise<{ rows: Row[]; count: Count; searchCapped: boolean }> {
  const inFirstRows = () => searchFirstRows(db, search.firstRows, query);
  const inIndex = () => searchAllRows(db, search.matching, descending, query);
  let found: SearchedPage;
  if (search.selective) {
    found = await inIndex();
    if (found.searchCapped) found = (await inFirstRows()) ?? found;
  } else found = (await inFirstRows()) ?? (await inIndex());
  const { ids, count, searchCapped } = found;
  const read = ids.length === 0 ? [] : await runNamedSelect(page.select(ids));
  const byId = new Map(read.map((raw) => page.toRow(raw)).map((row) => [row.id, row]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), count, searchCapped };
}

interface SearchedPage {
  ids: string[];
  count: Count;
  searchCapped: boolean;
}

/**
 * How many pages past the one shown a search counts in the first rows before it says "+": one, so the pager
 * offers the next page (each page more read a third more rows for a surname: 61 matches instead of 41).
 */
const SEARCH_PAGES_AHEAD = 1;

/**
 * The page from the list's first SEARCH_WINDOW rows, or undefined when they do not hold it. Reads the matches
 * in order, SEARCH_PAGES_AHEAD pages past the page (a common term then stops well within the window), and the
 * window's last row as a marker that the list goes on.
 */
async function searchFirstRows(
  db: Queryable,
  firstRows: (size: number) => SQLWrapper,
  query: PageQuery,
): Promise<SearchedPage | undefined> {
  const cap = pageOffset(query) + (SEARCH_PAGES_AHEAD + 1) * query.limit;
  // Named, its numbers written in: the plan does not depend on the term (a column here, not a filter), so
  // PostgreSQL keeps one.
  const rows = await runPrepared<{ id: string; hit: boolean; n: number }>(
    db,
    sql`select id, hit, n from (
          select id, hit, (row_number() over ())::int as n
            from (${firstRows(inBuilderText(SEARCH_WINDOW))}) as first_rows
        ) as numbered
        where hit or n = ${inText(SEARCH_WINDOW)}
        limit ${inText(cap + 1)}`,
  );
  const hits = rows.filter((row) => row.hit).sort((a, b) => a.n - b.n);
  const listGoesOn = rows.length > cap || rows.some((row) => row.n === SEARCH_WINDOW);
  const offset = pageOffset(query);
  if (listGoesOn && hits.length < offset + query.limit) return undefined;
  return {
    ids: hits.slice(offset, offset + query.limit).map((row) => row.id),
    count: { total: Math.min(hits.length, cap), capped: listGoesOn },
    searchCapped: false,
  };
}

/** The page from every match the trigram index finds, at most SEARCH_MATCH_CAP of them. */
async function searchAllRows(
  db: Queryable,
  matching: (cap: number) => SQLWrapper,
  descending: boolean,
  query: PageQuery,
): Promise<SearchedPage> {
  const found = matching(SEARCH_MATCH_CAP + 1);
  const direction = descending ? sql`desc` : sql`asc`;
  const { rows: slice } = await db.execute<{ id: string; matches: number }>(
    sql`select id, matches from (
          select id, key, n, count(*) over ()::int as matches
            from (select id, key, row_number() over () as n from (${found}) as found) as numbered
        ) as counted
        where n <= ${SEARCH_MATCH_CAP}
        order by key ${direction}, id ${direction}
        limit ${query.limit} offset ${pageOffset(query)}`,
  );
  let matches = slice[0]?.matches;
  if (matches === undefined) {
    const counted = await db.execute<{ value: number }>(
      sql`select count(*)::int as value from (${found}) as found`,
    );
    matches = counted.rows[0]?.value ?? 0;
  }
  return {
    ids: slice.map((row) => row.id),
    count: { total: Math.min(matches, SEARCH_MATCH_CAP), capped: false },
    searchCapped: matches > SEARCH_MATCH_CAP,
  };
}

/**
 * A coarse filter (a status, a direction, an area: each holds a large share of the rows) written as a test of
 * each row a search found, which no index serves (`rowTests`): otherwise the planner ANDs the filter's index
 * (every Requested booking, 75,000 entries, 21 ms) with the search's (1,800 entries) instead of testing the
 * 1,800 rows it reads anyway (2 ms). Unsearched lists keep the filter indexed: it leads their sort's index.
 */
export function coarseFilter(filter: SQL | undefined, rowTests: boolean): SQL | undefined {
  return filter && rowTests ? sql`(${filter}) is true` : filter;
}

/** WHERE of a list's filters, coarse ones as row tests (coarseFilter) or not. */
export type ListFilters = (rowTests: boolean) => SQL | undefined;

/** A page of `items` with the pager's figures; `count` is exact (a number) or from cappedCount. */
export function toPage<T>(
  items: T[],
  count: number | Count,
  query: PageQuery,
  searchCapped = false,
): Paginated<T> {
  const { total, capped } = typeof count === 'number' ? { total: count, capped: false } : count;
  return {
    items,
    total,
    page: query.page,
    limit: query.limit,
    pages: Math.ceil(total / query.limit),
    ...(capped && { totalCapped: true }),
    ...(searchCapped && { searchCapped: true }),
  };
}

/** `search` as an ILIKE pattern matching it anywhere; its own % and _ match only themselves. */
export function containsPattern(search: string): string {
  return `%${escapeLike(search)}%`;
}

/** `text` in a LIKE pattern, its own %, _ and \\ matching only themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** A word as pg_trgm reads one: letters, their marks and digits (the cluster's ctype is C.UTF-8). */
const TRIGRAM_WORD = /[\p{L}\p{M}\p{N}]+/gu;
const NUMBER = /^\p{N}+$/u;
const HAS_DIGIT = /\p{N}/u;

/**
 * The pieces of `search` worth asking a trigram index for, in the term's order and apart. A word of three
 * characters or more gives its inner trigrams only (`harbi`): its edge trigrams, and those of short words such
 * as "Al" or "MS", are in a large share of the rows (" al" is in half the bookings), and the index read most of
 * their pages: a rare name took 16–25 ms, 4–6 ms without. A short number keeps the character before it (its
 * only trigrams are edge ones, and it narrows a name well). In a term of several pieces (a full name), each
 * word of letters gives one trigram, its middle one (past an article, before an ending): the index reads each
 * key's whole posting list, and the words together narrow enough (a rare name: 3 ms instead of 6–13).
 */
export function trigramParts(search: string): string[] {
  const parts: string[] = [];
  for (const { 0: word, index } of search.matchAll(TRIGRAM_WORD)) {
    if (word.length >= 3) parts.push(word);
    else if (NUMBER.test(word) && index > 0) parts.push(search.slice(index - 1, index + word.length));
  }
  if (parts.length < 2) return parts;
  return parts.map((part) => (HAS_DIGIT.test(part) ? part : middleTrigram(part)));
}

/** The trigram in the middle of a word (by code points: a mark is a character to pg_trgm too). */
function middleTrigram(word: string): string {
  const characters = [...word];
  const start = Math.floor((characters.length - 3) / 2);
  return characters.slice(start, start + 3).join('');
}

/**
 * `text` contains `search`, case-insensitively, as a condition its trigram index serves: the index is asked for
 * the term's trigramParts in order (`%sara%otaibi% 7%`, one pattern the term implies), and the whole term is
 * tested on the rows found (`is true`: no index serves it, so its common trigrams are not handed to the index).
 */
export function trigramSearch(text: SQL, search: string): SQL {
  const whole = ilike(text, containsPattern(search));
  const parts = trigramParts(search);
  if (parts.length === 0 || (parts.length === 1 && parts[0] === search)) return whole;
  const inOrder = `%${parts.map(escapeLike).join('%')}%`;
  return sql`${ilike(text, inOrder)} and (${whole}) is true`;
}

/**
 * Any of the columns contains the search text (case-insensitively); undefined when there is no search.
 * The search comes with ASCII digits (the contract's searchQuery), while names, addresses and notes are
 * stored as typed: their digits are compared as ASCII too, so 'بوابة ١٢' is found by ١٢ and by 12.
 */
export function searchAny(search: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return or(...columns.map((column) => ilike(typedDigitsAsAscii(column), pattern)));
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
