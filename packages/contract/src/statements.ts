import { z } from 'zod';
import { DATE_OUT_OF_RANGE_MESSAGE, dateOnly, dayRangeInOrder, EARLIEST_YEAR, LATEST_YEAR } from './common';
import { languages } from './constants';
import { asciiDigitsOf } from './digits';
import { message } from './messages';
import { transactionDirectionSchema, transactionNoteCodeSchema, transactionTypeSchema } from './transactions';

/**
 * An agent's statement of account (issue #19): for a calendar month or from–to days in the business time
 * zone, the balance before the first day, every ledger entry of the period with the balance after it, the
 * balance after the last day and the totals. The closing balance of one period is the opening of the next.
 */

/** A statement covers at most this many months (from the first day to the last, both inclusive). */
export const STATEMENT_MAX_MONTHS = 24;
export const STATEMENT_PERIOD_TOO_LONG = message('statementPeriodTooLong', { months: STATEMENT_MAX_MONTHS });
export const STATEMENT_PERIOD_MISSING = message('statementPeriodMissing');
export const STATEMENT_PERIOD_TWICE = message('statementPeriodTwice');

/** A calendar month, YYYY-MM; Arabic-Indic digits read as ASCII. */
export const monthSchema = z.preprocess(
  asciiDigitsOf,
  z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { message: message('invalidMonth'), abort: true })
    .refine((value) => {
      const year = Number(value.slice(0, 4));
      return year >= EARLIEST_YEAR && year <= LATEST_YEAR;
    }, DATE_OUT_OF_RANGE_MESSAGE),
);

/** The first and the last day of a month ('2026-02' → 2026-02-01, 2026-02-28). */
export function monthDays(month: string): { from: string; to: string } {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${String(last).padStart(2, '0')}` };
}

/** Whether the days `from`..`to` (both inclusive) fit in `months` calendar months. */
export function withinMonths(from: string, to: string, months: number): boolean {
  const limit = new Date(`${from}T00:00:00Z`);
  limit.setUTCMonth(limit.getUTCMonth() + months);
  return to < limit.toISOString().slice(0, 10);
}

// The period rules run only on real values: a malformed one gets its own message and nothing more.
const onRealValues = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

/**
 * The period of a statement: `month`, or both `from` and `to` (never both kinds). `lang` names the language
 * of the PDF's and the workbook's words (else the browser's, else Arabic).
 */
export const statementQuery = z
  .object({
    month: monthSchema.optional(),
    from: dateOnly.optional(),
    to: dateOnly.optional(),
    lang: z.enum(languages).optional(),
  })
  .refine((value) => !(value.month && (value.from || value.to)), {
    path: ['month'],
    message: STATEMENT_PERIOD_TWICE,
    ...onRealValues,
  })
  .refine((value) => Boolean(value.month) || Boolean(value.from && value.to), {
    path: ['from'],
    message: STATEMENT_PERIOD_MISSING,
    ...onRealValues,
  })
  .refine(dayRangeInOrder[0], { ...dayRangeInOrder[1], ...onRealValues })
  .refine((value) => !value.from || !value.to || withinMonths(value.from, value.to, STATEMENT_MAX_MONTHS), {
    path: ['to'],
    message: STATEMENT_PERIOD_TOO_LONG,
    ...onRealValues,
  })
  .transform(({ month, from, to, lang }) => ({
    ...(month ? monthDays(month) : { from: from as string, to: to as string }),
    lang,
  }));
/** The query as a client writes it (the schema's input reads any value, for the digits). */
export type StatementQuery = {
  month?: string;
  from?: string;
  to?: string;
  lang?: (typeof languages)[number];
};
export type StatementPeriod = z.output<typeof statementQuery>;

/** One ledger entry of the period: money out is a debit, money in a credit; `balance` is the balance after it. */
export const statementLineSchema = z
  .object({
    id: z.uuid(),
    createdAt: z.string(),
    type: transactionTypeSchema,
    direction: transactionDirectionSchema,
    booking: z.object({ id: z.uuid(), reference: z.string() }).nullable(),
    /** What the system wrote (rendered in the reader's language), and what an admin typed. */
    noteCode: transactionNoteCodeSchema.nullable(),
    note: z.string().nullable(),
    debit: z.number().int(),
    credit: z.number().int(),
    balance: z.number().int(),
  })
  .meta({ id: 'StatementLine' });
export type StatementLine = z.infer<typeof statementLineSchema>;

const typeTotals = z.object({
  TopUp: z.number().int(),
  Booking: z.number().int(),
  Refund: z.number().int(),
  Withdrawal: z.number().int(),
});

/** GET /statements/by-agent and /statements/by-admin/{agentId}. Amounts in minor units; balances may be negative. */
export const statementSchema = z
  .object({
    agent: z.object({
      id: z.uuid(),
      name: z.string(),
      companyName: z.string().nullable(),
      email: z.string(),
    }),
    currency: z.string(),
    /** The business time zone the days are read in. */
    timeZone: z.string(),
    from: z.string(),
    to: z.string(),
    openingBalance: z.number().int(),
    closingBalance: z.number().int(),
    totalIn: z.number().int(),
    totalOut: z.number().int(),
    /** Σ amount of each type in the period. */
    totals: typeTotals,
    lines: z.array(statementLineSchema),
  })
  .meta({ id: 'Statement' });
export type Statement = z.infer<typeof statementSchema>;
