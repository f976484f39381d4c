import type { Writable } from 'node:stream';
import type { Statement, StatementLine } from '@masar/contract/statements';
import { transactionTypes } from '@masar/contract/transactions';
import { zoneName } from '../../lib/intl-formats';
import { amountFormat, DATE_TIME_FORMAT, wallClock, writeXlsx, type XlsxColumn } from '../../lib/xlsx';
import { type Lang, minorUnitDigits, toMajorUnits } from '../bookings-core/booking-text';
import { lineDescription, statementWords, typeNames } from './statement-text';

/**
 * The statement as one sheet, words in the request language: the opening balance, every line, the closing
 * balance, then the totals by type and in/out. Amounts in the major unit, as numbers Excel can add up.
 */

/** A row of the sheet: a ledger line, or a summary row (a label and an amount, in the balance or in/out columns). */
export type StatementRow =
  | { kind: 'line'; line: StatementLine }
  | { kind: 'summary'; label: string; debit?: number; credit?: number; balance?: number };

export function statementRows(statement: Statement, lang: Lang): StatementRow[] {
  const words = statementWords[lang];
  return [
    { kind: 'summary', label: words.opening, balance: statement.openingBalance },
    ...statement.lines.map((line): StatementRow => ({ kind: 'line', line })),
    { kind: 'summary', label: words.closing, balance: statement.closingBalance },
    ...transactionTypes.map(
      (type): StatementRow => ({
        kind: 'summary',
        label: `${words.totals}: ${typeNames[lang][type]}`,
        ...(type === 'TopUp' || type === 'Refund'
          ? { credit: statement.totals[type] }
          : { debit: statement.totals[type] }),
      }),
    ),
    { kind: 'summary', label: words.totalIn, credit: statement.totalIn },
    { kind: 'summary', label: words.totalOut, debit: statement.totalOut },
  ];
}

export function statementColumns(statement: Statement, lang: Lang): XlsxColumn<StatementRow>[] {
  const words = statementWords[lang];
  const { currency, timeZone } = statement;
  const money = amountFormat(minorUnitDigits(currency));
  const major = (minor: number | undefined) => (minor === undefined ? null : toMajorUnits(minor, currency));
  return [
    {
      header: `${words.date} (${zoneName(lang, timeZone)})`,
      width: 18,
      value: (row) => (row.kind === 'line' ? wallClock(row.line.createdAt, timeZone) : null),
      numFmt: DATE_TIME_FORMAT,
    },
    {
      header: words.type,
      width: 12,
      value: (row) => (row.kind === 'line' ? typeNames[lang][row.line.type] : null),
    },
    {
      header: words.booking,
      width: 18,
      value: (row) => (row.kind === 'line' ? (row.line.booking?.reference ?? null) : null),
    },
    {
      header: words.description,
      width: 40,
      value: (row) => (row.kind === 'line' ? lineDescription(row.line, lang) || null : row.label),
    },
    {
      header: `${words.debit} (${currency})`,
      width: 14,
      value: (row) => (row.kind === 'line' ? major(row.line.debit || undefined) : major(row.debit)),
      numFmt: money,
    },
    {
      header: `${words.credit} (${currency})`,
      width: 14,
      value: (row) => (row.kind === 'line' ? major(row.line.credit || undefined) : major(row.credit)),
      numFmt: money,
    },
    {
      header: `${words.balance} (${currency})`,
      width: 14,
      value: (row) => (row.kind === 'line' ? major(row.line.balance) : major(row.balance)),
      numFmt: money,
    },
  ];
}

/** Writes the workbook of `rows` (statementRows) into `output`; resolves with the number of rows below the header. */
export function writeStatementXlsx(
  output: Writable,
  rows: AsyncIterable<StatementRow>,
  statement: Statement,
  lang: Lang,
): Promise<number> {
  return writeXlsx(output, statementColumns(statement, lang), rows, {
    sheetName: statementWords[lang].sheet,
    rightToLeft: lang === 'ar',
  });
}
