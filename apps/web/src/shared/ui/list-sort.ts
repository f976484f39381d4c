import { z } from 'zod';
import { LIST_PAGE_SIZES } from '../config';

/**
 * A list's sort and page size as they travel in the URL query (DESIGN §6): `sort=name` / `sort=-createdAt`
 * (the API's own format, DESIGN §3) and `limit=20`. Anything unknown falls back to the default, so a
 * hand-edited or stale link never breaks the page.
 */

export type SortParam<Field extends string> = Field | `-${Field}`;

/** mantine-datatable's sort state. */
export interface TableSortStatus<Field extends string> {
  columnAccessor: Field;
  direction: 'asc' | 'desc';
}

export function parseSort<Field extends string>(
  value: string | null | undefined,
  fields: readonly Field[],
  fallback: SortParam<Field>,
): SortParam<Field> {
  if (!value) return fallback;
  const field = value.startsWith('-') ? value.slice(1) : value;
  return (fields as readonly string[]).includes(field) ? (value as SortParam<Field>) : fallback;
}

export function sortStatusOf<Field extends string>(sort: SortParam<Field>): TableSortStatus<Field> {
  return sort.startsWith('-')
    ? { columnAccessor: sort.slice(1) as Field, direction: 'desc' }
    : { columnAccessor: sort as Field, direction: 'asc' };
}

export function sortParamOf<Field extends string>(status: {
  columnAccessor: string;
  direction: 'asc' | 'desc';
}): SortParam<Field> {
  const field = status.columnAccessor as Field;
  return status.direction === 'desc' ? `-${field}` : field;
}

/** The `limit` query value when it is one of the offered page sizes, else the default (the first). */
export function parsePageSize(value: string | null | undefined): number {
  const size = Number(value);
  return (LIST_PAGE_SIZES as readonly number[]).includes(size) ? size : LIST_PAGE_SIZES[0];
}

/** The `active` filter: 'true' / 'false', else undefined (all). */
export function parseActiveFilter(value: string | null | undefined): boolean | undefined {
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

/** A filter that takes one of a few values (a status, a type): the value when known, else undefined (all). */
export function parseChoiceFilter<Value extends string>(
  value: string | null | undefined,
  values: readonly Value[],
): Value | undefined {
  return value && (values as readonly string[]).includes(value) ? (value as Value) : undefined;
}

/** A date filter: a real calendar day as YYYY-MM-DD (what the API takes), else undefined. */
export function parseDayFilter(value: string | null | undefined): string | undefined {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value) ? value : undefined;
}

/**
 * A date range filter from the URL's `from` and `to`: a range that ends before it starts is flagged and its
 * end dropped (the API would refuse it); `dates` keeps both valid days for the inputs.
 */
export function parseDayRange(values: { from?: string | null; to?: string | null }) {
  const from = parseDayFilter(values.from);
  const to = parseDayFilter(values.to);
  const rangeInvalid = Boolean(from && to && from > to);
  return { from, to: rangeInvalid ? undefined : to, rangeInvalid, dates: { from, to } };
}

const uuid = z.uuid();

/** An id filter: a well-formed id, else undefined (the API would refuse the whole list for a bad one). */
export function parseIdFilter(value: string | null | undefined): string | undefined {
  return value && uuid.safeParse(value).success ? value : undefined;
}
