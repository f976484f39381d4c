import { PassThrough } from 'node:stream';
import type { Invoice } from '@masar/contract/invoices';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../bookings-core/booking-text';
import { writeInvoicesXlsx } from './invoices-export';
import { vatLine } from './vat';

const line = vatLine(
  { code: 'Transfer', args: { nameAr: 'سيدان', nameEn: 'Sedan' }, quantity: 1, unitPrice: 10_000 },
  1500,
  true,
);
const party = {
  nameAr: 'شركة مسار للنقل',
  nameEn: 'Masar Transport Co',
  vatNumber: '300000000000003',
  crNumber: null,
  addressAr: null,
  addressEn: null,
};
const invoice: Invoice = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'Invoice',
  type: 'Tax',
  number: 'INV-2026-000001',
  issuedAt: '2026-12-02T09:00:00.000Z',
  agentId: null,
  bookingReference: 'MS-261202-0001',
  invoiceNumber: null,
  currency: 'SAR',
  seller: party,
  buyer: party,
  lines: [line],
  net: line.net,
  vat: line.vat,
  total: line.total,
};
const creditNote: Invoice = {
  ...invoice,
  id: '00000000-0000-4000-8000-000000000002',
  kind: 'CreditNote',
  number: 'CN-2026-000001',
  invoiceNumber: invoice.number,
};

/** The VAT report of December 2026 in `lang`, its rows' values (first column first). */
async function report(lang: Lang): Promise<ExcelJS.CellValue[][]> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  async function* invoices() {
    yield* [invoice, creditNote];
  }
  await writeInvoicesXlsx(output, invoices(), {
    lang,
    timeZone: 'Asia/Riyadh',
    currency: 'SAR',
    report: true,
    period: { from: '2026-12-01', to: '2026-12-31' },
  });
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ExcelJS.Buffer);
  const rows = (workbook.worksheets[0]?.getSheetValues().slice(1) ?? []) as ExcelJS.CellValue[][];
  return rows.map((row) => row.slice(1));
}

describe('the VAT report workbook', () => {
  it('states its period above the header, and types a credit note as one, in English', async () => {
    const rows = await report('en');
    expect(rows[0]).toEqual(['VAT report — Period: 2026-12-01 – 2026-12-31 (Riyadh time)']);
    expect(rows[1]?.slice(1, 4)).toEqual(['Number', 'Kind', 'Type']);
    expect(rows[2]?.slice(1, 4)).toEqual(['INV-2026-000001', 'Invoice', 'Tax invoice']);
    expect(rows[3]?.slice(1, 4)).toEqual(['CN-2026-000001', 'Credit note', 'Credit note']);
  });

  it('does the same in Arabic', async () => {
    const rows = await report('ar');
    expect(rows[0]).toEqual(['تقرير الضريبة — الفترة: 2026-12-01 – 2026-12-31 (بتوقيت الرياض)']);
    expect(rows[2]?.slice(1, 4)).toEqual(['INV-2026-000001', 'فاتورة', 'فاتورة ضريبية']);
    expect(rows[3]?.slice(1, 4)).toEqual(['CN-2026-000001', 'إشعار دائن', 'إشعار دائن']);
  });
});
