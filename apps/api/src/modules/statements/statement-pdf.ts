import type { Statement, StatementLine } from '@masar/contract/statements';
import { transactionTypes } from '@masar/contract/transactions';
import PDFDocument from 'pdfkit';
import { periodInZone } from '../../lib/intl-formats';
import { clampText, drawText, registerFonts, type TextStyle, textHeight } from '../../lib/pdf-text';
import { formatMoney, type Lang } from '../bookings-core/booking-text';
import {
  agentText,
  amountText,
  lineDescription,
  periodText,
  statementWords,
  typeNames,
  wallClockText,
} from './statement-text';

/**
 * The statement as an A4 PDF, drawn like the booking ticket (the same fonts and text helpers, decision
 * 0004): a bilingual header (English on the left, Arabic on the right) with the agent, the period and the
 * opening and closing balances; then the table of lines, its column headers in both languages and its
 * values in the request language, laid right to left for Arabic; then the totals. A long statement runs
 * over as many pages as it needs, each with the table's header again and "page n of N" at the foot.
 */

const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 36;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;
const LEFT = MARGIN;
const RIGHT = PAGE.width - MARGIN;
const HALF = (CONTENT_WIDTH - 24) / 2;
const ARABIC_COLUMN = RIGHT - HALF;
const FOOTER_TOP = PAGE.height - 40;
const CELL_PADDING = 4;
const TABLE_HEADER = 30;

const COLOURS = {
  primary: '#0e7c86',
  dark: '#085961',
  tint: '#e6f5f6',
  stripe: '#f6f8fa',
  text: '#1f2933',
  muted: '#5f6b76',
  line: '#d5dde3',
  negative: '#c92a2a',
};

const LABEL: TextStyle = { size: 8, color: COLOURS.muted };
const CELL: TextStyle = { size: 7.5, color: COLOURS.text };

type ColumnKey = 'date' | 'type' | 'booking' | 'description' | 'debit' | 'credit' | 'balance';
/** Widths in points; the description takes what the others leave. */
const WIDTHS: Record<Exclude<ColumnKey, 'description'>, number> = {
  date: 78,
  type: 56,
  booking: 76,
  debit: 54,
  credit: 54,
  balance: 60,
};
const ORDER: ColumnKey[] = ['date', 'type', 'booking', 'description', 'debit', 'credit', 'balance'];
const NUMERIC = new Set<ColumnKey>(['date', 'booking', 'debit', 'credit', 'balance']);

type Column = { key: ColumnKey; x: number; width: number };

/** The columns left to right: in reading order for English, mirrored for Arabic. */
function columnsFor(lang: Lang): Column[] {
  const fixed = Object.values(WIDTHS).reduce((sum, width) => sum + width, 0);
  const ordered = lang === 'ar' ? [...ORDER].reverse() : ORDER;
  let x = LEFT;
  return ordered.map((key) => {
    const width = key === 'description' ? CONTENT_WIDTH - fixed : WIDTHS[key];
    const column = { key, x, width };
    x += width;
    return column;
  });
}

export type StatementPdfOptions = { lang: Lang };

export async function renderStatementPdf(
  statement: Statement,
  options: StatementPdfOptions,
): Promise<Buffer> {
  const { lang } = options;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    autoFirstPage: false,
    bufferPages: true,
    font: '',
    info: {
      Title: `Masar statement ${statement.agent.name} ${periodText(statement)}`,
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

  doc.addPage({ size: 'A4', margin: 0 });
  let y = drawHeader(doc);
  y = drawSummary(doc, statement, y + 10);
  const columns = columnsFor(lang);
  y = drawTableHeader(doc, columns, y + 14);
  if (!statement.lines.length) {
    // Padded like a line of the table, so the rule below it passes under the words, not through them.
    const height = drawText(doc, statementWords[lang].noLines, {
      ...CELL,
      x: LEFT + CELL_PADDING,
      y: y + CELL_PADDING,
      width: CONTENT_WIDTH - 2 * CELL_PADDING,
      direction: lang === 'ar' ? 'rtl' : 'ltr',
    });
    y += height + 2 * CELL_PADDING;
  }
  statement.lines.forEach((line, index) => {
    const cells = cellsOf(doc, line, statement, lang, columns);
    const height = Math.max(...cells.map((cell) => cell.height)) + 2 * CELL_PADDING;
    if (y + height > FOOTER_TOP - 6) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = drawContinuation(doc, statement, lang);
      y = drawTableHeader(doc, columns, y);
    }
    if (index % 2 === 1) doc.rect(LEFT, y, CONTENT_WIDTH, height).fill(COLOURS.stripe);
    for (const cell of cells) {
      drawText(doc, cell.text, {
        ...CELL,
        color: cell.negative ? COLOURS.negative : CELL.color,
        x: cell.column.x + CELL_PADDING,
        y: y + CELL_PADDING,
        width: cell.column.width - 2 * CELL_PADDING,
        direction: cell.direction,
        align: cell.align,
      });
    }
    y += height;
  });
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).stroke(COLOURS.line);
  const totalsHeight = 18 + (transactionTypes.length + 2) * 14 + 10;
  if (y + 14 + totalsHeight > FOOTER_TOP) {
    doc.addPage({ size: 'A4', margin: 0 });
    y = drawContinuation(doc, statement, lang);
  }
  drawTotals(doc, statement, y + 14);
  drawPageNumbers(doc);
  doc.end();
  return finished;
}

function drawHeader(doc: PDFKit.PDFDocument): number {
  doc.rect(0, 0, PAGE.width, 60).fill(COLOURS.primary);
  const title = { size: 18, weight: 'bold', color: '#ffffff', width: HALF } as const;
  const subtitle = { size: 9.5, color: '#ffffff', width: HALF } as const;
  drawText(doc, 'Masar', { ...title, x: LEFT, y: 6, direction: 'ltr', align: 'left' });
  drawText(doc, 'مسار', { ...title, x: ARABIC_COLUMN, y: 6, direction: 'rtl', align: 'right' });
  drawText(doc, statementWords.en.title, { ...subtitle, x: LEFT, y: 35, direction: 'ltr', align: 'left' });
  drawText(doc, statementWords.ar.title, {
    ...subtitle,
    x: ARABIC_COLUMN,
    y: 35,
    direction: 'rtl',
    align: 'right',
  });
  return 60;
}

type Bilingual = { en: string; ar: string };

/**
 * English label and value on the left, Arabic value and label on the right. A plain string (a name) is both
 * values, its direction its own; a value per language reads in that language's direction.
 */
function drawPair(
  doc: PDFKit.PDFDocument,
  labels: Bilingual,
  value: string | Bilingual,
  y: number,
  style: TextStyle = { size: 9.5, color: COLOURS.text },
): number {
  const values = typeof value === 'string' ? { en: value, ar: value } : value;
  const direction = (lang: Lang) => (typeof value === 'string' ? 'auto' : lang === 'ar' ? 'rtl' : 'ltr');
  const labelWidth = 92;
  const valueWidth = HALF - labelWidth - 6;
  drawText(doc, labels.en, {
    ...LABEL,
    y: y + 1,
    x: LEFT,
    width: labelWidth - 6,
    direction: 'ltr',
    align: 'left',
  });
  const h1 = drawText(doc, values.en, {
    ...style,
    y,
    x: LEFT + labelWidth,
    width: valueWidth,
    align: 'left',
    direction: direction('en'),
  });
  drawText(doc, labels.ar, {
    ...LABEL,
    y: y + 1,
    x: RIGHT - labelWidth + 6,
    width: labelWidth - 6,
    direction: 'rtl',
    align: 'right',
  });
  const h2 = drawText(doc, values.ar, {
    ...style,
    y,
    x: ARABIC_COLUMN,
    width: valueWidth,
    align: 'right',
    direction: direction('ar'),
  });
  return Math.max(h1, h2) + 3;
}

/** An amount in each column's language, as the ticket and the invoice print it ("SAR 12.50", "12.50 ر.س."). */
function money(minor: number, currency: string): Bilingual {
  return { en: formatMoney(minor, currency, 'en'), ar: formatMoney(minor, currency, 'ar') };
}

function drawSummary(doc: PDFKit.PDFDocument, statement: Statement, top: number): number {
  const { en, ar } = statementWords;
  let y = top;
  const agent = clampText(doc, agentText(statement), { size: 9.5, width: HALF - 98 }, 2);
  y += drawPair(doc, { en: en.agent, ar: ar.agent }, agent, y);
  y += drawPair(
    doc,
    { en: en.period, ar: ar.period },
    {
      en: periodInZone(statement, 'en', statement.timeZone, '\n'),
      ar: periodInZone(statement, 'ar', statement.timeZone, '\n'),
    },
    y,
  );
  const balance = (minor: number): TextStyle => ({
    size: 9.5,
    weight: 'bold',
    color: minor < 0 ? COLOURS.negative : COLOURS.text,
  });
  y += drawPair(
    doc,
    { en: en.opening, ar: ar.opening },
    money(statement.openingBalance, statement.currency),
    y,
    balance(statement.openingBalance),
  );
  y += drawPair(
    doc,
    { en: en.closing, ar: ar.closing },
    money(statement.closingBalance, statement.currency),
    y,
    balance(statement.closingBalance),
  );
  return y;
}

/** The first line of every page after the first: who and which period, in the request language. */
function drawContinuation(doc: PDFKit.PDFDocument, statement: Statement, lang: Lang): number {
  const words = statementWords[lang];
  const text = `${words.title} · ${agentText(statement)} · ${periodText(statement)}`;
  drawText(doc, clampText(doc, text, { ...LABEL, width: CONTENT_WIDTH }, 1), {
    ...LABEL,
    x: LEFT,
    y: MARGIN - 12,
    width: CONTENT_WIDTH,
    direction: lang === 'ar' ? 'rtl' : 'ltr',
  });
  return MARGIN + 4;
}

/** Each column's name in English above its name in Arabic. */
function drawTableHeader(doc: PDFKit.PDFDocument, columns: Column[], top: number): number {
  doc.rect(LEFT, top, CONTENT_WIDTH, TABLE_HEADER).fill(COLOURS.tint);
  const style = { size: 7.5, weight: 'bold', color: COLOURS.dark } as const;
  for (const column of columns) {
    const box = { ...style, x: column.x + CELL_PADDING, width: column.width - 2 * CELL_PADDING };
    drawText(doc, statementWords.en[column.key], { ...box, y: top + 2, direction: 'ltr', align: 'left' });
    drawText(doc, statementWords.ar[column.key], { ...box, y: top + 15, direction: 'rtl', align: 'right' });
  }
  return top + TABLE_HEADER;
}

type Cell = {
  column: Column;
  text: string;
  height: number;
  direction: 'ltr' | 'rtl' | 'auto';
  align: 'left' | 'right';
  negative?: boolean;
};

function cellsOf(
  doc: PDFKit.PDFDocument,
  line: StatementLine,
  statement: Statement,
  lang: Lang,
  columns: Column[],
): Cell[] {
  const { currency } = statement;
  const values: Record<ColumnKey, string> = {
    date: wallClockText(line.createdAt, statement.timeZone),
    type: typeNames[lang][line.type],
    booking: line.booking?.reference ?? '',
    description: lineDescription(line, lang),
    debit: line.debit ? amountText(line.debit, currency) : '',
    credit: line.credit ? amountText(line.credit, currency) : '',
    balance: amountText(line.balance, currency),
  };
  const align = lang === 'ar' ? 'right' : 'left';
  return columns.map((column) => {
    const box = { ...CELL, width: column.width - 2 * CELL_PADDING };
    const numeric = NUMERIC.has(column.key);
    const text = clampText(doc, values[column.key], { ...box, direction: numeric ? 'ltr' : 'auto' }, 2);
    return {
      column,
      text,
      height: textHeight(doc, text || ' ', box),
      direction: numeric ? 'ltr' : lang === 'ar' ? 'rtl' : 'auto',
      // Amounts line up on the side the numbers end; words start where the reader starts.
      align: column.key === 'debit' || column.key === 'credit' || column.key === 'balance' ? 'right' : align,
      negative: column.key === 'balance' && line.balance < 0,
    };
  });
}

function drawTotals(doc: PDFKit.PDFDocument, statement: Statement, top: number) {
  const { en, ar } = statementWords;
  doc.rect(LEFT, top, CONTENT_WIDTH, 18).fill(COLOURS.tint);
  const heading = { y: top + 2.5, size: 9.5, weight: 'bold', color: COLOURS.dark, width: HALF } as const;
  drawText(doc, en.totals, { ...heading, x: LEFT + 8, direction: 'ltr', align: 'left' });
  drawText(doc, ar.totals, { ...heading, x: ARABIC_COLUMN - 8, direction: 'rtl', align: 'right' });
  let y = top + 24;
  for (const type of transactionTypes) {
    y += drawPair(
      doc,
      { en: typeNames.en[type], ar: typeNames.ar[type] },
      money(statement.totals[type], statement.currency),
      y,
    );
  }
  y += drawPair(doc, { en: en.totalIn, ar: ar.totalIn }, money(statement.totalIn, statement.currency), y, {
    size: 9.5,
    weight: 'bold',
    color: COLOURS.text,
  });
  drawPair(doc, { en: en.totalOut, ar: ar.totalOut }, money(statement.totalOut, statement.currency), y, {
    size: 9.5,
    weight: 'bold',
    color: COLOURS.text,
  });
}

/** "Page n of N · صفحة n من N" at the foot of every page, once the page count is known. */
function drawPageNumbers(doc: PDFKit.PDFDocument) {
  const { start, count } = doc.bufferedPageRange();
  for (let index = start; index < start + count; index++) {
    doc.switchToPage(index);
    doc.moveTo(LEFT, FOOTER_TOP).lineTo(RIGHT, FOOTER_TOP).lineWidth(0.5).stroke(COLOURS.line);
    const n = index - start + 1;
    const note = { ...LABEL, y: FOOTER_TOP + 8, width: HALF } as const;
    drawText(doc, `${statementWords.en.page} ${n} ${statementWords.en.of} ${count}`, {
      ...note,
      x: LEFT,
      direction: 'ltr',
      align: 'left',
    });
    drawText(doc, `${statementWords.ar.page} ${n} ${statementWords.ar.of} ${count}`, {
      ...note,
      x: ARABIC_COLUMN,
      direction: 'rtl',
      align: 'right',
    });
  }
}
