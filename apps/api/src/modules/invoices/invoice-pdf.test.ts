import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import type { Invoice } from '@masar/contract/invoices';
import { describe, expect, it } from 'vitest';
import { renderInvoicePdf } from './invoice-pdf';
import type { CreditNoteReason } from './invoices.service';
import { totalsOf, vatLine } from './vat';

// poppler-utils reads the PDF back as a person's viewer would (see ticket-pdf.test.ts).
function pdfText(pdf: Buffer): string {
  const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).toString('utf8');
  return text.replace(/[\u202a-\u202e]/gu, '');
}

/** The page as a PNG under /tmp/shots-wt-invoices/, to look at (not compared). */
function savePng(pdf: Buffer, name: string) {
  const directory = '/tmp/shots-wt-invoices';
  mkdirSync(directory, { recursive: true });
  writeFileSync(`${directory}/${name}.pdf`, pdf);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '80',
    '-singlefile',
    `${directory}/${name}.pdf`,
    `${directory}/${name}`,
  ]);
}

const party = {
  nameAr: 'شركة مسار للنقل',
  nameEn: 'Masar Transport Co',
  vatNumber: '300000000000003',
  crNumber: '1010101010',
  addressAr: 'الرياض',
  addressEn: 'Riyadh',
};

/** Four hours at 81.00 and three child seats at 10.00, VAT included at 15 %. */
function hourlyInvoice(): Invoice {
  const lines = [
    vatLine(
      {
        code: 'HourlyHire',
        args: { nameAr: 'سيدان', nameEn: 'Sedan', hours: 4 },
        quantity: 4,
        unitPrice: 8_100,
      },
      1500,
      true,
    ),
    vatLine(
      { code: 'Extra', args: { nameAr: 'مقعد طفل', nameEn: 'Child seat' }, quantity: 3, unitPrice: 1_000 },
      1500,
      true,
    ),
  ];
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'Invoice',
    type: 'Tax',
    number: 'INV-2026-000042',
    issuedAt: '2026-12-03T09:30:00.000Z',
    agentId: null,
    bookingReference: 'MS-261203-0007',
    invoiceNumber: null,
    currency: 'SAR',
    seller: party,
    buyer: { ...party, nameAr: 'شركة الفيصل للسفر', nameEn: 'Al Faisal Travel', crNumber: null },
    lines,
    ...totalsOf(lines),
  };
}

const creditNote = (reason: CreditNoteReason) => ({
  ...hourlyInvoice(),
  kind: 'CreditNote' as const,
  number: 'CN-2026-000009',
  invoiceNumber: 'INV-2026-000042',
  reason,
});

describe('renderInvoicePdf', () => {
  it('prints each unit price with the decimals that make unit × quantity the taxable amount', async () => {
    const pdf = await renderInvoicePdf(hourlyInvoice(), 'Asia/Riyadh');
    savePng(pdf, 'invoice-hourly');
    const text = pdfText(pdf);
    // 70.435 × 4 = 281.74 and 8.697 × 3 = 26.091 → 26.09: nothing missing (70.43 × 4 would be 281.72).
    for (const figure of ['70.435', '281.74', '8.697', '26.09']) expect(text).toContain(figure);
    expect(text).not.toMatch(/\b70\.43\b/);
    // An invoice states no reason: only a credit note has one.
    expect(text).not.toContain('Reason for issuance');
  });

  it('prints a credit note’s reason: the admin’s words as typed, under labels in both languages', async () => {
    const note = 'Traveller changed plans — طلب العميل';
    const pdf = await renderInvoicePdf(creditNote({ code: 'RefundedByAdmin', note }), 'Asia/Riyadh');
    savePng(pdf, 'credit-note-reason');
    const text = pdfText(pdf);
    expect(text).toContain('Reason for issuance');
    expect(text).toContain('سبب الإصدار');
    expect(text).toContain('Refunded by an admin: Traveller changed plans');
    expect(text).toContain('استرده مشرف');
    expect(text).toContain('طلب العميل');
  });

  it('prints the system’s reason in both languages when nobody typed one', async () => {
    const pdf = await renderInvoicePdf(creditNote({ code: 'CancelledByAgent', note: null }), 'Asia/Riyadh');
    savePng(pdf, 'credit-note-cancelled');
    const text = pdfText(pdf);
    expect(text).toContain('Cancelled by the agent');
    expect(text).toContain('ألغاه الوكيل');
  });
});
