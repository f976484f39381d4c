import { z } from 'zod';
import { asciiDigitsOf, toAsciiDigits } from './digits';
import { message } from './messages';

/** The one error shape of the API (DESIGN.md §3). `message` is an array for validation failures. */
export const errorSchema = z
  .object({
    statusCode: z.number().int(),
    error: z.string(),
    message: z.union([z.string(), z.array(z.string())]),
  })
  .meta({ id: 'Error' });
export type ApiError = z.infer<typeof errorSchema>;

/**
 * PostgreSQL cannot store the NUL character in text; the API refuses it in every field (JSON, query,
 * path, form) with this message before anything reaches the database.
 */
export const NUL_CHARACTER_MESSAGE = message('nulCharacter');

/** The router's refusals of an address: a path segment over 200 characters (414), a malformed one (400). */
export const PATH_TOO_LONG_MESSAGE = message('pathTooLong');
export const BAD_ADDRESS_MESSAGE = message('badAddress');

export const idParams = z.object({ id: z.uuid() });

/** A number read from text (a query string, a path): Arabic-Indic and Persian digits count ('٢' is 2). */
export function fromText<Schema extends z.ZodType>(number: Schema) {
  return z.preprocess(asciiDigitsOf, number);
}

/** A Saudi mobile as people write it ('0501112233', '050 111 2233'); the group is what follows the 0. */
const LOCAL_MOBILE = /^0(5\d{2,8})$/;

/**
 * A list's free-text search. Phones, references and flight numbers are stored with ASCII digits, so
 * digits typed as Arabic-Indic or Persian are read as ASCII (DESIGN.md §6): '٥٠١٢٣' finds +966501234567.
 * Phones are stored as +966…, so a mobile in its local form is searched without its leading 0:
 * '0501112233' finds +966501112233 (the shorter term still finds whatever the longer one would).
 */
export const searchQuery = z
  .string()
  .overwrite(toAsciiDigits)
  .trim()
  .max(200)
  .overwrite((text) => LOCAL_MOBILE.exec(text.replace(/[\s-]/g, ''))?.[1] ?? text)
  .optional();

export const paginationQuery = z.object({
  // A million pages of 100 is far past any list; beyond it OFFSET would only make the database count rows.
  page: fromText(z.coerce.number().int().min(1).max(1_000_000)).default(1),
  limit: fromText(z.coerce.number().int().min(1).max(100)).default(10),
  search: searchQuery,
});
export type PaginationQuery = z.infer<typeof paginationQuery>;

/**
 * Keyset paging of the long lists (bookings, ledger, action log; issue #21): `after` is the id of the last
 * row of the page before, and the page starts after that row in the list's order instead of skipping
 * (page − 1) × limit rows, so page 40 costs what page 1 does. `page` still numbers the page for the pager.
 * The row must be in the same list (same filters, same owner), else the page is empty. Ignored with a search
 * (whose matches are capped anyway). The web's pager sends it for "next" from KEYSET_FROM_PAGE on.
 */
export const keysetQuery = { after: z.uuid().optional() };
export const KEYSET_FROM_PAGE = 3;

/**
 * How a list search finds its page (issue #21, docs/performance.md). It first looks through the list's first
 * SEARCH_WINDOW rows in the list's own order: a common term (a surname, "SV1") fills its first pages from
 * them, and the total is then a lower bound (`totalCapped`). Otherwise it asks the trigram index and stops
 * after SEARCH_MATCH_CAP matches; the filters, sort and pages then apply to those, and a term that matches
 * more answers `searchCapped: true` and the list asks to refine the search.
 */
export const SEARCH_WINDOW = 2000;
export const SEARCH_MATCH_CAP = 1000;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    pages: z.number().int(),
    /** Present (true) when more rows match than were counted: `total` is then a lower bound ("200+"). */
    totalCapped: z.literal(true).optional(),
    /** Present (true) when the search matched more than SEARCH_MATCH_CAP rows: only those were looked at. */
    searchCapped: z.literal(true).optional(),
  });
}
export type Paginated<T> = {
  items: T[];
  total: number;
  page: number;
  limit: number;
  pages: number;
  totalCapped?: true;
  searchCapped?: true;
};

export const helloResponse = z.object({ name: z.string(), version: z.string(), status: z.literal('ok') });

/** A yes/no query filter: `true`/`false` (also 1/0, yes/no). */
export const queryFlag = z.stringbool();

/** Optional free text that may be cleared: an empty string or null is stored as null. */
export function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || null)
    .nullable()
    .optional();
}

/** A list's `sort` values: each field ascending, or descending with a leading `-`. */
export function sortQuery<const Field extends string>(
  fields: readonly Field[],
  fallback: `-${Field}` | Field,
) {
  type Sort = Field | `-${Field}`;
  const values = fields.flatMap((field): Sort[] => [field, `-${field}`]);
  return z
    .enum(values as [Sort, ...Sort[]])
    .optional()
    .transform((value): Sort => value ?? fallback);
}

/**
 * Every date and time the API accepts lies in the years 2000–2100. PostgreSQL refuses some dates the ISO
 * format allows (year 0000) and stores others no booking, ledger entry or report can have (year 9999);
 * a bookable product that began after 2000 has no business before it, and a century ahead is more than
 * any booking window. Outside the range is a 400 with this message, never a database error.
 */
export const EARLIEST_YEAR = 2000;
export const LATEST_YEAR = 2100;
export const DATE_OUT_OF_RANGE_MESSAGE = message('dateOutOfRange', {
  earliest: EARLIEST_YEAR,
  latest: LATEST_YEAR,
});
const inYearRange = (year: number) => year >= EARLIEST_YEAR && year <= LATEST_YEAR;

// `abort`: a value that is no date at all gets that one message, not the range's too.
export const timestampSchema = z.iso
  .datetime({ offset: true, abort: true })
  .refine((value) => inYearRange(new Date(value).getUTCFullYear()), DATE_OUT_OF_RANGE_MESSAGE);

/** A day (YYYY-MM-DD) in the business time zone, for date-range filters; Arabic-Indic digits read as ASCII. */
export const dateOnly = z
  .string()
  .overwrite(toAsciiDigits)
  .check(z.iso.date({ abort: true }))
  .refine((value) => inYearRange(Number(value.slice(0, 4))), DATE_OUT_OF_RANGE_MESSAGE);

/** `.refine(...dayRangeInOrder)` on a query with `from`/`to` days: the end may not come before the start. */
export const dayRangeInOrder: [
  check: (value: { from?: string; to?: string }) => boolean,
  problem: { path: string[]; message: string },
] = [
  (value) => !value.from || !value.to || value.from <= value.to,
  { path: ['to'], message: message('endBeforeStart') },
];
