import { eq, ilike, type SQL } from 'drizzle-orm';
import { bookingSearchText, type SearchedColumns } from '../../db/schema/booking-search';
import { containsPattern } from '../../lib/pagination';

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
