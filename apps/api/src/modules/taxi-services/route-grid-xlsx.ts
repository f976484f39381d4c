import type { Writable } from 'node:stream';
import { PRICE_MAX } from '@masar/contract/catalogue';
import { MIN_HOURS_MAX, routeDirections } from '@masar/contract/constants';
import { toAsciiDigits } from '@masar/contract/digits';
import { message, readMessage } from '@masar/contract/messages';
import { GRID_ROWS_MAX, GRID_UNPACKED_MAX_BYTES, type ImportGridResponse } from '@masar/contract/price-tools';
import type { RouteDirection } from '@masar/contract/taxi-services';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Database, Queryable } from '../../db/client';
import { areas, cars, locations, taxiServices } from '../../db/schema/index';
import { badRequest, HttpError } from '../../lib/errors';
import { writeXlsx, type XlsxColumn } from '../../lib/xlsx';
import { writeRoutePrice } from './route-grid-tools.service';
import { type Joined, selectServices } from './taxi-services.service';

/**
 * The route grid as .xlsx (issue #17): one row per price — from (the area), to (a location, another area,
 * or the area again for trips within it), direction, car, transfer price, hourly price, min hours — in
 * major units (2 decimals). The import reads the same columns, names in either language, and upserts by
 * (from, to, car): all rows are checked first, and nothing is written unless every row is good.
 */

type Lang = 'ar' | 'en';
const MINOR_DIGITS = 2;

const headers: Record<Lang, string[]> = {
  en: ['From', 'To', 'Direction', 'Car', 'Transfer price', 'Hourly price', 'Min hours'],
  ar: ['من', 'إلى', 'الاتجاه', 'السيارة', 'سعر التوصيل', 'سعر الساعة', 'الحد الأدنى للساعات'],
};

const toMajor = (minor: number | null) => (minor === null ? null : minor / 10 ** MINOR_DIGITS);

/** The grid's rows: one area's routes from either side, or every live price; a stable order. */
export async function* gridRows(db: Queryable, areaId: string | undefined): AsyncIterable<Joined> {
  const rows = await selectServices(db)
    .where(
      and(
        isNull(taxiServices.deletedAt),
        areaId ? or(eq(taxiServices.areaId, areaId), eq(taxiServices.toAreaId, areaId)) : undefined,
      ),
    )
    .orderBy(asc(areas.nameEn), asc(cars.nameEn), asc(taxiServices.createdAt), asc(taxiServices.id));
  yield* rows;
}

export function writeGridXlsx(output: Writable, rows: AsyncIterable<Joined>, lang: Lang): Promise<number> {
  const name = (row: { nameAr: string; nameEn: string } | null) =>
    row ? row[lang === 'ar' ? 'nameAr' : 'nameEn'] : '';
  const labels = headers[lang];
  const column = (index: number, width: number, value: XlsxColumn<Joined>['value'], numFmt?: string) => ({
    header: labels[index] as string,
    width,
    value,
    numFmt,
  });
  const columns: XlsxColumn<Joined>[] = [
    column(0, 28, (row) => name(row.area)),
    column(1, 28, (row) => name(row.location) || name(row.toArea) || name(row.area)),
    column(2, 12, (row) => row.service.direction),
    column(3, 22, (row) => name(row.car)),
    column(4, 14, (row) => toMajor(row.service.price), '0.00'),
    column(5, 14, (row) => toMajor(row.service.hourlyPrice), '0.00'),
    column(6, 10, (row) => row.service.minHours),
  ];
  return writeXlsx(output, columns, rows, {
    sheetName: lang === 'ar' ? 'الأسعار' : 'Prices',
    rightToLeft: lang === 'ar',
  });
}

/** A cell as text: numbers as typed, rich text joined, a formula's result; trimmed. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'string') return value.split('\u0000').join('').trim();
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
  if ('text' in value) return cellText(value.text as ExcelJS.CellValue);
  return '';
}

/** An amount in major units (a number cell, or text in any digits) as minor units; undefined if it is none. */
function minorOf(value: ExcelJS.CellValue): number | undefined {
  if (typeof value === 'number') {
    const minor = Math.round(value * 10 ** MINOR_DIGITS);
    return Number.isFinite(value) && Math.abs(value * 10 ** MINOR_DIGITS - minor) < 1e-6 ? minor : undefined;
  }
  const text = toAsciiDigits(cellText(value)).replace('٫', '.').replace(/[,\s]/g, '');
  const found = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text);
  if (!found) return undefined;
  return Number(found[1]) * 100 + Number((found[2] ?? '').padEnd(MINOR_DIGITS, '0'));
}

function wholeOf(value: ExcelJS.CellValue): number | undefined {
  const text = toAsciiDigits(cellText(value));
  return /^\d{1,6}$/.test(text) ? Number(text) : undefined;
}

const key = (text: string) => text.trim().toLowerCase();

/** Names in either language → id, of live rows. */
async function namesOf(db: Queryable, table: typeof areas | typeof cars | typeof locations) {
  const rows = await db
    .select({ id: table.id, nameAr: table.nameAr, nameEn: table.nameEn })
    .from(table)
    .where(isNull(table.deletedAt));
  const byName = new Map<string, string>();
  for (const row of rows) {
    byName.set(key(row.nameEn), row.id);
    byName.set(key(row.nameAr), row.id);
  }
  return byName;
}

interface GridRow {
  row: number;
  areaId: string;
  locationId: string | null;
  toAreaId: string | null;
  direction: RouteDirection;
  carId: string;
  price: number;
  hourlyPrice: number | null;
  minHours: number | null;
}

/**
 * What the zip's central directory says its entries unpack to, together; undefined when it is no zip. Read
 * before the workbook is opened, so a small upload that unpacks to gigabytes is refused unread.
 */
export function unpackedSize(bytes: Buffer): number | undefined {
  // The end-of-central-directory record: 22 bytes, after a comment of at most 65,535.
  for (let end = bytes.length - 22; end >= Math.max(0, bytes.length - 22 - 65_535); end--) {
    if (bytes.readUInt32LE(end) !== 0x06054b50) continue;
    const entries = bytes.readUInt16LE(end + 10);
    let at = bytes.readUInt32LE(end + 16);
    let total = 0;
    for (let index = 0; index < entries; index++) {
      if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return undefined;
      // A Zip64 size (0xFFFFFFFF) counts as the largest: no workbook needs it.
      total += bytes.readUInt32LE(at + 24);
      at += 46 + bytes.readUInt16LE(at + 28) + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    }
    return total;
  }
  return undefined;
}

async function readWorkbook(bytes: Buffer): Promise<ExcelJS.Worksheet> {
  const unpacked = unpackedSize(bytes);
  if (unpacked === undefined) throw badRequest([message('gridFileUnreadable')]);
  if (unpacked > GRID_UNPACKED_MAX_BYTES)
    throw badRequest([message('gridFileUnpacksTooLarge', { size: GRID_UNPACKED_MAX_BYTES / 1024 / 1024 })]);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw badRequest([message('gridFileUnreadable')]);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw badRequest([message('gridFileUnreadable')]);
  return sheet;
}

/** Every row checked (names, direction, amounts, duplicates): one message per bad row, or the rows. */
async function parseGrid(db: Queryable, sheet: ExcelJS.Worksheet): Promise<GridRow[]> {
  if (sheet.rowCount - 1 > GRID_ROWS_MAX)
    throw badRequest([message('gridTooManyRows', { maximum: GRID_ROWS_MAX })]);
  const [areaIds, locationIds, carIds] = await Promise.all([
    namesOf(db, areas),
    namesOf(db, locations),
    namesOf(db, cars),
  ]);
  const problems: string[] = [];
  const rows: GridRow[] = [];
  const seen = new Map<string, number>();
  sheet.eachRow((excelRow, row) => {
    if (row === 1) return;
    const values = [1, 2, 3, 4, 5, 6, 7].map((index) => excelRow.getCell(index).value);
    const texts = values.map(cellText);
    if (texts.every((text) => text === '')) return;
    const [fromName = '', toName = '', directionText = '', carName = ''] = texts;
    const problem = (found: string) => problems.push(found);
    const areaId = areaIds.get(key(fromName));
    if (!areaId) return problem(message('gridRowUnknownArea', { row, name: fromName }));
    const within = areaIds.get(key(toName)) === areaId;
    const locationId = within ? null : (locationIds.get(key(toName)) ?? null);
    const toAreaId = within || locationId ? null : (areaIds.get(key(toName)) ?? null);
    if (!within && !locationId && !toAreaId)
      return problem(message('gridRowUnknownEnd', { row, name: toName }));
    const direction = routeDirections.find((item) => item.toLowerCase() === key(directionText || 'BothWays'));
    if (!direction) return problem(message('gridRowDirection', { row, name: directionText }));
    if (within && direction !== 'BothWays') return problem(message('gridRowWithinBothWays', { row }));
    const carId = carIds.get(key(carName));
    if (!carId) return problem(message('gridRowUnknownCar', { row, name: carName }));
    const price = minorOf(values[4] ?? null);
    if (price === undefined || price < 1 || price > PRICE_MAX)
      return problem(message('gridRowTransferPrice', { row }));
    const hourlyPrice = texts[5] === '' ? null : (minorOf(values[5] ?? null) ?? 0);
    if (hourlyPrice !== null && (hourlyPrice < 1 || hourlyPrice > PRICE_MAX))
      return problem(message('gridRowHourlyPrice', { row }));
    const minHours = texts[6] === '' ? null : (wholeOf(values[6] ?? null) ?? 0);
    if (
      (minHours !== null && (minHours < 1 || minHours > MIN_HOURS_MAX)) ||
      (minHours === null) !== (hourlyPrice === null)
    )
      return problem(message('gridRowMinHours', { row, maximum: MIN_HOURS_MAX }));
    const identity = `${areaId}|${locationId ?? toAreaId ?? ''}|${carId}`;
    const other = seen.get(identity);
    if (other) return problem(message('gridRowDuplicate', { row, other }));
    seen.set(identity, row);
    rows.push({ row, areaId, locationId, toAreaId, direction, carId, price, hourlyPrice, minHours });
  });
  if (problems.length) throw badRequest(problems);
  if (!rows.length) throw badRequest([message('gridFileEmpty')]);
  return rows;
}

/**
 * Imports a grid workbook: 400 with one message per bad row and nothing written, or every row upserted by
 * (from, to, car) in one transaction (a clash with a price not in the file is a bad row too).
 */
export async function importGrid(db: Database, bytes: Buffer, adminId?: string): Promise<ImportGridResponse> {
  const sheet = await readWorkbook(bytes);
  const rows = await parseGrid(db, sheet);
  return db.transaction(async (tx) => {
    const problems: string[] = [];
    const result = { created: 0, updated: 0 };
    for (const { row, price, hourlyPrice, minHours, ...route } of rows) {
      await tx.execute(sql`savepoint grid_row`);
      try {
        const done = await writeRoutePrice(tx, route, { price, hourlyPrice, minHours }, adminId, {
          anyDirection: true,
        });
        result[done]++;
        await tx.execute(sql`release savepoint grid_row`);
      } catch (error) {
        await tx.execute(sql`rollback to savepoint grid_row`);
        const read = error instanceof HttpError ? readMessage(String(error.messages)) : undefined;
        if (read?.code !== 'routeClash') throw error;
        problems.push(
          message('gridRowClash', { row, car: read.params.car ?? '', route: read.params.route ?? '' }),
        );
      }
    }
    if (problems.length) throw badRequest(problems);
    return result;
  });
}
