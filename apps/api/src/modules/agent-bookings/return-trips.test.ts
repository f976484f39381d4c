import type { AgentBooking, CreatedAgentBooking } from '@masar/contract/agent-bookings';
import type { Paginated } from '@masar/contract/common';
import type { Invoice } from '@masar/contract/invoices';
import { fieldMessage } from '@masar/contract/messages';
import type { Quote } from '@masar/contract/trips';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { ledgerViolations } from '../../../test/ledger';
import { outboxMails } from '../../../test/outbox';
import { createTestApp } from '../../../test/test-app';
import {
  createArea,
  createCar,
  createLocation,
  createTaxiService,
  rectangle,
} from '../../seed/catalogue-factories';

/**
 * Return trips (decision 0017): the return leg is the outward trip reversed, priced at its own pickup time
 * with the outward route's discount; two rows, one reference, one debit of both legs; each leg cancelled on
 * its own terms.
 */

const { app, db } = await createTestApp({ poolSize: 10 });

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const toArabicDigits = (text: string) =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
const OUTWARD = 12_345;
/** The way back costs more; its 10 % (the OUTWARD route's percent) is 2_000.5, rounded half up to 2_001. */
const BACK = 20_005;
const RETURN_TOTAL = BACK - 2_001;
const BOTH = OUTWARD + RETURN_TOTAL;

let catalogue: { airportId: string; sedanId: string; vanId: string; arrivalId: string; leavingId: string };
let admin: { authorization: string };

beforeAll(async () => {
  const area = await createArea(db, { polygon: rectangle(46.5, 24.5, 46.9, 25.0) });
  const airport = await createLocation(db, { type: 'Airport', lat: 24.96, lng: 46.7 });
  const sedan = await createCar(db, { passengers: 4, bags: 2, type: 'Sedan' });
  const van = await createCar(db, { passengers: 7, bags: 6, type: 'Van' });
  const route = { areaId: area.id, locationId: airport.id };
  // Arrival enters the area (ToArea), leaving goes from it (FromArea): two prices, two discounts.
  const arrival = await createTaxiService(db, {
    ...route,
    carId: sedan.id,
    direction: 'ToArea',
    price: OUTWARD,
    returnDiscountPercent: 10,
  });
  const leaving = await createTaxiService(db, {
    ...route,
    carId: sedan.id,
    direction: 'FromArea',
    price: BACK,
    returnDiscountPercent: 50,
  });
  // The van goes one way only: never offered for a return trip.
  await createTaxiService(db, { ...route, carId: van.id, direction: 'ToArea', price: 11_000 });
  catalogue = {
    airportId: airport.id,
    sedanId: sedan.id,
    vanId: van.id,
    arrivalId: arrival.id,
    leavingId: leaving.id,
  };
  admin = await signedInAdmin(app, db, ['ManageOrders', 'ViewAgentsBookings', 'EditTaxiServices']);
  // The return leg's own route has a policy (decision 0016): half within 48 h. The outward one is free.
  const policy = await call(admin, 'PUT', `cancellation-policy/routes/${leaving.id}`, {
    tiers: [
      { hoursBefore: 48, feePercent: 0 },
      { hoursBefore: 0, feePercent: 50 },
    ],
  });
  expect(policy.statusCode, policy.body).toBe(200);
});

async function call(account: { authorization: string }, method: string, url: string, payload?: unknown) {
  return app.inject({
    method: method as 'GET',
    url: `/api/${url}`,
    headers: { authorization: account.authorization },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

const trip = (overrides: Record<string, unknown> = {}) => ({
  direction: 'Arrival',
  locationId: catalogue.airportId,
  place: { address: 'Olaya St, Riyadh', lat: 24.69, lng: 46.68 },
  passengers: 2,
  bags: 1,
  pickupAt: hoursFromNow(5),
  returnLeg: { pickupAt: hoursFromNow(30) },
  ...overrides,
});
const booking = (overrides: Record<string, unknown> = {}) =>
  trip({
    taxiServiceId: catalogue.arrivalId,
    flightNumber: 'SV1234',
    returnLeg: { pickupAt: hoursFromNow(30), flightNumber: 'SV 1235' },
    travellerName: 'Sara Alqahtani',
    travellerPhone: '+966501234567',
    ...overrides,
  });

const balanceOf = async (agentId: string) =>
  Number((await db.$client.query('select balance from agents where id = $1', [agentId])).rows[0].balance);
const entriesOf = async (bookingId: string) =>
  (
    await db.$client.query<{ type: string; note_code: string; amount: string }>(
      'select type, note_code, amount from transactions where booking_id = $1 order by created_at, id',
      [bookingId],
    )
  ).rows.map((row) => [row.type, row.note_code, Number(row.amount)]);

async function bookReturnTrip(agent: { authorization: string }, overrides: Record<string, unknown> = {}) {
  const response = await call(agent, 'POST', 'agents-bookings/create-by-agent', booking(overrides));
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json() as CreatedAgentBooking;
  if (!created.returnLeg) throw new Error('no return leg');
  return { outward: created, back: created.returnLeg };
}

describe('return trip quote', () => {
  it('prices the reversed trip with its own price and the outward route’s discount, rounded half up', async () => {
    const agent = await signedInAgent(app, db);
    const response = await call(agent, 'POST', 'agents-bookings/quote', trip());
    expect(response.statusCode, response.body).toBe(200);
    const { offers } = response.json() as Quote;
    // The van prices the outward leg only: no offer for a return trip.
    expect(offers.map((offer) => offer.car.id)).toEqual([catalogue.sedanId]);
    const [offer] = offers;
    expect(offer?.price.total).toBe(OUTWARD);
    expect(offer?.returnLeg).toMatchObject({
      taxiServiceId: catalogue.leavingId,
      price: { transferPrice: BACK, returnDiscount: { percent: 10, amount: 2_001 }, total: RETURN_TOTAL },
      cancellationTerms: [
        { hoursBefore: 48, feePercent: 0 },
        { hoursBefore: 0, feePercent: 50 },
      ],
      bothLegsTotal: BOTH,
    });
    // One-way, the van is offered again.
    const oneWay = await call(agent, 'POST', 'agents-bookings/quote', trip({ returnLeg: null }));
    expect((oneWay.json() as Quote).offers.map((offer) => offer.car.id)).toEqual([
      catalogue.vanId,
      catalogue.sedanId,
    ]);
  });

  it('takes Arabic-Indic digits and refuses a return before the outward pickup or with Hourly', async () => {
    const agent = await signedInAgent(app, db);
    const arabic = await call(
      agent,
      'POST',
      'agents-bookings/quote',
      trip({ returnLeg: { pickupAt: toArabicDigits(hoursFromNow(30)) } }),
    );
    expect(arabic.statusCode, arabic.body).toBe(200);
    const early = await call(
      agent,
      'POST',
      'agents-bookings/quote',
      trip({ pickupAt: hoursFromNow(30), returnLeg: { pickupAt: hoursFromNow(10) } }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toEqual([fieldMessage('returnLeg.pickupAt', 'returnBeforeOutward')]);
    const hourly = await call(
      agent,
      'POST',
      'agents-bookings/quote',
      trip({ direction: 'Hourly', locationId: null }),
    );
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json().message).toEqual([fieldMessage('returnLeg', 'hourlyHasNoReturn')]);
  });

  it('refuses to book a car that does not price the return leg', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const van = await call(agent, 'POST', 'agents-bookings/quote', trip());
    expect(van.statusCode).toBe(200);
    const vanService = await db.$client.query<{ id: string }>(
      'select id from taxi_services where car_id = $1',
      [catalogue.vanId],
    );
    const response = await call(
      agent,
      'POST',
      'agents-bookings/create-by-agent',
      booking({ taxiServiceId: vanService.rows[0]?.id }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([fieldMessage('taxiServiceId', 'returnNotOffered')]);
    expect(await balanceOf(agent.row.id)).toBe(100_000);
  });
});

describe('booking a return trip', () => {
  it('stores two legs with one reference and debits both legs once, on the outward row', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const { outward, back } = await bookReturnTrip(agent, { expectedTotal: BOTH });
    expect(back).toMatchObject({
      reference: outward.reference,
      returnOf: outward.id,
      returnLegId: null,
      direction: 'Leaving',
      flightNumber: 'SV1235',
      taxiServiceId: catalogue.leavingId,
      price: { total: RETURN_TOTAL, returnDiscount: { percent: 10, amount: 2_001 } },
    });
    expect(outward).toMatchObject({ returnOf: null, returnLegId: back.id, direction: 'Arrival' });
    expect(outward.price.total).toBe(OUTWARD);
    expect(outward.price.returnDiscount).toBeUndefined();
    expect(await balanceOf(agent.row.id)).toBe(100_000 - BOTH);
    expect(await entriesOf(outward.id)).toEqual([['Booking', 'BookingPaid', BOTH]]);
    expect(await entriesOf(back.id)).toEqual([]);

    // One invoice for the group: a line per leg, the discount inside the return line.
    const invoices = await db.$client.query<{ lines: Invoice['lines']; total: string }>(
      "select lines, total from invoices where booking_reference = $1 and kind = 'Invoice'",
      [outward.reference],
    );
    expect(invoices.rows).toHaveLength(1);
    expect(Number(invoices.rows[0]?.total)).toBe(BOTH);
    expect(invoices.rows[0]?.lines.map((line) => [line.code, line.total])).toEqual([
      ['OutwardLeg', OUTWARD],
      ['ReturnLeg', RETURN_TOTAL],
    ]);
    // One confirmation e-mail lists both legs.
    const mails = await outboxMails(db, agent.row.email, 'BookingConfirmed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/Return pickup time|وقت الانطلاق في العودة/);
    // A search for the reference finds both legs.
    const found = await call(
      agent,
      'GET',
      `agents-bookings/all-bookings-by-agent?search=${encodeURIComponent(outward.reference)}`,
    );
    const listed = (found.json() as Paginated<AgentBooking>).items;
    expect(listed.map((row) => row.id).sort()).toEqual([outward.id, back.id].sort());
    // Each list row links its leg to the other.
    expect(listed.find((row) => row.id === outward.id)).toMatchObject({
      returnLegId: back.id,
      returnOf: null,
    });
    expect(listed.find((row) => row.id === back.id)).toMatchObject({
      returnLegId: null,
      returnOf: outward.id,
    });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses an expected total of one leg, and answers a retry with the whole group', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const stale = await call(
      agent,
      'POST',
      'agents-bookings/create-by-agent',
      booking({ expectedTotal: OUTWARD }),
    );
    expect(stale.statusCode).toBe(400);
    expect(stale.json().message).toEqual([
      fieldMessage('expectedTotal', 'priceChanged', { total: (BOTH / 100).toFixed(2) }),
    ]);
    const body = booking();
    const send = () =>
      app.inject({
        method: 'POST',
        url: '/api/agents-bookings/create-by-agent',
        headers: { authorization: agent.authorization, 'idempotency-key': 'return-trip-1' },
        payload: body,
      });
    const first = await send();
    const again = await send();
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const [a, b] = [first.json() as CreatedAgentBooking, again.json() as CreatedAgentBooking];
    expect([b.id, b.returnLeg?.id]).toEqual([a.id, a.returnLeg?.id]);
    expect(await balanceOf(agent.row.id)).toBe(100_000 - BOTH);
  });

  it('refuses a return trip the wallet cannot pay for both legs, writing nothing', async () => {
    const agent = await signedInAgent(app, db, { balance: BOTH - 1 });
    const response = await call(agent, 'POST', 'agents-bookings/create-by-agent', booking());
    expect(response.statusCode).toBe(402);
    const rows = await db.$client.query('select id from agent_bookings where agent_id = $1', [agent.row.id]);
    expect(rows.rows).toHaveLength(0);
  });

  it('gives both legs on one ticket, whichever leg is downloaded', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const { outward, back } = await bookReturnTrip(agent);
    for (const id of [outward.id, back.id]) {
      const pdf = await call(agent, 'GET', `agents-bookings/download-ticket/${id}`);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
    }
  });
});

describe('cancelling a return trip', () => {
  it('cancels the return leg alone on its own terms: refund and fee on its row, the outward leg kept', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const { outward, back } = await bookReturnTrip(agent);
    const quote = await call(agent, 'GET', `agents-bookings/${back.id}/cancellation`);
    const fee = Math.floor((RETURN_TOTAL * 50 + 50) / 100);
    expect(quote.json()).toMatchObject({ fee, refund: RETURN_TOTAL - fee });
    const response = await call(agent, 'DELETE', `agents-bookings/${back.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ status: 'Refunded', returnOf: outward.id });
    expect(await entriesOf(back.id)).toEqual([
      ['Refund', 'CancelledByAgent', RETURN_TOTAL],
      ['Booking', 'CancellationFee', fee],
    ]);
    expect(await entriesOf(outward.id)).toEqual([['Booking', 'BookingPaid', BOTH]]);
    expect(await balanceOf(agent.row.id)).toBe(100_000 - BOTH + RETURN_TOTAL - fee);
    const still = await call(agent, 'GET', `agents-bookings/one-by-agent/${outward.id}`);
    expect(still.json().status).toBe('Requested');
    // The credit note covers that leg less its fee.
    const notes = await db.$client.query<{ total: string; agent_booking_id: string }>(
      "select total, agent_booking_id from invoices where kind = 'CreditNote' and booking_reference = $1",
      [outward.reference],
    );
    expect(notes.rows.map((row) => [row.agent_booking_id, Number(row.total)])).toEqual([
      [back.id, RETURN_TOTAL - fee],
    ]);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('cancels both legs in one call, each on its own terms', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const { outward, back } = await bookReturnTrip(agent);
    const response = await call(agent, 'DELETE', `agents-bookings/${back.id}?bothLegs=true`);
    expect(response.statusCode, response.body).toBe(200);
    const fee = Math.floor((RETURN_TOTAL * 50 + 50) / 100);
    // The outward route has no policy and the global has none: free; the return leg keeps its fee.
    expect(await entriesOf(outward.id)).toEqual([
      ['Booking', 'BookingPaid', BOTH],
      ['Refund', 'CancelledByAgent', OUTWARD],
    ]);
    expect(await balanceOf(agent.row.id)).toBe(100_000 - fee);
    const statuses = await db.$client.query<{ status: string }>(
      'select status from agent_bookings where reference = $1',
      [outward.reference],
    );
    expect(statuses.rows.map((row) => row.status)).toEqual(['Refunded', 'Refunded']);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('lets an admin refund one leg, and 404s another agent’s leg', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const { outward, back } = await bookReturnTrip(agent);
    const other = await signedInAgent(app, db);
    expect((await call(other, 'DELETE', `agents-bookings/${back.id}`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `agents-bookings/download-ticket/${outward.id}`)).statusCode).toBe(404);
    const refund = await call(admin, 'PATCH', `agents-bookings/refund/${outward.id}`, {
      mode: 'Full',
      reason: 'Flight cancelled',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await entriesOf(outward.id)).toEqual([
      ['Booking', 'BookingPaid', BOTH],
      ['Refund', 'RefundedByAdmin', OUTWARD],
    ]);
    expect(await balanceOf(agent.row.id)).toBe(100_000 - RETURN_TOTAL);
    // Its credit note covers that leg's line only.
    const notes = await db.$client.query<{ lines: Invoice['lines']; total: string }>(
      "select lines, total from invoices where kind = 'CreditNote' and agent_booking_id = $1",
      [outward.id],
    );
    expect(notes.rows.map((row) => [Number(row.total), row.lines.map((line) => line.code)])).toEqual([
      [OUTWARD, ['OutwardLeg']],
    ]);
    const leg = await call(agent, 'GET', `agents-bookings/one-by-agent/${back.id}`);
    expect(leg.json().status).toBe('Requested');
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
