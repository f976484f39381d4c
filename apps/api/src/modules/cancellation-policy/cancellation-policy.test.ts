import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { CancellationPolicy, CancellationQuote } from '@masar/contract/cancellation-policy';
import type { CustomerBooking } from '@masar/contract/customer-bookings';
import { message } from '@masar/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import {
  agentTripBody,
  type BookingCatalogue,
  bookingCatalogue,
  customerBookingBody,
} from '../../../test/booking-fixture';
import { ledgerViolations } from '../../../test/ledger';
import { outboxMails } from '../../../test/outbox';
import { createTestApp } from '../../../test/test-app';
import { cancellationFee } from './cancellation-policy.service';

/** Decision 0016 on a real database: the policy, terms fixed at booking, fees, the ledger and the credit note. */

const { app, db } = await createTestApp({ poolSize: 20 });

type Account = { authorization: string; row: { id: string } };
const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
/** Free until 24 h before pickup, 50 % until 6 h, then no refund. */
const TIERS = [
  { hoursBefore: 24, feePercent: 0 },
  { hoursBefore: 6, feePercent: 50 },
  { hoursBefore: 0, feePercent: 100 },
];

let admin: Account;
let viewer: Account;
let catalogue: BookingCatalogue;

const call = (
  account: Account,
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE' | 'POST',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: { authorization: account.authorization },
    ...(payload !== undefined && { payload: payload as object }),
  });

async function setGlobal(tiers: unknown) {
  const response = await call(admin, 'PUT', 'cancellation-policy', { tiers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as CancellationPolicy;
}

async function setRoute(serviceId: string, tiers: unknown) {
  const response = await call(admin, 'PUT', `cancellation-policy/routes/${serviceId}`, { tiers });
  expect(response.statusCode, response.body).toBe(200);
}

async function book(agent: Account, hours: number, trip: BookingCatalogue = catalogue) {
  const response = await call(
    agent,
    'POST',
    'agents-bookings/create-by-agent',
    agentTripBody(trip, { pickupAt: hoursFromNow(hours) }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as AgentBooking;
}

async function ledgerOf(bookingId: string) {
  const { rows } = await db.$client.query<{ type: string; amount: string; note_code: string }>(
    'select type, amount, note_code from transactions where booking_id = $1 order by created_at, id',
    [bookingId],
  );
  return rows.map((row) => ({ type: row.type, amount: Number(row.amount), noteCode: row.note_code }));
}

beforeAll(async () => {
  admin = await signedInAdmin(app, db, ['EditTaxiServices', 'ManageOrders', 'ViewAgentsBookings']);
  viewer = await signedInAdmin(app, db, ['ViewAgentsBookings']);
  catalogue = await bookingCatalogue(db, { price: 14_401 });
});

describe('the fee rule (decision 0016)', () => {
  const pickup = new Date('2026-12-01T12:00:00Z');
  const at = (msBefore: number) => new Date(pickup.getTime() - msBefore);
  const sorted = [...TIERS];

  it('applies each tier from exactly its hours, the next one a second less', () => {
    expect(cancellationFee(sorted, 10_000, pickup, at(30 * HOUR)).feePercent).toBe(0);
    expect(cancellationFee(sorted, 10_000, pickup, at(24 * HOUR)).feePercent).toBe(0);
    expect(cancellationFee(sorted, 10_000, pickup, at(24 * HOUR - 1_000)).feePercent).toBe(50);
    expect(cancellationFee(sorted, 10_000, pickup, at(6 * HOUR)).feePercent).toBe(50);
    expect(cancellationFee(sorted, 10_000, pickup, at(6 * HOUR - 1_000)).feePercent).toBe(100);
    expect(cancellationFee(sorted, 10_000, pickup, at(0))).toEqual({
      tier: { hoursBefore: 0, feePercent: 100 },
      feePercent: 100,
      fee: 10_000,
      refund: 0,
    });
  });

  it('rounds half up in halalas, and free terms cost nothing', () => {
    // 14 401 × 50 % = 7 200.5 → 7 201; 14 401 × 33 % = 4 752.33 → 4 752; 101 × 50 % = 50.5 → 51.
    expect(cancellationFee(sorted, 14_401, pickup, at(10 * HOUR))).toMatchObject({
      fee: 7_201,
      refund: 7_200,
    });
    const third = [{ hoursBefore: 0, feePercent: 33 }];
    expect(cancellationFee(third, 14_401, pickup, at(HOUR)).fee).toBe(4_752);
    expect(cancellationFee([{ hoursBefore: 0, feePercent: 50 }], 101, pickup, at(HOUR)).fee).toBe(51);
    expect(cancellationFee([], 14_401, pickup, at(HOUR))).toEqual({
      tier: null,
      feePercent: 0,
      fee: 0,
      refund: 14_401,
    });
  });
});

describe('setting the policy', () => {
  it('refuses bad tiers with one message per problem and writes nothing', async () => {
    const before = (await call(admin, 'GET', 'cancellation-policy')).json();
    const response = await call(admin, 'PUT', 'cancellation-policy', {
      tiers: [
        { hoursBefore: 24, feePercent: 60 },
        { hoursBefore: 24, feePercent: 70 },
        { hoursBefore: 6, feePercent: 50 },
        { hoursBefore: 3, feePercent: 101 },
      ],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(
      expect.arrayContaining([`tiers.3.feePercent: ${message('tooBig', { maximum: 100 })}`]),
    );
    const valid = await call(admin, 'PUT', 'cancellation-policy', {
      tiers: [
        { hoursBefore: 24, feePercent: 60 },
        { hoursBefore: 24, feePercent: 70 },
        { hoursBefore: 6, feePercent: 50 },
      ],
    });
    expect(valid.statusCode).toBe(400);
    expect(valid.json().message).toEqual([
      `tiers: ${message('cancellationZeroTierMissing')}`,
      `tiers.1.hoursBefore: ${message('cancellationHoursTwice')}`,
      `tiers.2.feePercent: ${message('cancellationFeeFalls', { percent: 60 })}`,
    ]);
    expect((await call(admin, 'GET', 'cancellation-policy')).json()).toEqual(before);
  });

  it('accepts Arabic-Indic digits, sorts the tiers and logs the change; others may not change it', async () => {
    const policy = await setGlobal([
      { hoursBefore: '٠', feePercent: '١٠٠' },
      { hoursBefore: '٢٤', feePercent: '٠' },
      { hoursBefore: '٦', feePercent: '٥٠' },
    ]);
    expect(policy.global).toEqual(TIERS);
    expect((await call(viewer, 'PUT', 'cancellation-policy', { tiers: null })).statusCode).toBe(403);
    const { rows } = await db.$client.query(
      "select action from admin_actions where entity_type = 'CancellationPolicy' and admin_id = $1",
      [admin.row.id],
    );
    expect(rows.length).toBeGreaterThan(0);
    expect((await call(admin, 'PUT', 'cancellation-policy', { tiers: [], extra: 1 })).statusCode).toBe(400);
  });
});

describe('terms fixed at booking', () => {
  it('quotes and books the global terms; a later change leaves the sold booking alone', async () => {
    await setGlobal(TIERS);
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const quote = await call(
      agent,
      'POST',
      'agents-bookings/quote',
      agentTripBody(catalogue, { taxiServiceId: undefined }),
    );
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json().offers[0].cancellationTerms).toEqual(TIERS);
    const booking = await book(agent, 30);
    expect(booking.cancellationTerms).toEqual(TIERS);
    await setGlobal([{ hoursBefore: 0, feePercent: 10 }]);
    const again = await call(agent, 'GET', `agents-bookings/one-by-agent/${booking.id}`);
    expect(again.json().cancellationTerms).toEqual(TIERS);
    await setGlobal(TIERS);
  });

  it('a route’s own policy beats the global one; none anywhere is free', async () => {
    const own = await bookingCatalogue(db, { price: 10_000 });
    await setRoute(own.serviceId, [{ hoursBefore: 0, feePercent: 20 }]);
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    expect((await book(agent, 30, own)).cancellationTerms).toEqual([{ hoursBefore: 0, feePercent: 20 }]);
    await setRoute(own.serviceId, null);
    expect((await book(agent, 30, own)).cancellationTerms).toEqual(TIERS);
    await setGlobal(null);
    expect((await book(agent, 30, own)).cancellationTerms).toEqual([]);
    await setGlobal(TIERS);
  });
});

describe('the agent cancels', () => {
  it('shows the fee 10 h ahead, then refunds the price and takes the fee as its own ledger line', async () => {
    await setGlobal(TIERS);
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    const booking = await book(agent, 10);
    const quote = await call(agent, 'GET', `agents-bookings/${booking.id}/cancellation`);
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toMatchObject({
      tier: { hoursBefore: 6, feePercent: 50 },
      feePercent: 50,
      total: 14_401,
      fee: 7_201,
      refund: 7_200,
      allowed: true,
      reason: null,
    } satisfies Partial<CancellationQuote>);
    const cancelled = await call(agent, 'DELETE', `agents-bookings/${booking.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('Refunded');
    expect(await ledgerOf(booking.id)).toEqual([
      { type: 'Booking', amount: 14_401, noteCode: 'BookingPaid' },
      { type: 'Refund', amount: 14_401, noteCode: 'CancelledByAgent' },
      { type: 'Booking', amount: 7_201, noteCode: 'CancellationFee' },
    ]);
    const { rows } = await db.$client.query<{ balance: string }>('select balance from agents where id = $1', [
      agent.row.id,
    ]);
    expect(Number(rows[0]?.balance)).toBe(50_000 - 7_201);
    const notes = await db.$client.query<{ total: string; lines: { code: string }[] }>(
      "select total, lines from invoices where kind = 'CreditNote' and agent_booking_id = $1",
      [booking.id],
    );
    expect(notes.rows.map((row) => [Number(row.total), row.lines.map((line) => line.code)])).toEqual([
      [7_200, ['CancellationRefund']],
    ]);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('cancels an Accepted booking too; another agent’s id is 404', async () => {
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    const other = await signedInAgent(app, db, { balance: 50_000 });
    const booking = await book(agent, 30);
    expect((await call(other, 'GET', `agents-bookings/${booking.id}/cancellation`)).statusCode).toBe(404);
    expect((await call(other, 'DELETE', `agents-bookings/${booking.id}`)).statusCode).toBe(404);
    const accepted = await call(
      admin,
      'PATCH',
      `agents-bookings/mark-booking-as-accepted-by-admins/${booking.id}`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const cancelled = await call(agent, 'DELETE', `agents-bookings/${booking.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    // 30 h ahead is inside the free window: the full price back, no fee line, a full credit note.
    expect((await ledgerOf(booking.id)).map((entry) => entry.noteCode)).toEqual([
      'BookingPaid',
      'CancelledByAgent',
    ]);
    const again = await call(agent, 'GET', `agents-bookings/${booking.id}/cancellation`);
    expect(again.json()).toMatchObject({
      allowed: false,
      reason: message('statusCannot', { status: 'Refunded', verb: 'cancelled' }),
    });
  });

  it('lets one of two concurrent cancels through: money moves once', async () => {
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    const booking = await book(agent, 10);
    const answers = await Promise.all([
      call(agent, 'DELETE', `agents-bookings/${booking.id}`),
      call(agent, 'DELETE', `agents-bookings/${booking.id}`),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect((await ledgerOf(booking.id)).length).toBe(3);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses after pickup', async () => {
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    const booking = await book(agent, 10);
    await db.$client.query(
      "update agent_bookings set pickup_at = now() - interval '1 minute' where id = $1",
      [booking.id],
    );
    const response = await call(agent, 'DELETE', `agents-bookings/${booking.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(message('cancellationClosed'));
  });
});

describe('the admin refunds', () => {
  it('in full with a reason (or no body), or by the terms; the action log says which', async () => {
    await setGlobal(TIERS);
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const [full, bare, terms] = [await book(agent, 10), await book(agent, 10), await book(agent, 10)];
    const refund = (id: string, body?: unknown) => call(admin, 'PATCH', `agents-bookings/refund/${id}`, body);
    expect((await refund(full.id, { mode: 'Full', reason: 'Flight cancelled' })).statusCode).toBe(200);
    const bareAnswer = await refund(bare.id);
    expect(bareAnswer.statusCode, bareAnswer.body).toBe(200);
    expect((await refund(terms.id, { mode: 'Terms' })).statusCode).toBe(200);
    expect((await ledgerOf(full.id)).map((entry) => entry.amount)).toEqual([14_401, 14_401]);
    expect((await ledgerOf(bare.id)).map((entry) => entry.amount)).toEqual([14_401, 14_401]);
    expect(await ledgerOf(terms.id)).toEqual([
      { type: 'Booking', amount: 14_401, noteCode: 'BookingPaid' },
      { type: 'Refund', amount: 14_401, noteCode: 'RefundedByAdmin' },
      { type: 'Booking', amount: 7_201, noteCode: 'CancellationFee' },
    ]);
    const { rows } = await db.$client.query<{
      entity_id: string;
      after: { refundMode: string };
      note: string;
    }>(
      "select entity_id, after, note from admin_actions where action = 'RefundBooking' and entity_id = any($1)",
      [[full.id, terms.id]],
    );
    const logOf = (id: string) => rows.find((row) => row.entity_id === id);
    expect(logOf(full.id)).toMatchObject({ after: { refundMode: 'Full' }, note: 'Flight cancelled' });
    expect(logOf(terms.id)?.after.refundMode).toBe('Terms');
    // The agent's e-mail says what went back: the whole price for a full refund, the price less the fee by terms.
    const mails = await outboxMails(db, agent.row.email);
    const refundMail = (reference: string) =>
      mails.find((mail) => mail.subject.includes(reference) && /wallet|محفظتك/u.test(mail.text))?.text;
    const wentBack = (text: string | undefined) => /أُعيد (.+) إلى محفظتك/u.exec(text ?? '')?.[1];
    expect(wentBack(refundMail(full.reference))).toMatch(/^\D*144\.01\D*$/u);
    expect(wentBack(refundMail(terms.reference))).toMatch(/^\D*72\.00\D*$/u);
    expect((await refund(full.id, { mode: 'Sometimes' })).statusCode).toBe(400);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('the customer cancels', () => {
  it('only while free: refused past the free window, allowed inside it; 404 for another’s', async () => {
    await setGlobal(TIERS);
    const trip = await bookingCatalogue(db, { price: 20_000, atAirport: true });
    const user = await signedInUser(app, db);
    const other = await signedInUser(app, db);
    const bookCustomer = async (hours: number) => {
      const response = await call(
        user,
        'POST',
        'bookings',
        customerBookingBody(trip, { pickupAt: hoursFromNow(hours) }),
      );
      expect(response.statusCode, response.body).toBe(201);
      return response.json() as CustomerBooking;
    };
    const late = await bookCustomer(10);
    expect(late.cancellationTerms).toEqual(TIERS);
    const quote = await call(user, 'GET', `bookings/${late.id}/cancellation`);
    expect(quote.json()).toMatchObject({
      fee: 10_000,
      allowed: false,
      reason: message('cancellationNotFree'),
    });
    const refused = await call(user, 'DELETE', `bookings/${late.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(message('cancellationNotFree'));
    expect((await call(other, 'GET', `bookings/${late.id}/cancellation`)).statusCode).toBe(404);

    const early = await bookCustomer(30);
    expect((await call(user, 'GET', `bookings/${early.id}/cancellation`)).json()).toMatchObject({
      fee: 0,
      allowed: true,
    });
    const cancelled = await call(user, 'DELETE', `bookings/${early.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().status).toBe('Cancelled');
  });
});
