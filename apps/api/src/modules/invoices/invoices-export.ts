import type { Writable } from 'node:stream';
import type { Invoice, InvoiceKind } from '@masar/contract/invoices';
import { periodInZone, zoneName } from '../../lib/intl-formats';
import { amountFormat, DATE_TIME_FORMAT, wallClock, writeXlsx, type XlsxColumn } from '../../lib/xlsx';
import { type Lang, minorUnitDigits, toMajorUnits } from '../bookings-core/booking-text';
import { documentTitles } from './invoice-pdf';

/**
 * The invoices list as .xlsx, and the VAT report of a period: the same rows (invoices and credit notes,
 * credit notes negative so a column sum is the period's figure) followed by a totals row.
 */

export type InvoicesExportOptions = {
  lang: Lang;
  timeZone: string;
  currency: string;
  /** The days the sheet covers (the VAT report's): stated on a line above the header. */
  period?: { from: string; to: string };
};

const headers = {
  en: {
    issuedAt: 'Issued',
    number: 'Number',
    kind: 'Kind',
    type: 'Type',
    invoice: 'Original invoice',
    booking: 'Booking',
    buyer: 'Buyer',
    buyerVat: 'Buyer VAT number',
    net: 'Net',
    vat: 'VAT',
    total: 'Total',
    currency: 'Currency',
    totals: 'Totals',
    period: 'Period',
  },
  ar: {
    issuedAt: 'الإصدار',
    number: 'الرقم',
    kind: 'النوع',
    type: 'الفئة',
    invoice: 'الفاتورة الأصلية',
    booking: 'الحجز',
    buyer: 'المشتري',
    buyerVat: 'الرقم الضريبي للمشتري',
    net: 'الصافي',
    vat: 'الضريبة',
    total: 'الإجمالي',
    currency: 'العملة',
    totals: 'المجاميع',
    period: 'الفترة',
  },
} as const;

export const kindNames: Record<Lang, Record<InvoiceKind, string>> = {
  en: { Invoice: 'Invoice', CreditNote: 'Credit note' },
  ar: { Invoice: 'فاتورة', CreditNote: 'إشعار دائن' },
};

/** An export row: an invoice, or the report's totals line (`totals`). */
export type InvoiceRow = { invoice: Invoice } | { totals: { net: number; vat: number; total: number } };

const signed = (invoice: Invoice, minor: number) => (invoice.kind === 'CreditNote' ? -minor : minor);

function columns(options: InvoicesExportOptions): XlsxColumn<InvoiceRow>[] {
  const { lang, timeZone, currency } = options;
  const text = headers[lang];
  const money = amountFormat(minorUnitDigits(currency));
  const of = <T>(row: InvoiceRow, read: (invoice: Invoice) => T) =>
    'invoice' in row ? read(row.invoice) : null;
  const amount = (key: 'net' | 'vat' | 'total') => (row: InvoiceRow) =>
    toMajorUnits('invoice' in row ? signed(row.invoice, row.invoice[key]) : row.totals[key], currency);
  return [
    {
      header: `${text.issuedAt} (${zoneName(lang, timeZone)})`,
      width: 20,
      value: (row) => of(row, (invoice) => wallClock(invoice.issuedAt, timeZone)),
      numFmt: DATE_TIME_FORMAT,
    },
    { header: text.number, width: 18, value: (row) => ('invoice' in row ? row.invoice.number : text.totals) },
    { header: text.kind, width: 12, value: (row) => of(row, (invoice) => kindNames[lang][invoice.kind]) },
    // The document's title, as its PDF prints it: a credit note is never a "Tax invoice".
    {
      header: text.type,
      width: 22,
      value: (row) => of(row, (invoice) => documentTitles[invoice.kind][invoice.type][lang]),
    },
    { header: text.invoice, width: 18, value: (row) => of(row, (invoice) => invoice.invoiceNumber) },
    { header: text.booking, width: 18, value: (row) => of(row, (invoice) => invoice.bookingReference) },
    {
      header: text.buyer,
      width: 26,
      value: (row) =>
        of(row, (invoice) => (lang === 'ar' ? invoice.buyer?.nameAr : invoice.buyer?.nameEn) ?? null),
    },
    {
      header: text.buyerVat,
      width: 18,
      value: (row) => of(row, (invoice) => invoice.buyer?.vatNumber ?? null),
    },
    { header: text.net, width: 14, value: amount('net'), numFmt: money },
    { header: text.vat, width: 14, value: amount('vat'), numFmt: money },
    { header: text.total, width: 14, value: amount('total'), numFmt: money },
    { header: text.currency, width: 9, value: () => currency },
  ];
}

const sheetNames = {
  list: { en: 'Invoices', ar: 'الفواتير' },
  report: { en: 'VAT report', ar: 'تقرير الضريبة' },
} as const;

export function writeInvoicesXlsx(
  output: Writable,
  invoices: AsyncIterable<Invoice>,
  options: InvoicesExportOptions & { report?: boolean },
): Promise<number> {
  async function* rows(): AsyncGenerator<InvoiceRow> {
    const totals = { net: 0, vat: 0, total: 0 };
    for await (const invoice of invoices) {
      totals.net += signed(invoice, invoice.net);
      totals.vat += signed(invoice, invoice.vat);
      totals.total += signed(invoice, invoice.total);
      yield { invoice };
    }
    if (options.report) yield { totals };
  }
  const { lang, period, timeZone } = options;
  const sheetName = sheetNames[options.report ? 'report' : 'list'][lang];
  return writeXlsx(output, columns(options), rows(), {
    sheetName,
    rightToLeft: lang === 'ar',
    ...(period && {
      title: `${sheetName} — ${headers[lang].period}: ${periodInZone(period, lang, timeZone)}`,
    }),
  });
}
