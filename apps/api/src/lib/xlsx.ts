import { once } from 'node:events';
import type { Writable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import ExcelJS from 'exceljs';

/**
 * A streaming .xlsx writer (exceljs WorkbookWriter): each row is written and committed as it comes,
 * so an export of any length holds only a few hundred rows in memory at once.
 */

export type XlsxCell = string | number | Date | null;

export type XlsxColumn<Row> = {
  header: string;
  /** In characters, as Excel measures column widths. */
  width: number;
  value: (row: Row) => XlsxCell;
  /** Excel number format, e.g. '#,##0.00' or 'yyyy-mm-dd hh:mm'. */
  numFmt?: string;
};

export type XlsxOptions = {
  sheetName: string;
  rightToLeft?: boolean;
  /** A line above the header saying what the sheet is (a report's period); the header row then is the second. */
  title?: string;
};

/** Rows between two pauses that let the zip stream compress and pass on what was written. */
const FLUSH_EVERY = 200;

/**
 * Writes a one-sheet workbook to `output` and resolves with the number of data rows once `output` has
 * it all, so start reading `output` (send it as the reply) before awaiting. If the rows fail, `output`
 * is destroyed with the error: a download stops instead of ending as a corrupt file.
 */
export async function writeXlsx<Row>(
  output: Writable,
  columns: XlsxColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
  options: XlsxOptions,
): Promise<number> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(options.sheetName, {
    views: [{ state: 'frozen', ySplit: options.title ? 2 : 1, rightToLeft: options.rightToLeft ?? false }],
  });
  sheet.columns = columns.map((column, index) => ({
    key: String(index),
    width: column.width,
    style: column.numFmt ? { numFmt: column.numFmt } : {},
  }));
  if (options.title) {
    const title = sheet.addRow([options.title]);
    title.font = { bold: true };
    title.commit();
  }
  const header = sheet.addRow(columns.map((column) => column.header));
  header.font = { bold: true };
  header.commit();

  let count = 0;
  try {
    for await (const row of rows) {
      sheet.addRow(columns.map((column) => column.value(row))).commit();
      count++;
      if (count % FLUSH_EVERY === 0) {
        // Let the zip stream run, and wait for a slow reader (a download) to catch up.
        await nextTurn();
        if (output.writableNeedDrain) await once(output, 'drain');
      }
    }
    sheet.commit();
    await workbook.commit();
  } catch (error) {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
    throw error;
  }
  return count;
}

/** Excel's number format for a date and time cell. */
export const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm';

/** Excel's number format for an amount with `digits` decimals: '#,##0.00' for 2. */
export function amountFormat(digits: number): string {
  return `#,##0${digits ? `.${'0'.repeat(digits)}` : ''}`;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * Excel dates have no time zone: the cell holds the business time zone's wall-clock time (as a UTC
 * date with those numbers), which sorts and filters as a date and reads as the screen shows it.
 */
export function wallClock(iso: string, timeZone: string): Date {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(
    format.formatToParts(new Date(iso)).map((part) => [part.type, Number(part.value)]),
  );
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  return new Date(Date.UTC(year, month - 1, day, hour, minute, second));
}
