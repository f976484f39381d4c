import { XLSX_MIME } from '@masar/contract/agent-bookings';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { createAgent } from '../../seed/factories';

const { app, db } = await createTestApp();

let payments: { authorization: string; row: { name: string } };
let alpha: { id: string };
let beta: { id: string };

/** Two agents: alpha opens with 500.00 and is topped up then charged by an admin; beta opens with 80.00. */
beforeAll(async () => {
  payments = await signedInAdmin(app, db, ['ViewPayments', 'ManagePayments']);
  alpha = await createAgent(db, { name: 'Alpha Travel', companyName: 'Alpha Co', balance: 50_000 });
  beta = await createAgent(db, { name: 'Beta Travel', companyName: null, balance: 8_000 });
  for (const body of [
    { operation: 'ADD', amount: 12_550, note: 'Bank transfer 42' },
    { operation: 'SUBTRACT', amount: 2_000, note: 'Fee' },
  ]) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/transactions/update-balance/${alpha.id}`,
      headers: { authorization: payments.authorization },
      payload: body,
    });
    expect(response.statusCode).toBe(201);
  }
});

async function download(query: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    url: '/api/transactions/export-by-admin',
    query,
    headers: { authorization: payments.authorization, ...headers },
  });
}

async function sheetOf(query: Record<string, string>, headers: Record<string, string> = {}) {
  const response = await download(query, headers);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe(XLSX_MIME);
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="transactions-\d{4}-\d{2}-\d{2}\.xlsx"$/,
  );
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  // Row arrays from exceljs start at index 1, like Excel's columns.
  const rows = (sheet.getSheetValues().slice(1) as ExcelJS.CellValue[][]).map((row) => row.slice(1));
  return { sheet, header: rows[0], values: rows.slice(1) };
}

describe('GET /transactions/export-by-admin', () => {
  it('writes the filtered ledger, newest first, amounts signed in the major unit', async () => {
    const { sheet, header, values } = await sheetOf({ agentId: alpha.id, lang: 'en' });
    expect(sheet.name).toBe('Transactions');
    expect(header).toEqual([
      'Time (Riyadh time)',
      'Agent',
      'Company',
      'Type',
      'Direction',
      'Amount',
      'Balance after',
      'Currency',
      'Booking',
      'Note',
      'Admin',
    ]);
    expect(values.map((row) => row.slice(1, 11))).toEqual([
      [
        'Alpha Travel',
        'Alpha Co',
        'Withdrawal',
        'Outgoing',
        -20,
        605.5,
        'SAR',
        undefined,
        'Fee',
        payments.row.name,
      ],
      [
        'Alpha Travel',
        'Alpha Co',
        'Top-up',
        'Incoming',
        125.5,
        625.5,
        'SAR',
        undefined,
        'Bank transfer 42',
        payments.row.name,
      ],
      // No admin on the last: exceljs leaves a row's empty trailing cells out.
      ['Alpha Travel', 'Alpha Co', 'Top-up', 'Incoming', 500, 500, 'SAR', undefined, 'Opening balance'],
    ]);
    expect(values[0]?.[0]).toBeInstanceOf(Date);
    expect(sheet.getColumn(6).numFmt).toBe('#,##0.00');
  });

  it('takes the type and direction filters, and the language from Accept-Language', async () => {
    const { sheet, header, values } = await sheetOf(
      { type: 'TopUp' },
      { 'accept-language': 'ar-SA,ar;q=0.9' },
    );
    expect(sheet.name).toBe('الحركات');
    expect(sheet.views[0]?.rightToLeft).toBe(true);
    expect(header?.slice(1, 6)).toEqual(['الوكيل', 'الشركة', 'النوع', 'الاتجاه', 'المبلغ']);
    expect(values).toHaveLength(3);
    expect(new Set(values.map((row) => row[3]))).toEqual(new Set(['شحن رصيد']));
    // What the system wrote is in the request language; what an admin typed stays as typed.
    expect(values.map((row) => row[9])).toContain('رصيد افتتاحي');
    expect(values.map((row) => row[9])).toContain('Bank transfer 42');
    const outgoing = await sheetOf({ direction: 'Outgoing', lang: 'en' });
    expect(outgoing.values.map((row) => row[9])).toEqual(['Fee']);
  });

  it('refuses a backwards range with 400 and needs ViewPayments', async () => {
    expect((await download({ from: '2026-02-01', to: '2026-01-01' })).statusCode).toBe(400);
    const other = await signedInAdmin(app, db, ['ViewAgents']);
    const refused = await download({}, { authorization: other.authorization });
    expect(refused.statusCode).toBe(403);
    const agent = await signedInAgent(app, db);
    expect((await download({}, { authorization: agent.authorization })).statusCode).toBe(401);
  });
});

describe('GET /transactions/agents', () => {
  it('gives ViewPayments holders the agent picker without ViewAgents', async () => {
    const response = await app.inject({
      url: '/api/transactions/agents',
      headers: { authorization: payments.authorization },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        { id: alpha.id, name: 'Alpha Travel', companyName: 'Alpha Co', email: expect.stringContaining('@') },
        { id: beta.id, name: 'Beta Travel', companyName: null, email: expect.stringContaining('@') },
      ]),
    );
    const other = await signedInAdmin(app, db, ['ViewAgents']);
    const refused = await app.inject({
      url: '/api/transactions/agents',
      headers: { authorization: other.authorization },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /transactions/balances', () => {
  const balances = (authorization: string, query: Record<string, string> = {}) =>
    app.inject({ url: '/api/transactions/balances', query, headers: { authorization } });

  it('lists every agent with the balance for ViewPayments holders without ViewAgents, searchable and sortable', async () => {
    const response = await balances(payments.authorization, {
      search: 'Travel',
      sort: '-balance',
      limit: '100',
    });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    const names = page.items.map((item: { name: string }) => item.name);
    expect(names.indexOf('Alpha Travel')).toBeLessThan(names.indexOf('Beta Travel'));
    expect(page.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: alpha.id, companyName: 'Alpha Co', balance: 60_550, active: true }),
        expect.objectContaining({ id: beta.id, balance: 8_000, currency: 'SAR' }),
      ]),
    );
    const byCompany = (await balances(payments.authorization, { search: 'Alpha Co' })).json();
    expect(byCompany.items.map((item: { id: string }) => item.id)).toEqual([alpha.id]);
  });

  it('is refused without ViewPayments, to agents, and for a bad sort', async () => {
    const other = await signedInAdmin(app, db, ['ViewAgents', 'ManagePayments']);
    expect((await balances(other.authorization)).statusCode).toBe(403);
    const agent = await signedInAgent(app, db);
    expect((await balances(agent.authorization)).statusCode).toBe(401);
    const bad = await balances(payments.authorization, { sort: 'password' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ statusCode: 400, error: 'Bad Request' });
  });
});
