import { eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { containsPattern } from '../../lib/pagination';

interface SearchedColumns {
  reference: PgColumn;
  travellerName: PgColumn;
  travellerPhone: PgColumn;
  flightNumber: PgColumn;
}

/**
 * What a bookings list search looks in: reference, traveller name and phone, flight number, as one text.
 * One trigram index on this expression serves the search in a single index scan, and ANALYZE keeps
 * statistics on it, so the planner knows how rare a search term is (with one index per column it guessed,
 * and walked the whole table in date order looking for a rare phone number). Queries must use this same
 * expression for the index to apply: they call bookingSearch().
 */
export function bookingSearchText(table: SearchedColumns): SQL {
  return sql`(${table.reference} || ' ' || ${table.travellerName} || ' ' || ${table.travellerPhone} || ' ' || coalesce(${table.flightNumber}, ''))`;
}

const WHOLE_REFERENCE = /^MS-\d{6}-\d{4,}$/i;

/**
 * The bookings whose text contains `search`. A whole reference (MS-YYMMDD-NNNN, the most common look-up)
 * goes to the unique reference index instead: its trigrams ("MS-", "-26"…) are in every row.
 */
export function bookingSearch(table: SearchedColumns, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  if (WHOLE_REFERENCE.test(search)) return eq(table.reference, search.toUpperCase());
  return ilike(bookingSearchText(table), containsPattern(search));
}
