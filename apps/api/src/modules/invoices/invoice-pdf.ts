import type { Invoice, InvoiceLine, InvoiceParty } from '@masar/contract/invoices';
import PDFDocument from 'pdfkit';
import { keptFormat } from '../../lib/intl-formats';
import { drawQrCode } from '../../lib/pdf-qr';
import { drawText, registerFonts, type TextBox, textHeight } from '../../lib/pdf-text';
import { formatDateTime } from '../../lib/words';
import { formatMoney, type Lang, minorUnitDigits } from '../bookings-core/booking-text';
import { transactionNoteText } from '../transactions/transactions-export';
import type { CreditNoteReason } from './invoices.service';
import { printedUnitNet } from './vat';
import { qrAmount, zatcaQrText } from './zatca-qr';

/**
 * The invoice or credit note as an A4 PDF (decision 0012): Arabic first (the right column, and the upper
 * line of each table cell), English beside or below it, the ZATCA phase-1 QR code at the top.
 */

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT = PAGE.width - 2 * MARGIN;
const HALF = (CONTENT - 24) / 2;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const QR_SIZE = 120;
const COLOURS = {
  primary: '#0e7c86',
  dark: '#085961',
  tint: '#e6f5f6',
  text: '#1f2933',
  muted: '#5f6b76',
  line: '#d5dde3',
};

/** Each document's title, also its type in the exports. */
export const documentTitles = {
  Invoice: {
    Tax: { ar: 'فاتورة ضريبية', en: 'Tax invoice' },
    Simplified: { ar: 'فاتورة ضريبية مبسطة', en: 'Simplified tax invoice' },
  },
  CreditNote: {
    Tax: { ar: 'إشعار دائن', en: 'Credit note' },
    Simplified: { ar: 'إشعار دائن مبسط', en: 'Simplified credit note' },
  },
} as const;

const WORDS = {
  number: { ar: 'الرقم', en: 'Number' },
  issuedAt: { ar: 'تاريخ الإصدار', en: 'Issue date' },
  booking: { ar: 'الحجز', en: 'Booking' },
  invoice: { ar: 'الفاتورة الأصلية', en: 'Original invoice' },
  reason: { ar: 'سبب الإصدار', en: 'Reason for issuance' },
  seller: { ar: 'البائع', en: 'Seller' },
  buyer: { ar: 'المشتري', en: 'Buyer' },
  vatNumber: { ar: 'الرقم الضريبي', en: 'VAT number' },
  crNumber: { ar: 'السجل التجاري', en: 'CR number' },
  address: { ar: 'العنوان', en: 'Address' },
  description: { ar: 'الوصف', en: 'Description' },
  quantity: { ar: 'الكمية', en: 'Qty' },
  unitNet: { ar: 'سعر الوحدة', en: 'Unit price' },
  net: { ar: 'المبلغ الخاضع', en: 'Taxable' },
  rate: { ar: 'النسبة', en: 'Rate' },
  vat: { ar: 'الضريبة', en: 'VAT' },
  total: { ar: 'الإجمالي', en: 'Total' },
  totalNet: { ar: 'الإجمالي غير شامل الضريبة', en: 'Total excluding VAT' },
  totalVat: { ar: 'مجموع ضريبة القيمة المضافة', en: 'Total VAT' },
  totalWithVat: { ar: 'الإجمالي شامل الضريبة', en: 'Total including VAT' },
} as const;

/** A line's words in one language, from its code and arguments. */
export function lineDescription(line: InvoiceLine, lang: Lang): string {
  const name = lang === 'ar' ? line.args.nameAr : line.args.nameEn;
  switch (line.code) {
    case 'Transfer':
      return lang === 'ar' ? `توصيل – ${name}` : `Transfer – ${name}`;
    case 'HourlyHire':
      return lang === 'ar' ? `سيارة مع سائق بالساعة – ${name}` : `Car with driver by the hour – ${name}`;
    case 'Surcharge':
      return lang === 'ar' ? `رسم إضافي – ${name}` : `Surcharge – ${name}`;
    case 'Extra':
      return lang === 'ar' ? `خدمة إضافية – ${name}` : `Extra – ${name}`;
    case 'CancellationRefund':
      return lang === 'ar'
        ? `استرداد بعد رسوم الإلغاء – ${name}`
        : `Refund after the cancellation fee – ${name}`;
    case 'OutwardLeg':
      return lang === 'ar' ? `رحلة الذهاب – ${name}` : `Outward trip – ${name}`;
    case 'ReturnLeg':
      return lang === 'ar' ? `رحلة العودة – ${name}` : `Return trip – ${name}`;
  }
}

/**
 * A credit note's reason in one language: who cancelled, in the ledger's words for it, then the reason an admin
 * typed, as typed, in a first-strong isolate so either script keeps its order inside the other.
 */
export function reasonText(reason: CreditNoteReason, lang: Lang): string {
  const system = transactionNoteText({ noteCode: reason.code, note: null }, lang) ?? '';
  return reason.note ? `${system}: \u2068${reason.note}\u2069` : system;
}

/** A line's unit price (VAT excluded) as printed: with the decimals unit × quantity = taxable needs (vat.ts). */
export function unitNetText(line: InvoiceLine, currency: string): string {
  const { scaled, extraDigits } = printedUnitNet(line);
  const digits = minorUnitDigits(currency) + extraDigits;
  return keptFormat(
    `unit net ${digits}`,
    () => new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  ).format(scaled / 10 ** digits);
}

/** The base64 TLV of ZATCA phase 1: seller, VAT number, time of issue, total with VAT, VAT. */
export const invoiceQrText = (invoice: Invoice) =>
  zatcaQrText({
    sellerName: invoice.seller.nameAr,
    vatNumber: invoice.seller.vatNumber ?? '',
    timestamp: invoice.issuedAt,
    total: qrAmount(invoice.total),
    vat: qrAmount(invoice.vat),
  });

/** A document to print: a credit note with its reason (invoices.service getInvoice) prints it. */
type Printed = Invoice & { reason?: CreditNoteReason | null };

export async function renderInvoicePdf(invoice: Printed, timeZone: string): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    font: '',
    info: { Title: `Masar ${invoice.number}`, Author: 'Masar' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  doc.addPage({ size: 'A4', margin: 0 });
  draw(doc, invoice, timeZone);
  doc.end();
  return finished;
}

const ar = (x: number, width: number): Pick<TextBox, 'x' | 'width' | 'align' | 'direction'> => ({
  x,
  width,
  align: 'right',
  direction: 'rtl',
});
const en = (x: number, width: number): Pick<TextBox, 'x' | 'width' | 'align' | 'direction'> => ({
  x,
  width,
  align: 'left',
  direction: 'ltr',
});

function draw(doc: PDFKit.PDFDocument, invoice: Printed, timeZone: string) {
  const title = documentTitles[invoice.kind][invoice.type];
  doc.rect(0, 0, PAGE.width, 60).fill(COLOURS.primary);
  const big = { size: 18, weight: 'bold', color: '#ffffff', y: 16 } as const;
  drawText(doc, title.ar, { ...big, ...ar(RIGHT - HALF, HALF) });
  drawText(doc, title.en, { ...big, ...en(LEFT, HALF) });

  // The document's identity either side of the QR code.
  const top = 76;
  const side = (CONTENT - QR_SIZE) / 2 - 12;
  const facts: [keyof typeof WORDS, string][] = [
    ['number', invoice.number],
    ['booking', invoice.bookingReference],
    ...(invoice.invoiceNumber ? [['invoice', invoice.invoiceNumber] as [keyof typeof WORDS, string]] : []),
  ];
  let y = top;
  for (const [key, value] of facts) {
    drawText(doc, WORDS[key].ar, { size: 8, color: COLOURS.muted, y, ...ar(RIGHT - side, side) });
    drawText(doc, WORDS[key].en, { size: 8, color: COLOURS.muted, y, ...en(LEFT, side) });
    const strong = { size: 11, weight: 'bold', color: COLOURS.dark, y: y + 10 } as const;
    drawText(doc, value, { ...strong, ...ar(RIGHT - side, side), direction: 'ltr' });
    drawText(doc, value, { ...strong, ...en(LEFT, side) });
    y += 28;
  }
  drawText(doc, WORDS.issuedAt.ar, { size: 8, color: COLOURS.muted, y, ...ar(RIGHT - side, side) });
  drawText(doc, WORDS.issuedAt.en, { size: 8, color: COLOURS.muted, y, ...en(LEFT, side) });
  drawText(doc, formatDateTime(invoice.issuedAt, timeZone, 'ar'), {
    size: 9,
    color: COLOURS.text,
    y: y + 10,
    ...ar(RIGHT - side, side),
  });
  drawText(doc, formatDateTime(invoice.issuedAt, timeZone, 'en'), {
    size: 9,
    color: COLOURS.text,
    y: y + 10,
    ...en(LEFT, side),
  });
  drawQrCode(doc, invoiceQrText(invoice), { x: (PAGE.width - QR_SIZE) / 2, y: top - 6, size: QR_SIZE });

  y = Math.max(y + 34, top + QR_SIZE + 4);
  if (invoice.reason) y = drawReason(doc, invoice.reason, y);
  y = drawParties(doc, invoice.seller, invoice.buyer, y);
  y = drawLines(doc, invoice, y + 12);
  drawTotals(doc, invoice, y + 10);
}

/** ZATCA asks a credit note for the reason it was issued: a heading like the parties', each language in its half. */
function drawReason(doc: PDFKit.PDFDocument, reason: CreditNoteReason, top: number) {
  doc.rect(LEFT, top, CONTENT, 18).fill(COLOURS.tint);
  const heading = { size: 9.5, weight: 'bold', color: COLOURS.dark, y: top + 2.5 } as const;
  drawText(doc, WORDS.reason.ar, { ...heading, ...ar(RIGHT - HALF - 8, HALF) });
  drawText(doc, WORDS.reason.en, { ...heading, ...en(LEFT + 8, HALF) });
  const value = { size: 9, color: COLOURS.text, y: top + 24 } as const;
  const width = HALF - 8;
  const heights = [
    drawText(doc, reasonText(reason, 'ar'), { ...value, ...ar(RIGHT - 8 - width, width) }),
    drawText(doc, reasonText(reason, 'en'), { ...value, ...en(LEFT + 8, width) }),
  ];
  return top + 24 + Math.max(...heights) + 8;
}

function drawParties(doc: PDFKit.PDFDocument, seller: InvoiceParty, buyer: InvoiceParty | null, top: number) {
  const parties: [keyof typeof WORDS, InvoiceParty][] = [['seller', seller]];
  if (buyer) parties.push(['buyer', buyer]);
  let y = top;
  for (const [key, party] of parties) {
    doc.rect(LEFT, y, CONTENT, 18).fill(COLOURS.tint);
    const heading = { size: 9.5, weight: 'bold', color: COLOURS.dark, y: y + 2.5 } as const;
    drawText(doc, WORDS[key].ar, { ...heading, ...ar(RIGHT - HALF - 8, HALF) });
    drawText(doc, WORDS[key].en, { ...heading, ...en(LEFT + 8, HALF) });
    y += 24;
    const rows: [string, string, string | null, string | null][] = [
      [WORDS[key].ar, WORDS[key].en, party.nameAr, party.nameEn],
      [WORDS.vatNumber.ar, WORDS.vatNumber.en, party.vatNumber, party.vatNumber],
      [WORDS.crNumber.ar, WORDS.crNumber.en, party.crNumber, party.crNumber],
      [WORDS.address.ar, WORDS.address.en, party.addressAr, party.addressEn],
    ];
    for (const [labelAr, labelEn, valueAr, valueEn] of rows) {
      if (!valueAr && !valueEn) continue;
      const label = { size: 8, color: COLOURS.muted, y: y + 1 } as const;
      const value = { size: 9, color: COLOURS.text, y } as const;
      const valueWidth = HALF - 90;
      drawText(doc, labelAr, { ...label, ...ar(RIGHT - 84, 84) });
      drawText(doc, valueAr ?? '', {
        ...value,
        ...ar(RIGHT - 90 - valueWidth, valueWidth),
        direction: 'auto',
      });
      drawText(doc, labelEn, { ...label, ...en(LEFT + 8, 80) });
      drawText(doc, valueEn ?? '', { ...value, ...en(LEFT + 90, valueWidth), direction: 'auto' });
      const height = Math.max(
        textHeight(doc, valueAr ?? '', { ...value, width: valueWidth }),
        textHeight(doc, valueEn ?? '', { ...value, width: valueWidth }),
      );
      y += height + 2;
    }
    y += 6;
  }
  return y;
}

/** Columns from the right (Arabic reading order): description, then the figures. */
const COLUMNS = [
  { key: 'description', width: 175 },
  { key: 'quantity', width: 38 },
  { key: 'unitNet', width: 62 },
  { key: 'net', width: 62 },
  { key: 'rate', width: 40 },
  { key: 'vat', width: 58 },
  { key: 'total', width: CONTENT - 175 - 38 - 62 - 62 - 40 - 58 },
] as const;

function columnX(index: number) {
  let right = RIGHT;
  for (let i = 0; i < index; i++) right -= COLUMNS[i]?.width ?? 0;
  return right - (COLUMNS[index]?.width ?? 0);
}

function drawLines(doc: PDFKit.PDFDocument, invoice: Invoice, top: number) {
  doc.rect(LEFT, top, CONTENT, 28).fill(COLOURS.tint);
  COLUMNS.forEach((column, index) => {
    const x = columnX(index) + 3;
    const words = WORDS[column.key];
    drawText(doc, words.ar, {
      size: 8,
      weight: 'bold',
      color: COLOURS.dark,
      y: top + 2,
      ...ar(x, column.width - 6),
    });
    drawText(doc, words.en, {
      size: 7.5,
      color: COLOURS.muted,
      y: top + 14,
      ...ar(x, column.width - 6),
      direction: 'ltr',
    });
  });
  let y = top + 32;
  const money = (minor: number) => formatMoney(minor, invoice.currency, 'en').replace(/^SAR\s*/, '');
  for (const line of invoice.lines) {
    const cells = [
      null,
      String(line.quantity),
      unitNetText(line, invoice.currency),
      money(line.net),
      `${line.vatRateBasisPoints / 100}%`,
      money(line.vat),
      money(line.total),
    ];
    const description = COLUMNS[0].width - 6;
    const arText = lineDescription(line, 'ar');
    const enText = lineDescription(line, 'en');
    drawText(doc, arText, { size: 8.5, color: COLOURS.text, y, ...ar(columnX(0) + 3, description) });
    const arHeight = textHeight(doc, arText, { size: 8.5, width: description });
    drawText(doc, enText, {
      size: 8,
      color: COLOURS.muted,
      y: y + arHeight,
      ...ar(columnX(0) + 3, description),
      direction: 'ltr',
    });
    const height = arHeight + textHeight(doc, enText, { size: 8, width: description });
    cells.forEach((cell, index) => {
      if (cell === null) return;
      const width = (COLUMNS[index]?.width ?? 0) - 6;
      drawText(doc, cell, {
        size: 8.5,
        color: COLOURS.text,
        y,
        ...ar(columnX(index) + 3, width),
        direction: 'ltr',
      });
    });
    y += height + 4;
    doc
      .moveTo(LEFT, y - 2)
      .lineTo(RIGHT, y - 2)
      .lineWidth(0.5)
      .stroke(COLOURS.line);
  }
  return y;
}

function drawTotals(doc: PDFKit.PDFDocument, invoice: Invoice, top: number) {
  const rows: [keyof typeof WORDS, number][] = [
    ['totalNet', invoice.net],
    ['totalVat', invoice.vat],
    ['totalWithVat', invoice.total],
  ];
  let y = top;
  for (const [key, amount] of rows) {
    const strong = key === 'totalWithVat';
    const style = {
      size: strong ? 11 : 9.5,
      weight: strong ? 'bold' : 'regular',
      color: COLOURS.text,
      y,
    } as const;
    // Arabic half: label at the right edge, amount at the half's inner (left) edge; English mirrors it.
    drawText(doc, WORDS[key].ar, { ...style, ...ar(RIGHT - HALF, HALF) });
    drawText(doc, formatMoney(amount, invoice.currency, 'ar'), {
      ...style,
      ...ar(RIGHT - HALF, 130),
      align: 'left',
      direction: 'auto',
    });
    drawText(doc, WORDS[key].en, { ...style, ...en(LEFT, HALF) });
    drawText(doc, formatMoney(amount, invoice.currency, 'en'), {
      ...style,
      ...ar(LEFT + HALF - 130, 130),
      direction: 'ltr',
    });
    y += strong ? 22 : 18;
  }
  return y;
}
