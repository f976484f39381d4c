import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Agent } from '@masar/contract/auth';
import type { CustomerBooking } from '@masar/contract/customer-bookings';
import type { Invoice, SellerSettings } from '@masar/contract/invoices';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import {
  agentTripBody,
  type BookingCatalogue,
  bookingCatalogue,
  bookTrip,
  customerBookingBody,
} from '../../../test/booking-fixture';
import { pickupPassed } from '../../../test/pickup-passed';
import { createTestApp } from '../../../test/test-app';
import { createAgent } from '../../seed/factories';
import { decodeTlv } from './zatca-qr';

const { app, db } = await createTestApp({ poolSize: 20 });

type Account = { authorization: string };
let catalogue: BookingCatalogue;
let payments: Account;
let editor: Account;
let manager: Account;

beforeAll(async () => {
  catalogue = await bookingCatalogue(db, { price: 10_000 });
  payments = await signedInAdmin(app, db, ['ViewPayments']);
  editor = await signedInAdmin(app, db, ['EditAdmins', 'EditAgents', 'ViewAgents']);
  manager = await signedInAdmin(app, db, ['ViewAgentsBookings', 'ManageOrders', 'ViewOrders']);
});

const call = (
  account: Account,
  method: 'GET' | 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: { authorization: account.authorization },
    ...(payload && { payload }),
  });

const mine = async (agent: Account, query = '') =>
  (await call(agent, 'GET', `invoices/mine${query}`)).json() as { items: Invoice[]; total: number };

/** The PDF's text as a reader's viewer copies it (poppler's pdftotext), bidi marks dropped. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf })
    .toString('utf8')
    .replace(/[\u202a-\u202e]/gu, '');

async function allNumbers(kind: 'Invoice' | 'CreditNote') {
  const result = await db.$client.query<{ number: string; sequence: number }>(
    'select number, sequence from invoices where kind = $1 order by sequence',
    [kind],
  );
  return result.rows;
}

describe('an invoice for every paid agent booking', () => {
  it('issues a tax invoice with the agent’s legal name and VAT number, VAT taken out of the price', async () => {
    const agent = await signedInAgent(app, db, {
      balance: 50_000,
      legalName: 'شركة الفيصل للسفر',
      vatNumber: '311111111100003',
      address: 'Jeddah',
    });
    const { status, booking } = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    expect(status).toBe(201);
    const { items } = await mine(agent);
    expect(items).toHaveLength(1);
    const [invoice] = items as [Invoice];
    const year = new Date().getFullYear();
    expect(invoice).toMatchObject({
      kind: 'Invoice',
      type: 'Tax',
      bookingReference: booking.reference,
      currency: 'SAR',
      buyer: { nameAr: 'شركة الفيصل للسفر', vatNumber: '311111111100003', addressEn: 'Jeddah' },
      seller: { nameAr: 'شركة مسار للنقل', vatNumber: '300000000000003' },
      // 100.00 including 15 %: VAT round_half_up(10000 × 15 / 115) = 1304.
      total: 10_000,
      vat: 1_304,
      net: 8_696,
      lines: [
        { code: 'Transfer', quantity: 1, total: 10_000, vat: 1_304, net: 8_696, vatRateBasisPoints: 1500 },
      ],
    });
    expect(invoice.number).toMatch(new RegExp(`^INV-${year}-\\d{6}$`));
  });

  it('numbers invoices without gaps or repeats under 50 concurrent bookings and failed ones', async () => {
    const before = (await allNumbers('Invoice')).length;
    const rich = await Promise.all(
      Array.from({ length: 5 }, () => signedInAgent(app, db, { balance: 10_000 * 10 })),
    );
    // Each poor agent can pay one booking: the second of each pair fails with 402 after its debit was tried.
    const poor = await Promise.all(
      Array.from({ length: 5 }, () => signedInAgent(app, db, { balance: 10_000 })),
    );
    const attempts = [
      ...rich.flatMap((agent) => Array.from({ length: 8 }, () => agent)),
      ...poor.flatMap((agent) => [agent, agent]),
    ];
    const results = await Promise.all(
      attempts.map((agent) => bookTrip(app, agent.authorization, agentTripBody(catalogue))),
    );
    const statuses = results.map((result) => result.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(45);
    expect(statuses.filter((status) => status === 402)).toHaveLength(5);
    const numbers = await allNumbers('Invoice');
    expect(numbers).toHaveLength(before + 45);
    expect(numbers.map((row) => row.sequence)).toEqual(numbers.map((_, index) => index + 1));
    expect(new Set(numbers.map((row) => row.number)).size).toBe(numbers.length);
    // Exactly one invoice per paid booking, none for the refused ones.
    const booked = results
      .filter((result) => result.status === 201)
      .map((result) => result.booking.reference);
    const invoiced = await db.$client.query<{ booking_reference: string }>(
      'select booking_reference from invoices where booking_reference = any($1)',
      [booked],
    );
    expect(invoiced.rows.map((row) => row.booking_reference).sort()).toEqual([...booked].sort());
  });

  it('issues nothing for a booking the wallet cannot pay', async () => {
    const before = (await allNumbers('Invoice')).length;
    const broke = await signedInAgent(app, db, { balance: 500 });
    expect((await bookTrip(app, broke.authorization, agentTripBody(catalogue))).status).toBe(402);
    expect(await allNumbers('Invoice')).toHaveLength(before);
    expect((await mine(broke)).items).toEqual([]);
  });
});

describe('credit notes', () => {
  it('credits the invoice when the agent cancels and when an admin refunds, in their own sequence', async () => {
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    const first = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    const second = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    expect((await call(agent, 'DELETE', `agents-bookings/${first.booking.id}`)).statusCode).toBe(200);
    const refund = await call(manager, 'PATCH', `agents-bookings/refund/${second.booking.id}`, {
      reason: 'Traveller changed plans — طلب العميل',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const notes = (await mine(agent, '?kind=CreditNote&sort=number')).items;
    const invoices = (await mine(agent, '?kind=Invoice&sort=number')).items;
    expect(notes).toHaveLength(2);
    const year = new Date().getFullYear();
    for (const [index, note] of notes.entries()) {
      const invoice = invoices[index] as Invoice;
      expect(note).toMatchObject({
        kind: 'CreditNote',
        invoiceNumber: invoice.number,
        bookingReference: invoice.bookingReference,
        total: 10_000,
        vat: 1_304,
        net: 8_696,
      });
      expect(note.number).toMatch(new RegExp(`^CN-${year}-\\d{6}$`));
    }
    expect((await allNumbers('CreditNote')).map((row) => row.sequence)).toEqual([1, 2]);
    // Each note's PDF states why it was issued (ZATCA): the agent's cancellation, the admin's reason as typed.
    const reasons = [];
    for (const note of notes) {
      const pdf = await call(agent, 'GET', `invoices/mine/${note.id}/pdf`);
      expect(pdf.statusCode).toBe(200);
      reasons.push(pdfText(pdf.rawPayload));
    }
    const [cancelled, refunded] = reasons as [string, string];
    expect(cancelled).toContain('Reason for issuance');
    expect(cancelled).toContain('Cancelled by the agent');
    expect(cancelled).toContain('ألغاه الوكيل');
    expect(refunded).toContain('Refunded by an admin: Traveller changed plans');
    expect(refunded).toContain('طلب العميل');
    const invoicePdf = await call(agent, 'GET', `invoices/mine/${(invoices[0] as Invoice).id}/pdf`);
    expect(pdfText(invoicePdf.rawPayload)).not.toContain('Reason for issuance');
  });

  it('issues a simplified invoice, without a buyer, when a customer booking is completed', async () => {
    const airport = await bookingCatalogue(db, { price: 20_000, atAirport: true });
    const customer = await signedInUser(app, db);
    const created = await call(customer, 'POST', 'bookings', customerBookingBody(airport));
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json() as CustomerBooking;
    const invoicePdf = (account: Account) =>
      call(account, 'GET', `invoices/customer-bookings/${booking.id}/pdf`);
    expect((await call(manager, 'PATCH', `bookings/admin/mark-as-accepted/${booking.id}`)).statusCode).toBe(
      200,
    );
    // Not completed yet: no invoice for the customer either.
    expect((await invoicePdf(customer)).statusCode).toBe(404);
    await pickupPassed(db, 'customer_bookings', booking.id);
    const completed = await call(manager, 'PATCH', `bookings/admin/mark-as-completed/${booking.id}`);
    expect(completed.statusCode, completed.body).toBe(200);
    // The customer downloads it from the booking; another customer gets a 404, an agent no entry.
    const pdf = await invoicePdf(customer);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/filename="INV-\d{4}-\d{6}\.pdf"/);
    expect(pdf.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const stranger = await invoicePdf(await signedInUser(app, db));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toMatchObject({ message: 'Invoice not found' });
    expect((await invoicePdf(await signedInAgent(app, db))).statusCode).toBe(401);
    const list = (await call(payments, 'GET', `invoices?search=${booking.reference}`)).json() as {
      items: Invoice[];
    };
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      type: 'Simplified',
      buyer: null,
      agentId: null,
      total: 20_000,
      vat: 2_609,
    });
  });
});

describe('issued invoices never change', () => {
  it('refuses UPDATE and DELETE in the database', async () => {
    const agent = await signedInAgent(app, db, { balance: 20_000 });
    await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    const [invoice] = (await mine(agent)).items as [Invoice];
    await expect(
      db.$client.query('update invoices set total = 1 where id = $1', [invoice.id]),
    ).rejects.toThrow(/immutable/);
    await expect(db.$client.query('delete from invoices where id = $1', [invoice.id])).rejects.toThrow(
      /immutable/,
    );
    // A seller change afterwards leaves the issued snapshot as it was.
    const settings = (await call(editor, 'GET', 'invoices/seller')).json() as SellerSettings;
    const changed = await call(editor, 'PUT', 'invoices/seller', {
      ...settings,
      legalNameAr: 'مسار الجديدة',
      updatedAt: undefined,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const again = (await mine(agent)).items[0] as Invoice;
    expect(again.seller.nameAr).toBe(invoice.seller.nameAr);
    await call(editor, 'PUT', 'invoices/seller', { ...settings, updatedAt: undefined });
  });
});

describe('who sees which invoice', () => {
  it('gives an agent its own PDFs and a 404 for another agent’s, and admins need ViewPayments', async () => {
    const owner = await signedInAgent(app, db, { balance: 20_000 });
    const other = await signedInAgent(app, db, { balance: 20_000 });
    await bookTrip(app, owner.authorization, agentTripBody(catalogue));
    const [invoice] = (await mine(owner)).items as [Invoice];
    expect((await call(owner, 'GET', `invoices/mine/${invoice.id}/pdf`)).statusCode).toBe(200);
    const foreign = await call(other, 'GET', `invoices/mine/${invoice.id}/pdf`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ statusCode: 404, message: 'Invoice not found' });
    expect((await mine(other)).items).toEqual([]);
    expect((await call(payments, 'GET', `invoices/${invoice.id}/pdf`)).statusCode).toBe(200);
    expect((await call(editor, 'GET', `invoices/${invoice.id}/pdf`)).statusCode).toBe(403);
    expect((await call(owner, 'GET', 'invoices')).statusCode).toBe(401);
    expect((await call(payments, 'GET', 'invoices/seller')).statusCode).toBe(403);
  });

  it('filters the admin list by agent, kind and period', async () => {
    const agent = await signedInAgent(app, db, { balance: 20_000 });
    const { booking } = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    await call(agent, 'DELETE', `agents-bookings/${booking.id}`);
    const byAgent = (await call(payments, 'GET', `invoices?agentId=${agent.row.id}`)).json() as {
      items: Invoice[];
    };
    expect(byAgent.items.map((item) => item.kind).sort()).toEqual(['CreditNote', 'Invoice']);
    const notes = (
      await call(payments, 'GET', `invoices?agentId=${agent.row.id}&kind=CreditNote`)
    ).json() as {
      items: Invoice[];
    };
    expect(notes.items).toHaveLength(1);
    const past = (
      await call(payments, 'GET', `invoices?agentId=${agent.row.id}&from=2020-01-01&to=2020-12-31`)
    ).json() as {
      items: Invoice[];
    };
    expect(past.items).toEqual([]);
    expect((await call(payments, 'GET', 'invoices?from=2026-02-01&to=2026-01-01')).statusCode).toBe(400);
  });
});

describe('the ZATCA QR code on the PDF', () => {
  it('decodes (pdftoppm + zbarimg) to the seller’s Arabic name, VAT number, time, total and VAT', async () => {
    const agent = await signedInAgent(app, db, { balance: 20_000, legalName: 'Alpha Travel LLC' });
    await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    const [invoice] = (await mine(agent)).items as [Invoice];
    const pdf = await call(agent, 'GET', `invoices/mine/${invoice.id}/pdf`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const folder = mkdtempSync(join(tmpdir(), 'invoice-'));
    writeFileSync(join(folder, 'invoice.pdf'), pdf.rawPayload);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-singlefile',
      join(folder, 'invoice.pdf'),
      join(folder, 'page'),
    ]);
    const scanned = execFileSync('zbarimg', ['--quiet', '--raw', '-Sbinary', join(folder, 'page.png')]);
    const fields = decodeTlv(scanned.toString('utf8').trim());
    expect(fields).toEqual({
      sellerName: 'شركة مسار للنقل',
      vatNumber: '300000000000003',
      timestamp: invoice.issuedAt,
      total: '100.00',
      vat: '13.04',
    });
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', join(folder, 'invoice.pdf'), '-']).toString(
      'utf8',
    );
    expect(text).toContain(invoice.number);
    expect(text).toContain('Alpha Travel LLC');
    expect(readFileSync(join(folder, 'page.png')).length).toBeGreaterThan(1000);
  });
});

describe('seller settings and agents’ VAT numbers', () => {
  it('accepts Arabic-Indic digits and refuses a VAT number that is not 15 digits from 3 to 3', async () => {
    const settings = (await call(editor, 'GET', 'invoices/seller')).json() as SellerSettings;
    expect(settings).toMatchObject({ vatRateBasisPoints: 1500, pricesIncludeVat: true });
    const body = { ...settings, updatedAt: undefined };
    const arabic = await call(editor, 'PUT', 'invoices/seller', { ...body, vatNumber: '٣٠٠٠٠٠٠٠٠٠٠٠٠١٣' });
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(arabic.json().vatNumber).toBe('300000000000013');
    for (const vatNumber of ['30000000000003', '200000000000003', '300000000000004', '3000000000000a3']) {
      const refused = await call(editor, 'PUT', 'invoices/seller', { ...body, vatNumber });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toEqual([
        'vatNumber: A VAT number has 15 digits and begins and ends with 3',
      ]);
    }
    const huge = await call(editor, 'PUT', 'invoices/seller', {
      ...body,
      vatRateBasisPoints: 1e300,
      legalNameAr: 'x\u0000',
    });
    expect(huge.statusCode).toBe(400);
    await call(editor, 'PUT', 'invoices/seller', body);
  });

  it('lets an admin set an agent’s legal name and VAT number, and refuses a bad one', async () => {
    const agent = await createAgent(db, {});
    const saved = await call(editor, 'PATCH', `agents/editByAdmin/${agent.id}`, {
      legalName: 'Beta Co',
      vatNumber: '٣١١١١١١١١١٠٠٠٠٣',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json() as Agent).toMatchObject({ legalName: 'Beta Co', vatNumber: '311111111100003' });
    const refused = await call(editor, 'PATCH', `agents/editByAdmin/${agent.id}`, { vatNumber: '123' });
    expect(refused.statusCode).toBe(400);
    const cleared = await call(editor, 'PATCH', `agents/editByAdmin/${agent.id}`, { vatNumber: '' });
    expect((cleared.json() as Agent).vatNumber).toBeNull();
  });
});

describe('exports', () => {
  async function sheet(url: string, fileName?: string) {
    const response = await call(payments, 'GET', url);
    expect(response.statusCode, response.body).toBe(200);
    if (fileName) expect(response.headers['content-disposition']).toContain(`filename="${fileName}"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const rows = (workbook.worksheets[0]?.getSheetValues().slice(1) ?? []) as ExcelJS.CellValue[][];
    return rows.map((row) => row.slice(1));
  }

  it('writes the VAT report of a period with credit notes negative and a totals row', async () => {
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Riyadh' });
    // Named by its period, which it states above the header.
    const rows = await sheet(
      `invoices/vat-report?from=${today}&to=${today}&lang=en`,
      `vat-report-${today}-${today}.xlsx`,
    );
    expect(rows[0]).toEqual([`VAT report — Period: ${today} – ${today} (Riyadh time)`]);
    expect(rows[1]).toEqual(expect.arrayContaining(['Number', 'Net', 'VAT', 'Total']));
    const totals = rows.at(-1) as ExcelJS.CellValue[];
    expect(totals[1]).toBe('Totals');
    const sums = await db.$client.query<{ net: string; vat: string; total: string }>(
      `select sum(case when kind = 'CreditNote' then -net else net end) as net,
              sum(case when kind = 'CreditNote' then -vat else vat end) as vat,
              sum(case when kind = 'CreditNote' then -total else total end) as total from invoices`,
    );
    const sum = sums.rows[0] as { net: string; vat: string; total: string };
    expect(totals.slice(8, 11)).toEqual([
      Number(sum.net) / 100,
      Number(sum.vat) / 100,
      Number(sum.total) / 100,
    ]);
    expect(rows.length - 3).toBe((await db.$client.query('select 1 from invoices')).rowCount);
    // The type is the document's: a credit note is never a "Tax invoice".
    const types = new Set(rows.slice(2, -1).map((row) => `${row[2]}: ${row[3]}`));
    expect(types).toEqual(
      new Set(['Invoice: Tax invoice', 'Credit note: Credit note', 'Invoice: Simplified tax invoice']),
    );
  });

  it('exports the filtered list', async () => {
    const rows = await sheet('invoices/export?kind=CreditNote&lang=ar');
    expect(rows[0]?.[1]).toBe('الرقم');
    expect(rows.slice(1).every((row) => String(row[1]).startsWith('CN-'))).toBe(true);
  });
});
