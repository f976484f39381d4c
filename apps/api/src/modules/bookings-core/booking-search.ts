import { eq, type SQL } from 'drizzle-orm';
import { bookingSearchText, type SearchedColumns } from '../../db/schema/booking-search';
import { trigramSearch } from '../../lib/pagination';

const WHOLE_REFERENCE = /^MS-\d{6}-\d{4,}$/i;

/**
 * The bookings whose text contains `search`. A whole reference (MS-YYMMDD-NNNN, the most common look-up)
 * goes to the unique reference index instead: its trigrams ("MS-", "-26"…) are in every row.
 */
export function bookingSearch(table: SearchedColumns, search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  if (WHOLE_REFERENCE.test(search)) return eq(table.reference, search.toUpperCase());
  return trigramSearch(bookingSearchText(table), search);
}

/** Digits with dashes, plus signs and spaces, and perhaps the references' "MS-": a reference or a phone. */
const NUMBER_LIKE = /^(ms-)?[\d\s+-]+$/i;

/**
 * A reference or phone fragment: few bookings hold it, spread over every date, so a list's first rows are not
 * worth reading for it (lib/pagination readSearchPage); the trigram index (a whole reference: its own index)
 * finds it at once.
 */
export function isNumberLike(search: string): boolean {
  return NUMBER_LIKE.test(search);
}
