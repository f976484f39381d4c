import { toAsciiDigits } from '@masar/contract/digits';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/** Arabic-Indic and Persian digits and the Arabic separators, and what the contract reads them as (٬: nothing). */
const TYPED_DIGITS = '٠١٢٣٤٥٦٧٨٩۰۱۲۳۴۵۶۷۸۹٫٬';
const ASCII_OF_TYPED_DIGITS = toAsciiDigits(TYPED_DIGITS);
const quoted = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/**
 * A text column with its typed digits as ASCII: searches compare it with an ASCII-digit term (lib/pagination
 * searchAny). The digits are written into the SQL, not bound, so an index on this same expression serves the
 * search (the ledger's notes: transactions_note_search).
 */
export function typedDigitsAsAscii(column: AnyColumn | SQL): SQL {
  return sql`translate(${column}, ${quoted(TYPED_DIGITS)}, ${quoted(ASCII_OF_TYPED_DIGITS)})`;
}
