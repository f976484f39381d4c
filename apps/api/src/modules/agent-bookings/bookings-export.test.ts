import { PassThrough, Writable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildAgentBooking } from '../../../test/agent-booking-builder';
import { type BookingsExportOptions, writeBookingsXlsx } from './bookings-export';

const english: BookingsExportOptions = {
  lang: 'en',
  timeZone: 'Asia/Riyadh',
  withAgent: false,
  currency: 'SAR',
};
const arabicForAdmins: BookingsExportOptions = { ...english, lang: 'ar', withAgent: true };

const arrival = buildAgentBooking();
const leaving = buildAgentBooking({
  reference: 'MS-260105-0002',
  status: 'Requested',
  direction: 'Leaving',
  flightNumber: null,
  price: { ...arrival.price, extras: [], extrasTotal: 0, total: 15000 },
});
const hourly = buildAgentBooking({
  reference: 'MS-260106-0001',
  status: 'Refunded',
  direction: 'Hourly',
  location: null,
  price: {
    transferPrice: 0,
    hourlyPrice: 12000,
    hours: 5,
    surcharges: [],
    surchargesTotal: 0,
    extras: [],
    extrasTotal: 0,
    total: 60000,
    currency: 'SAR',
  },
});

async function exportToSheet(bookings: AgentBooking[], options: BookingsExportOptions) {
  const output = new PassThrough();
  const [count, file] = await Promise.all([writeBookingsXlsx(output, bookings, options), buffer(output)]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  const rows = sheet.getSheetValues().slice(1) as ExcelJS.CellValue[][];
  // Row arrays from exceljs start at index 1, like Excel's columns.
  return { count, sheet, header: rows[0]?.slice(1), values: rows.slice(1).map((row) => row.slice(1)) };
}

describe('writeBookingsXlsx', () => {
  it('writes one row per booking under English headers, numbers and dates as real cells', async () => {
    const { count, sheet, header, values } = await exportToSheet([arrival, leaving, hourly], english);
    expect(count).toBe(3);
    expect(sheet.name).toBe('Bookings');
    expect(header).toEqual([
      'Reference',
      'Status',
      'Trip type',
      'Pickup time (Riyadh time)',
      'Booked on (Riyadh time)',
      'Traveller',
      'Phone',
      'Flight',
      'From',
      'To',
      'Hours',
      'Car',
      'Passengers',
      'Bags',
      'Extras',
      'Total',
      'Currency',
    ]);
    expect(values[0]).toEqual([
      'MS-260105-0001',
      'Accepted',
      'Arrival',
      // 11:30 UTC is 14:30 in Riyadh: the cell holds the wall-clock time.
      new Date('2026-01-05T14:30:00Z'),
      new Date('2026-01-01T11:00:00Z'),
      'سارة القحطاني',
      '+966501234567',
      'SV1234',
      'King Khalid International Airport',
      'فندق الفيصلية، طريق الملك فهد، الرياض 12212',
      undefined,
      'Toyota Camry',
      3,
      2,
      'Child seat × 2, Meet and greet × 1',
      250.5,
      'SAR',
    ]);
    expect(values[1]?.slice(0, 3)).toEqual(['MS-260105-0002', 'Requested', 'Departure']);
    expect(values[1]?.slice(7, 10)).toEqual([
      undefined,
      'فندق الفيصلية، طريق الملك فهد، الرياض 12212',
      'King Khalid International Airport',
    ]);
    expect(values[1]?.[14]).toBeUndefined();
    expect(values[2]?.slice(0, 3)).toEqual(['MS-260106-0001', 'Refunded', 'By the hour']);
    expect(values[2]?.slice(8, 11)).toEqual(['فندق الفيصلية، طريق الملك فهد، الرياض 12212', undefined, 5]);
    expect(values[2]?.[15]).toBe(600);
    expect(sheet.getColumn(16).numFmt).toBe('#,##0.00');
    expect(sheet.getColumn(4).numFmt).toBe('yyyy-mm-dd hh:mm');
  });

  it('writes Arabic headers and values, right to left, with the agent for admins', async () => {
    const { sheet, header, values } = await exportToSheet([arrival, hourly], arabicForAdmins);
    expect(sheet.name).toBe('الحجوزات');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(header).toEqual([
      'المرجع',
      'الحالة',
      'نوع الرحلة',
      'وقت الانطلاق (بتوقيت الرياض)',
      'تاريخ الحجز (بتوقيت الرياض)',
      'الوكيل',
      'الشركة',
      'المسافر',
      'الهاتف',
      'رقم الرحلة',
      'من',
      'إلى',
      'الساعات',
      'السيارة',
      'الركاب',
      'الحقائب',
      'الإضافات',
      'الإجمالي',
      'العملة',
    ]);
    expect(values[0]?.slice(0, 3)).toEqual(['MS-260105-0001', 'مقبول', 'وصول']);
    expect(values[0]?.slice(5, 7)).toEqual(['Khalid Travel Desk', 'رحلات الخليج']);
    expect(values[0]?.slice(10, 12)).toEqual([
      'مطار الملك خالد الدولي',
      'فندق الفيصلية، طريق الملك فهد، الرياض 12212',
    ]);
    expect(values[0]?.[13]).toBe('تويوتا كامري');
    expect(values[0]?.[16]).toBe('مقعد أطفال × 2، استقبال بلوحة اسم × 1');
    expect(values[1]?.slice(1, 3)).toEqual(['مسترد', 'بالساعة']);
  });

  it('streams 10,000 bookings: the file is being written while the rows are still being read', async () => {
    const total = 10_000;
    let pulled = 0;
    let bytesOut = 0;
    let bytesWhenHalfPulled = 0;
    async function* bookings() {
      for (let index = 1; index <= total; index++) {
        pulled++;
        if (pulled === total / 2) bytesWhenHalfPulled = bytesOut;
        yield { ...arrival, reference: `MS-260105-${String(index).padStart(5, '0')}` };
      }
    }
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytesOut += chunk.length;
        chunks.push(chunk);
        done();
      },
    });

    expect(await writeBookingsXlsx(sink, bookings(), english)).toBe(total);
    // Rows were compressed and passed on while later ones were still to be read (the zip headers
    // alone are 49 bytes): the export never holds all the rows.
    expect(bytesWhenHalfPulled).toBeGreaterThan(10_000);

    let rows = 0;
    let last: ExcelJS.CellValue;
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(new PassThrough().end(Buffer.concat(chunks)), {});
    for await (const sheet of reader) {
      for await (const row of sheet) {
        rows++;
        last = row.getCell(1).value;
      }
    }
    expect(rows).toBe(total + 1);
    expect(last).toBe('MS-260105-10000');
  });
});
