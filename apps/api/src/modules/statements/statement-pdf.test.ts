import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { type Statement, type StatementLine, statementSchema } from '@masar/contract/statements';
import type { TransactionType } from '@masar/contract/transactions';
import { describe, expect, it } from 'vitest';
import { renderStatementPdf } from './statement-pdf';

// poppler-utils reads the PDF back as a person's viewer would (see ticket-pdf.test.ts).
function pdfText(pdf: Buffer, args: string[] = []): string {
  const text = execFileSync('pdftotext', [...args, '-enc', 'UTF-8', '-', '-'], { input: pdf }).toString(
    'utf8',
  );
  return text.replace(/[\u202a-\u202e]/gu, '');
}

type Word = { text: string; xMin: number; yMin: number; xMax: number; yMax: number };

/** The first page's words with their boxes, in points from the top left (pdftotext -bbox). */
function wordsOf(pdf: Buffer): Word[] {
  const html = execFileSync('pdftotext', ['-bbox', '-f', '1', '-l', '1', '-enc', 'UTF-8', '-', '-'], {
    input: pdf,
  }).toString('utf8');
  return [
    ...html.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)</g),
  ].map(([, xMin, yMin, xMax, yMax, text]) => ({
    text: text ?? '',
    xMin: Number(xMin),
    yMin: Number(yMin),
    xMax: Number(xMax),
    yMax: Number(yMax),
  }));
}

/**
 * The first page's pixel rows, at 72 dpi (a pixel a point), in which something drawn runs across most of the
 * page's width: a rule or a band (the words of a line never do).
 */
function fullWidthRows(pdf: Buffer): number[] {
  const pgm = execFileSync('pdftoppm', ['-r', '72', '-f', '1', '-l', '1', '-gray', '-'], { input: pdf });
  const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 32).toString('latin1'));
  if (!header) throw new Error('pdftoppm wrote no PGM');
  const width = Number(header[1]);
  const height = Number(header[2]);
  const pixels = pgm.subarray(header[0].length);
  const rows: number[] = [];
  for (let row = 0; row < height; row++) {
    let inked = 0;
    for (let column = 0; column < width; column++) if ((pixels[row * width + column] ?? 255) < 250) inked++;
    if (inked > width * 0.6) rows.push(row);
  }
  return rows;
}

function pageCount(pdf: Buffer): number {
  const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8');
  return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
}

const TYPES: TransactionType[] = ['TopUp', 'Booking', 'Booking', 'Refund', 'Withdrawal'];

/** A statement of `count` lines, one an hour from 1 March 2026 09:00 Riyadh, starting 250.00 in debt. */
function buildStatement(count: number): Statement {
  const opening = -25_000;
  let balance = opening;
  const lines = Array.from({ length: count }, (_, index): StatementLine => {
    const type = TYPES[index % TYPES.length] as TransactionType;
    const incoming = type === 'TopUp' || type === 'Refund';
    const amount = 1_000 + ((index * 3_517) % 90_000);
    balance += incoming ? amount : -amount;
    const booking = type === 'Booking' || type === 'Refund';
    return {
      id: randomUUID(),
      createdAt: new Date(Date.UTC(2026, 2, 1, 6 + index)).toISOString(),
      type,
      direction: incoming ? 'Incoming' : 'Outgoing',
      booking: booking
        ? { id: randomUUID(), reference: `MS-260301-${String(index).padStart(4, '0')}` }
        : null,
      noteCode: type === 'Booking' ? 'BookingPaid' : type === 'Refund' ? 'RefundedByAdmin' : null,
      note:
        type === 'Refund'
          ? 'الرحلة أُلغيت بسبب تأخر الطيران'
          : type === 'TopUp'
            ? `Bank transfer ${index}`
            : null,
      debit: incoming ? 0 : amount,
      credit: incoming ? amount : 0,
      balance,
    };
  });
  const sum = (type: TransactionType) =>
    lines.filter((line) => line.type === type).reduce((total, line) => total + line.debit + line.credit, 0);
  return statementSchema.parse({
    agent: { id: randomUUID(), name: 'خالد للسفر', companyName: 'Khalid Travel Desk', email: 'k@masar.test' },
    currency: 'SAR',
    timeZone: 'Asia/Riyadh',
    from: '2026-03-01',
    to: '2026-03-31',
    openingBalance: opening,
    closingBalance: balance,
    totalIn: sum('TopUp') + sum('Refund'),
    totalOut: sum('Booking') + sum('Withdrawal'),
    totals: {
      TopUp: sum('TopUp'),
      Booking: sum('Booking'),
      Refund: sum('Refund'),
      Withdrawal: sum('Withdrawal'),
    },
    lines,
  });
}

/** Pages as PNGs under /tmp/shots-wt-statements/, to look at (not compared). */
function savePngs(pdf: Buffer, name: string, lastPage: number) {
  const directory = '/tmp/shots-wt-statements';
  mkdirSync(directory, { recursive: true });
  writeFileSync(`${directory}/${name}.pdf`, pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-f',
    '1',
    '-l',
    String(lastPage),
    `${directory}/${name}.pdf`,
    `${directory}/${name}`,
  ]);
}

describe('renderStatementPdf', () => {
  it('prints a short statement on one page with both languages’ labels, the Arabic in reading order', async () => {
    const statement = buildStatement(5);
    const pdf = await renderStatementPdf(statement, { lang: 'ar' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    savePngs(pdf, 'statement-ar', 1);
    expect(pageCount(pdf)).toBe(1);
    const text = pdfText(pdf);
    for (const words of [
      'Statement of account',
      'كشف حساب',
      'Opening balance',
      'الرصيد الافتتاحي',
      'الرصيد الختامي',
      'Page 1 of 1',
      'صفحة',
    ]) {
      expect(text).toContain(words);
    }
    // A negative balance keeps its minus sign; the agent's Arabic name reads in order.
    expect(text).toContain('-SAR 250.00');
    expect(text).toContain('خالد للسفر');
    expect(text).toContain('استرده مشرف');
    expect(text).toContain('دفع حجز');
    expect(text).toContain('MS-260301-0001');
    // 06:00 UTC is 09:00 in Riyadh.
    expect(text).toContain('2026-03-01 09:00');
  });

  it('runs 300 lines over several pages, every line printed once, the totals on the last page', async () => {
    const statement = buildStatement(300);
    const pdf = await renderStatementPdf(statement, { lang: 'en' });
    const pages = pageCount(pdf);
    expect(pages).toBeGreaterThan(5);
    const text = pdfText(pdf);
    const references = text.match(/MS-260301-\d{4}/g) ?? [];
    const expected = statement.lines.flatMap((line) => (line.booking ? [line.booking.reference] : []));
    expect(new Set(references)).toEqual(new Set(expected));
    expect(references).toHaveLength(expected.length);
    expect(text).toContain(`Page ${pages} of ${pages}`);
    const last = pdfText(pdf, ['-f', String(pages), '-l', String(pages)]);
    expect(last).toContain('Total out');
    expect(last).toContain('Booking paid');
    // Every page after the first repeats the table's head.
    for (let page = 2; page <= pages; page++) {
      expect(pdfText(pdf, ['-f', String(page), '-l', String(page)])).toContain('Balance');
    }
    savePngs(pdf, 'statement-en-300', 2);
  });

  it('prints money and the period in each column’s language, as the ticket, the invoice and the screen do', async () => {
    const statement = buildStatement(5);
    const pdf = await renderStatementPdf(statement, { lang: 'ar' });
    savePngs(pdf, 'statement-ar-summary', 1);
    const words = wordsOf(pdf);
    const middle = 595.28 / 2;
    const arabicHalf = words.filter((word) => word.xMin > middle);
    const englishHalf = words.filter((word) => word.xMax < middle);
    // The Arabic half's amounts in riyals (ر.س.), as the ticket and the invoice print them; "SAR" only in English.
    expect(arabicHalf.filter((word) => word.text.includes('SAR'))).toEqual([]);
    expect(arabicHalf.filter((word) => word.text.includes('س.')).length).toBeGreaterThanOrEqual(8);
    expect(englishHalf.filter((word) => word.text.includes('SAR')).length).toBeGreaterThanOrEqual(8);
    // The zone as the statement page names it, never its IANA id.
    const text = pdfText(pdf);
    expect(text).not.toContain('Asia/Riyadh');
    expect(text).toContain('Riyadh time');
    expect(text).toContain('بتوقيت الرياض');
  });

  it('draws the table’s closing rule below “no entries”, not through it', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const pdf = await renderStatementPdf(
        { ...buildStatement(0), openingBalance: 0, closingBalance: 0 },
        { lang },
      );
      savePngs(pdf, `statement-empty-${lang}`, 1);
      // pdftotext writes an Arabic word's letters in visual order.
      const word = lang === 'ar' ? [...'حركات'].reverse().join('') : 'entries';
      const line = wordsOf(pdf).find((candidate) => candidate.text === word);
      if (!line) throw new Error(`no “${word}” on the page`);
      const crossing = fullWidthRows(pdf).filter((row) => row > line.yMin && row < line.yMax);
      expect(crossing, lang).toEqual([]);
    }
  });
});
