import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export interface SearchedColumns {
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
 * expression for the index to apply: they call bookingSearch() (modules/bookings-core/booking-search.ts).
 */
export function bookingSearchText(table: SearchedColumns): SQL {
  return sql`(${table.reference} || ' ' || ${table.travellerName} || ' ' || ${table.travellerPhone} || ' ' || coalesce(${table.flightNumber}, ''))`;
}
