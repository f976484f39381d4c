import { eq, type SQL } from 'drizzle-orm';
import { bookingSearchText, type SearchedColumns } from '../../db/schema/booking-search';
import { trigramParts, trigramSearch } from '../../lib/pagination';

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
 * A term few bookings hold, spread over every date (lib/pagination readSearchPage asks the trigram index before
 * the list's first rows): a reference or phone fragment, or a term of several pieces such as a full name (a
 * surname alone is common: the first rows hold its page).
 */
export function isSelective(search: string): boolean {
  return NUMBER_LIKE.test(search) || trigramParts(search).length >= 2;
}
