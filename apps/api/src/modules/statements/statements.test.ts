import { randomUUID } from 'node:crypto';
import { XLSX_MIME } from '@masar/contract/agent-bookings';
import { monthDays, type Statement } from '@masar/contract/statements';
import type { TransactionType } from '@masar/contract/transactions';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { bookableTrip, bookTrip } from '../../../test/booking-fixture';
import { createTestApp } from '../../../test/test-app';
import { transactions } from '../../db/schema/index';
import { createAgent } from '../../seed/factories';
import { agentStatement } from './statements.service';

const { app, db } = await createTestApp();
const TIME_ZONE = 'Asia/Riyadh';

/** This month in the business time zone (Riyadh keeps UTC+3 all year). */
const thisMonth = new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 7);

let payments: Awaited<ReturnType<typeof signedInAdmin>>;
let agent: Awaited<ReturnType<typeof signedInAgent>>;
let reference: string;

/**
 * The agent opens with 500.00, books a 100.00 trip which an admin refunds, and is topped up 50.00 and
 * charged 20.00 by an admin: six entries this month.
 */
beforeAll(async () => {
  payments = await signedInAdmin(app, db, [
    'ViewPayments',
    'ManagePayments',
    'ViewAgentsBookings',
    'ManageOrders',
  ]);
  agent = await signedInAgent(app, db, { name: 'Alpha Travel', companyName: 'Alpha Co', balance: 50_000 });
  const { status, booking } = await bookTrip(app, agent.authorization, await bookableTrip(db));
  expect(status).toBe(201);
  reference = booking.reference;
  const refund = await app.inject({
    method: 'PATCH',
    url: `/api/agents-bookings/refund/${booking.id}`,
    headers: { authorization: payments.authorization },
    payload: { reason: 'Flight cancelled' },
  });
  expect(refund.statusCode, refund.body).toBe(200);
  for (const body of [
    { operation: 'ADD', amount: 5_000, note: 'Bank transfer 42' },
    { operation: 'SUBTRACT', amount: 2_000, note: 'Fee' },
  ]) {
    const response = await app.inject({
      method: 'POST',
      url: `/api/transactions/update-balance/${agent.row.id}`,
      headers: { authorization: payments.authorization },
      payload: body,
    });
    expect(response.statusCode, response.body).toBe(201);
  }
});

function get(url: string, authorization: string, query: Record<string, string> = {}, headers = {}) {
  return app.inject({ url: `/api${url}`, query, headers: { authorization, ...headers } });
}

describe('GET /statements/:agentId', () => {
  it('gives the agent their month: opening, each line with its booking and note, closing, totals', async () => {
    const response = await get(`/statements/${agent.row.id}`, agent.authorization, { month: thisMonth });
    expect(response.statusCode, response.body).toBe(200);
    const statement = response.json() as Statement;
    expect(statement).toMatchObject({
      agent: { id: agent.row.id, name: 'Alpha Travel', companyName: 'Alpha Co' },
      currency: 'SAR',
      timeZone: TIME_ZONE,
      ...monthDays(thisMonth),
      openingBalance: 0,
      closingBalance: 53_000,
      totalIn: 50_000 + 10_000 + 5_000,
      totalOut: 10_000 + 2_000,
      totals: { TopUp: 55_000, Booking: 10_000, Refund: 10_000, Withdrawal: 2_000 },
    });
    expect(
      statement.lines.map((line) => [
        line.type,
        line.booking?.reference ?? null,
        line.noteCode,
        line.note,
        line.debit,
        line.credit,
        line.balance,
      ]),
    ).toEqual([
      ['TopUp', null, 'OpeningBalance', null, 0, 50_000, 50_000],
      ['Booking', reference, 'BookingPaid', null, 10_000, 0, 40_000],
      ['Refund', reference, 'RefundedByAdmin', 'Flight cancelled', 0, 10_000, 50_000],
      ['TopUp', null, null, 'Bank transfer 42', 0, 5_000, 55_000],
      ['Withdrawal', null, null, 'Fee', 2_000, 0, 53_000],
    ]);
  });

  it('gives an admin with ViewPayments the same statement, and a month before the first entry opens and closes at 0', async () => {
    const mine = await get(`/statements/${agent.row.id}`, agent.authorization, { month: thisMonth });
    const theirs = await get(`/statements/${agent.row.id}`, payments.authorization, { month: thisMonth });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.json()).toEqual(mine.json());
    const before = await get(`/statements/${agent.row.id}`, payments.authorization, {
      from: '2026-01-01',
      to: '2026-01-31',
    });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      openingBalance: 0,
      closingBalance: 0,
      totalIn: 0,
      totalOut: 0,
      lines: [],
    });
  });

  it('reads Arabic-Indic digits in the month and the days', async () => {
    const arabic = (text: string) =>
      text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
    const byMonth = await get(`/statements/${agent.row.id}`, agent.authorization, {
      month: arabic(thisMonth),
    });
    expect(byMonth.statusCode, byMonth.body).toBe(200);
    const { from, to } = monthDays(thisMonth);
    const byDays = await get(`/statements/${agent.row.id}`, agent.authorization, {
      from: arabic(from),
      to: arabic(to),
    });
    expect(byDays.statusCode, byDays.body).toBe(200);
    expect(byDays.json()).toEqual(byMonth.json());
  });

  it('answers 404 for another agent’s statement and for an unknown agent, 403 without ViewPayments', async () => {
    const other = await createAgent(db, { balance: 1_000 });
    const query = { month: thisMonth };
    for (const url of [
      `/statements/${other.id}`,
      `/statements/${other.id}/pdf`,
      `/statements/${other.id}/xlsx`,
    ]) {
      const response = await get(url, agent.authorization, query);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toBe('Agent not found');
    }
    expect((await get(`/statements/${randomUUID()}`, payments.authorization, query)).statusCode).toBe(404);
    const noPayments = await signedInAdmin(app, db, ['ViewAgents']);
    expect((await get(`/statements/${agent.row.id}`, noPayments.authorization, query)).statusCode).toBe(403);
    expect((await app.inject({ url: `/api/statements/${agent.row.id}`, query })).statusCode).toBe(401);
  });

  it.each([
    [{ from: '2026-03-10', to: '2026-03-09' }, ['to: The end date is before the start date']],
    [{ from: '2024-01-01', to: '2026-01-01' }, ['to: A statement covers at most 24 months']],
    [{ month: '2026-13' }, ['month: Must be a month (YYYY-MM)']],
    [{ month: '1999-12' }, ['month: Enter a date between the years 2000 and 2100']],
    [
      { from: '9999-01-01', to: '2026-13-45' },
      ['from: Enter a date between the years 2000 and 2100', 'to: Must be a date (YYYY-MM-DD)'],
    ],
    [{ from: '2026-01-01' }, ['from: Choose a month, or both a start and an end date']],
    [{}, ['from: Choose a month, or both a start and an end date']],
    [
      { month: '2026-01', from: '2026-01-01', to: '2026-01-31' },
      ['month: Choose a month or start and end dates, not both'],
    ],
    [{ month: '99999999999999999999-01' }, ['month: Must be a month (YYYY-MM)']],
  ])('refuses the period %j with one message per problem', async (query, messages) => {
    for (const suffix of ['', '/pdf', '/xlsx']) {
      const response = await get(`/statements/${agent.row.id}${suffix}`, agent.authorization, query);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().message).toEqual(messages);
    }
  });

  it('accepts exactly 24 months', async () => {
    const response = await get(`/statements/${agent.row.id}`, agent.authorization, {
      from: '2024-01-01',
      to: '2025-12-31',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('GET /statements/:agentId/pdf and /xlsx', () => {
  it('sends a PDF', async () => {
    const response = await get(`/statements/${agent.row.id}/pdf`, agent.authorization, {
      month: thisMonth,
      lang: 'ar',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${monthDays(thisMonth).from}-${monthDays(thisMonth).to}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('sends the workbook with words in the request language: opening, lines, closing, totals', async () => {
    const response = await get(
      `/statements/${agent.row.id}/xlsx`,
      payments.authorization,
      { month: thisMonth },
      {
        'accept-language': 'en-GB,en;q=0.9',
      },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_MIME);
    // Named by its period only, like the PDF: not also by the day it was downloaded.
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="statement-${monthDays(thisMonth).from}-${monthDays(thisMonth).to}.xlsx"`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    expect(sheet.name).toBe('Statement');
    const rows = (sheet.getSheetValues().slice(1) as ExcelJS.CellValue[][]).map((row) => row.slice(1));
    expect(rows[0]).toEqual([
      'Date (Riyadh time)',
      'Type',
      'Booking',
      'Description',
      'Debit (SAR)',
      'Credit (SAR)',
      'Balance (SAR)',
    ]);
    expect(rows.slice(1).map((row) => row.slice(1))).toEqual([
      [undefined, undefined, 'Opening balance', undefined, undefined, 0],
      ['Top-up', undefined, 'Opening balance', undefined, 500, 500],
      ['Booking', reference, 'Booking paid', 100, undefined, 400],
      ['Refund', reference, 'Refunded by an admin: Flight cancelled', undefined, 100, 500],
      ['Top-up', undefined, 'Bank transfer 42', undefined, 50, 550],
      ['Withdrawal', undefined, 'Fee', 20, undefined, 530],
      [undefined, undefined, 'Closing balance', undefined, undefined, 530],
      [undefined, undefined, 'Totals: Top-up', undefined, 550],
      [undefined, undefined, 'Totals: Refund', undefined, 100],
      [undefined, undefined, 'Totals: Booking', 100],
      [undefined, undefined, 'Totals: Withdrawal', 20],
      [undefined, undefined, 'Total in', undefined, 650],
      [undefined, undefined, 'Total out', 120],
    ]);
  });
});

/** Riyadh's day starts at 21:00 UTC the day before. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+03:00`).getTime();
const addDays = (day: string, days: number) =>
  new Date(dayStart(day) + days * 86_400_000 + 3 * 3_600_000).toISOString().slice(0, 10);

type Entry = { type: TransactionType; amount: number; at: number };

describe('statements over random ledgers (property)', () => {
  const START = dayStart('2025-01-01');
  const SPAN = 400 * 86_400_000;
  const entryArbitrary = fc.record({
    type: fc.constantFrom<TransactionType>('TopUp', 'Booking', 'Refund', 'Withdrawal'),
    amount: fc.integer({ min: 1, max: 500_000 }),
    at: fc.integer({ min: START, max: START + SPAN }),
  });

  /** Writes the entries as the wallet would have (each balance after the one before; a debit the balance
   * does not cover is left out, as debitWallet refuses it) and returns what was written, in time order. */
  async function writeLedger(agentId: string, entries: Entry[]) {
    const seen = new Set<number>();
    const sorted = entries
      .filter((entry) => !seen.has(entry.at) && seen.add(entry.at))
      .sort((a, b) => a.at - b.at);
    let balance = 0;
    const written: (Entry & { balanceAfter: number })[] = [];
    for (const entry of sorted) {
      const incoming = entry.type === 'TopUp' || entry.type === 'Refund';
      if (!incoming && entry.amount > balance) continue;
      balance += incoming ? entry.amount : -entry.amount;
      written.push({ ...entry, balanceAfter: balance });
    }
    if (written.length) {
      await db.insert(transactions).values(
        written.map((entry) => ({
          agentId,
          type: entry.type,
          direction:
            entry.type === 'TopUp' || entry.type === 'Refund' ? ('Incoming' as const) : ('Outgoing' as const),
          amount: entry.amount,
          balanceAfter: entry.balanceAfter,
          currency: 'SAR',
          createdAt: new Date(entry.at),
        })),
      );
    }
    return written;
  }

  it('opening + Σ in − Σ out = closing, each closing is the next opening, and the lines are the period’s entries', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(entryArbitrary, { maxLength: 60 }),
        fc.uniqueArray(fc.integer({ min: -20, max: 420 }), { minLength: 1, maxLength: 6 }),
        async (entries, cuts) => {
          const { id } = await createAgent(db);
          const written = await writeLedger(id, entries);
          // Consecutive periods from the sorted cut days: [d0, d1 − 1], [d1, d2 − 1], …
          const days = [...cuts].sort((a, b) => a - b).map((offset) => addDays('2025-01-01', offset));
          const periods = days
            .slice(0, -1)
            .map((from, index) => ({ from, to: addDays(days[index + 1] as string, -1) }));
          if (!periods.length) periods.push({ from: days[0] as string, to: days[0] as string });
          let previousClosing: number | undefined;
          for (const period of periods) {
            const statement = await agentStatement(db, TIME_ZONE, id, period);
            const inPeriod = written.filter(
              (entry) => entry.at >= dayStart(period.from) && entry.at < dayStart(addDays(period.to, 1)),
            );
            const before = written.filter((entry) => entry.at < dayStart(period.from));
            expect(statement.openingBalance).toBe(before.at(-1)?.balanceAfter ?? 0);
            if (previousClosing !== undefined) expect(statement.openingBalance).toBe(previousClosing);
            expect(statement.openingBalance + statement.totalIn - statement.totalOut).toBe(
              statement.closingBalance,
            );
            expect(
              statement.lines.map((line) => [
                line.createdAt,
                line.type,
                line.debit,
                line.credit,
                line.balance,
              ]),
            ).toEqual(
              inPeriod.map((entry) => {
                const incoming = entry.type === 'TopUp' || entry.type === 'Refund';
                return [
                  new Date(entry.at).toISOString(),
                  entry.type,
                  incoming ? 0 : entry.amount,
                  incoming ? entry.amount : 0,
                  entry.balanceAfter,
                ];
              }),
            );
            const byType = (type: TransactionType) =>
              inPeriod.filter((entry) => entry.type === type).reduce((sum, entry) => sum + entry.amount, 0);
            expect(statement.totals).toEqual({
              TopUp: byType('TopUp'),
              Booking: byType('Booking'),
              Refund: byType('Refund'),
              Withdrawal: byType('Withdrawal'),
            });
            previousClosing = statement.closingBalance;
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('months chain too: twelve statements of 2025 each open at the last one’s closing', async () => {
    const { id } = await createAgent(db);
    const written = await writeLedger(id, fc.sample(entryArbitrary, { numRuns: 300, seed: 19 }));
    expect(written.length).toBeGreaterThan(100);
    let closing = 0;
    for (let month = 1; month <= 12; month++) {
      const statement = await agentStatement(
        db,
        TIME_ZONE,
        id,
        monthDays(`2025-${String(month).padStart(2, '0')}`),
      );
      expect(statement.openingBalance).toBe(closing);
      expect(statement.openingBalance + statement.totalIn - statement.totalOut).toBe(
        statement.closingBalance,
      );
      closing = statement.closingBalance;
    }
  });
});
