import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { AssignedDriver } from '@masar/contract/drivers';
import PDFDocument from 'pdfkit';
import { drawQrCode } from '../../lib/pdf-qr';
import { clampText, drawText, registerFonts, type TextStyle, textHeight } from '../../lib/pdf-text';
import { statusNames } from '../bookings-core/booking-text';
import { type TicketRow, type TicketSection, ticketSections } from './ticket-content';

/**
 * The booking ticket (DESIGN.md §5): one A4 page per booking, English on the left and Arabic on the
 * right, side by side, with a QR code of the reference between them.
 */

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const COLUMN_WIDTH = (CONTENT_WIDTH - 24) / 2;
const LABEL_WIDTH = 84;
const VALUE_WIDTH = COLUMN_WIDTH - LABEL_WIDTH - 6;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const ARABIC_COLUMN = RIGHT - COLUMN_WIDTH;
const REFERENCE_TOP = 82;
const QR_SIZE = 84;
const SECTIONS_TOP = REFERENCE_TOP + QR_SIZE;
const FOOTER_TOP = PAGE.height - 50;
const SECTION_GAP = 10;
const SECTION_HEADER = 18;
const ROW_GAP = 2;

/** Teal-blue of the web app (apps/web/src/shared/config.ts, shades 6 and 8) and greys. */
const COLOURS = {
  primary: '#0e7c86',
  dark: '#085961',
  tint: '#e6f5f6',
  text: '#1f2933',
  muted: '#5f6b76',
  line: '#d5dde3',
  cancelled: '#c92a2a',
};

/**
 * A refunded booking's ticket must not pass for a valid one: its first line, in both languages, says it is
 * cancelled, on a red band, and the footer says not to use it (instead of "show it to the driver").
 */
const WORDING = {
  valid: {
    title: { en: 'Masar', ar: 'مسار' },
    subtitle: { en: 'Booking ticket', ar: 'تذكرة الحجز' },
    footer: { en: 'Please show this ticket to the driver.', ar: 'يرجى إبراز هذه التذكرة للسائق.' },
  },
  cancelled: {
    title: { en: 'CANCELLED – REFUNDED', ar: 'ملغاة – مستردة' },
    subtitle: { en: 'Masar · This ticket is not valid', ar: 'مسار · هذه التذكرة غير صالحة' },
    footer: {
      en: 'This booking was cancelled and refunded: the ticket is not valid for a ride.',
      ar: 'أُلغي هذا الحجز واستُرد مبلغه: التذكرة غير صالحة للرحلة.',
    },
  },
} as const;

const LABEL: TextStyle = { size: 8, color: COLOURS.muted };
const VALUE: TextStyle = { size: 9, color: COLOURS.text };

export type TicketOptions = {
  timeZone: string;
  /** The driver and vehicle of each booking that has one (issue #18), by booking id. */
  drivers?: Record<string, AssignedDriver | null>;
};

/** Renders the tickets of one or more bookings into one PDF, a page each. */
export async function renderTicketPdf(bookings: AgentBooking[], options: TicketOptions): Promise<Buffer> {
  if (!bookings.length) throw new Error('A ticket needs at least one booking');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    // No default Helvetica: every string is drawn with the registered IBM Plex fonts.
    font: '',
    info: {
      Title: bookings.length === 1 ? `Masar ticket ${bookings[0]?.reference}` : 'Masar tickets',
      Author: 'Masar',
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  registerFonts(doc);
  for (const booking of bookings) {
    doc.addPage({ size: 'A4', margin: 0 });
    drawTicket(doc, booking, options);
  }
  doc.end();
  return finished;
}

function drawTicket(doc: PDFKit.PDFDocument, booking: AgentBooking, options: TicketOptions) {
  const wording = booking.status === 'Refunded' ? WORDING.cancelled : WORDING.valid;
  drawHeader(doc, wording, booking.status === 'Refunded' ? COLOURS.cancelled : COLOURS.primary);
  drawReference(doc, booking);
  const sections = ticketSections(booking, options.timeZone, options.drivers?.[booking.id] ?? null);
  // Long addresses, notes and names are cut to fewer lines until the page holds them all.
  const available = FOOTER_TOP - SECTIONS_TOP;
  const maxLines = [3, 2].find((lines) => sectionsHeight(doc, sections, lines) <= available) ?? 1;
  let y = SECTIONS_TOP;
  for (const section of sections) y = drawSection(doc, section, y + SECTION_GAP, maxLines);
  drawFooter(doc, wording);
}

type Wording = (typeof WORDING)[keyof typeof WORDING];

function drawHeader(doc: PDFKit.PDFDocument, wording: Wording, colour: string) {
  doc.rect(0, 0, PAGE.width, 60).fill(colour);
  const title = { size: 18, weight: 'bold', color: '#ffffff', width: COLUMN_WIDTH } as const;
  const subtitle = { size: 9.5, color: '#ffffff', width: COLUMN_WIDTH } as const;
  drawText(doc, wording.title.en, { ...title, x: LEFT, y: 6, direction: 'ltr', align: 'left' });
  drawText(doc, wording.title.ar, { ...title, x: ARABIC_COLUMN, y: 6, direction: 'rtl', align: 'right' });
  drawText(doc, wording.subtitle.en, { ...subtitle, x: LEFT, y: 35, direction: 'ltr', align: 'left' });
  drawText(doc, wording.subtitle.ar, {
    ...subtitle,
    x: ARABIC_COLUMN,
    y: 35,
    direction: 'rtl',
    align: 'right',
  });
}

/** The reference and status in both languages, either side of the QR code. */
function drawReference(doc: PDFKit.PDFDocument, booking: AgentBooking) {
  const width = (CONTENT_WIDTH - QR_SIZE) / 2 - 16;
  const sides = [
    { x: LEFT, align: 'left', direction: 'ltr', reference: 'Reference', status: 'Status', lang: 'en' },
    { x: RIGHT - width, align: 'right', direction: 'rtl', reference: 'المرجع', status: 'الحالة', lang: 'ar' },
  ] as const;
  const top = REFERENCE_TOP;
  for (const side of sides) {
    const box = { x: side.x, width, align: side.align, direction: side.direction };
    drawText(doc, side.reference, { ...box, ...LABEL, y: top });
    drawText(doc, booking.reference, {
      ...box,
      y: top + 12,
      size: 17,
      weight: 'bold',
      color: COLOURS.dark,
      direction: 'ltr',
    });
    drawText(doc, side.status, { ...box, ...LABEL, y: top + 46 });
    const status = statusNames[side.lang][booking.status];
    drawText(doc, status, { ...box, y: top + 58, size: 11, weight: 'bold', color: COLOURS.text });
  }
  drawQrCode(doc, booking.reference, { x: (PAGE.width - QR_SIZE) / 2, y: top - 4, size: QR_SIZE });
}

function sectionsHeight(doc: PDFKit.PDFDocument, sections: TicketSection[], maxLines: number): number {
  return sections.reduce(
    (sum, section) =>
      sum +
      SECTION_GAP +
      SECTION_HEADER +
      6 +
      section.rows.reduce((rows, row) => rows + rowHeight(doc, rowValues(doc, row, maxLines)) + ROW_GAP, 0),
    0,
  );
}

function drawSection(doc: PDFKit.PDFDocument, section: TicketSection, top: number, maxLines: number): number {
  doc.rect(LEFT, top, CONTENT_WIDTH, SECTION_HEADER).fill(COLOURS.tint);
  const heading = {
    y: top + 2.5,
    size: 9.5,
    weight: 'bold',
    color: COLOURS.dark,
    width: COLUMN_WIDTH,
  } as const;
  drawText(doc, section.en, { ...heading, x: LEFT + 8, direction: 'ltr', align: 'left' });
  drawText(doc, section.ar, { ...heading, x: ARABIC_COLUMN - 8, direction: 'rtl', align: 'right' });
  let y = top + SECTION_HEADER + 6;
  for (const row of section.rows) y += drawRow(doc, row, rowValues(doc, row, maxLines), y) + ROW_GAP;
  doc
    .moveTo(PAGE.width / 2, top + SECTION_HEADER + 4)
    .lineTo(PAGE.width / 2, y - ROW_GAP)
    .lineWidth(0.5)
    .stroke(COLOURS.line);
  return y;
}

type RowValues = { en: string; ar: string; style: TextStyle };

function rowValues(doc: PDFKit.PDFDocument, row: TicketRow, maxLines: number): RowValues {
  const style = { ...VALUE, weight: row.emphasis ? 'bold' : 'regular' } as const;
  const lines = Math.min(row.maxLines ?? 2, maxLines);
  const box = { ...style, width: VALUE_WIDTH };
  return { en: clampText(doc, row.en[1], box, lines), ar: clampText(doc, row.ar[1], box, lines), style };
}

function rowHeight(doc: PDFKit.PDFDocument, values: RowValues): number {
  const box = { ...values.style, width: VALUE_WIDTH };
  return Math.max(textHeight(doc, values.en, box), textHeight(doc, values.ar, box));
}

/** English label and value on the left, Arabic value and label on the right; returns the row height. */
function drawRow(doc: PDFKit.PDFDocument, row: TicketRow, values: RowValues, y: number): number {
  const value = { ...values.style, y, width: VALUE_WIDTH, direction: row.direction ?? 'auto' };
  const label = { ...LABEL, y: y + 1, width: LABEL_WIDTH - 8 };
  drawText(doc, row.en[0], { ...label, x: LEFT + 8, direction: 'ltr', align: 'left' });
  drawText(doc, values.en, { ...value, x: LEFT + LABEL_WIDTH, align: 'left' });
  drawText(doc, row.ar[0], { ...label, x: RIGHT - LABEL_WIDTH, direction: 'rtl', align: 'right' });
  drawText(doc, values.ar, { ...value, x: ARABIC_COLUMN, align: 'right' });
  return rowHeight(doc, values);
}

function drawFooter(doc: PDFKit.PDFDocument, wording: Wording) {
  doc.moveTo(LEFT, FOOTER_TOP).lineTo(RIGHT, FOOTER_TOP).lineWidth(0.5).stroke(COLOURS.line);
  const note = { ...LABEL, y: FOOTER_TOP + 10, width: COLUMN_WIDTH } as const;
  drawText(doc, wording.footer.en, {
    ...note,
    x: LEFT,
    direction: 'ltr',
    align: 'left',
  });
  drawText(doc, wording.footer.ar, {
    ...note,
    x: ARABIC_COLUMN,
    direction: 'rtl',
    align: 'right',
  });
}
