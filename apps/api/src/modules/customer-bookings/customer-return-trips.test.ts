import type { Paginated } from '@masar/contract/common';
import type { CreatedCustomerBooking, CustomerBooking } from '@masar/contract/customer-bookings';
import { fieldMessage } from '@masar/contract/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '../../../test/accounts';
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
 * The customer side of return trips (decision 0017): POST /bookings with `returnLeg` books two rows with one
 * reference in one transaction (no ledger: the customer pays each leg's driver), and the customer cancels one
 * leg or both, each on its own terms.
 */

const { app, db } = await createTestApp({ poolSize: 10 });

const HOUR = 3_600_000;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();
const OUTWARD = 12_345;
/** The way back costs more; its 10 % (the OUTWARD route's percent) is 2_000.5, rounded half up to 2_001. */
const BACK = 20_005;
const RETURN_TOTAL = BACK - 2_001;

type Account = { authorization: string };
let catalogue: { airportId: string; arrivalId: string; leavingId: string };

beforeAll(async () => {
  const area = await createArea(db, { polygon: rectangle(46.5, 24.5, 46.9, 25.0) });
  const airport = await createLocation(db, { type: 'Airport', lat: 24.96, lng: 46.7 });
  const sedan = await createCar(db, { passengers: 4, bags: 2, type: 'Sedan' });
  const route = { areaId: area.id, locationId: airport.id, carId: sedan.id };
  const arrival = await createTaxiService(db, {
    ...route,
    direction: 'ToArea',
    price: OUTWARD,
    returnDiscountPercent: 10,
  });
  const leaving = await createTaxiService(db, {
    ...route,
    direction: 'FromArea',
    price: BACK,
    returnDiscountPercent: 50,
  });
  catalogue = { airportId: airport.id, arrivalId: arrival.id, leavingId: leaving.id };
});

async function call(account: Account, method: string, url: string, payload?: unknown, key?: string) {
  return app.inject({
    method: method as 'GET',
    url: `/api/${url}`,
    headers: { authorization: account.authorization, ...(key && { 'idempotency-key': key }) },
    ...(payload !== undefined && { payload: payload as object }),
  });
}

const body = (overrides: Record<string, unknown> = {}) => ({
  direction: 'Arrival',
  locationId: catalogue.airportId,
  place: { address: 'Olaya St, Riyadh', lat: 24.69, lng: 46.68 },
  passengers: 2,
  bags: 1,
  taxiServiceId: catalogue.arrivalId,
  pickupAt: hoursFromNow(5),
  flightNumber: 'SV1234',
  returnLeg: { pickupAt: hoursFromNow(30), flightNumber: 'SV 1235' },
  travellerName: 'Sara Alqahtani',
  travellerPhone: '+966501234567',
  paymentMethod: 'Cash',
  ...overrides,
});

async function bookReturnTrip(customer: Account, key?: string, payload = body()) {
  const response = await call(customer, 'POST', 'bookings', payload, key);
  expect(response.statusCode, response.body).toBe(201);
  const created = response.json() as CreatedCustomerBooking;
  if (!created.returnLeg) throw new Error('no return leg');
  return { outward: created, back: created.returnLeg, response };
}

const rowsOf = async (userId: string) =>
  (
    await db.$client.query<{
      id: string;
      reference: string;
      return_of: string | null;
      direction: string;
      total_price: string;
      return_discount: string;
      status: string;
    }>(
      `select id, reference, return_of, direction, total_price, return_discount, status
       from customer_bookings where user_id = $1 order by pickup_at`,
      [userId],
    )
  ).rows;

describe('a customer’s return trip', () => {
  it('books both legs as two rows with one reference, the return leg reversed and discounted', async () => {
    const customer = await signedInUser(app, db);
    const { outward, back } = await bookReturnTrip(customer);
    expect(outward).toMatchObject({ returnOf: null, returnLegId: back.id, direction: 'Arrival' });
    expect(outward.price.total).toBe(OUTWARD);
    expect(back).toMatchObject({
      returnOf: outward.id,
      returnLegId: null,
      reference: outward.reference,
      direction: 'Leaving',
      flightNumber: 'SV1235',
      paymentMethod: 'Cash',
      status: 'Requested',
    });
    expect(back.price).toMatchObject({
      transferPrice: BACK,
      returnDiscount: { percent: 10, amount: 2_001 },
      total: RETURN_TOTAL,
    });
    const rows = await rowsOf(customer.row.id);
    expect(
      rows.map((row) => [row.reference, row.return_of, Number(row.total_price), Number(row.return_discount)]),
    ).toEqual([
      [outward.reference, null, OUTWARD, 0],
      [outward.reference, outward.id, RETURN_TOTAL, 2_001],
    ]);
    // The customer's list shows each leg; each leg reads back with its link to the other.
    const list = await call(customer, 'GET', 'bookings');
    expect((list.json() as Paginated<CustomerBooking>).items.map((item) => item.id).sort()).toEqual(
      [outward.id, back.id].sort(),
    );
    const leg = await call(customer, 'GET', `bookings/${back.id}`);
    expect(leg.json()).toMatchObject({ returnOf: outward.id, returnLegId: null });
    // One confirmation e-mail lists both legs.
    const mails = await outboxMails(db, customer.row.email, 'BookingConfirmed');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toMatch(/Return pickup time|وقت الانطلاق في العودة/);
  });

  it('answers a retry with the same Idempotency-Key with both legs, booking nothing more', async () => {
    const customer = await signedInUser(app, db);
    const payload = body();
    const first = await bookReturnTrip(customer, 'return-key-1', payload);
    const retry = await call(customer, 'POST', 'bookings', payload, 'return-key-1');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.headers['idempotent-replayed']).toBe('true');
    const replayed = retry.json() as CreatedCustomerBooking;
    expect([replayed.id, replayed.returnLeg?.id]).toEqual([first.outward.id, first.back.id]);
    expect(await rowsOf(customer.row.id)).toHaveLength(2);
  });

  it('a one-way booking answers no return leg', async () => {
    const customer = await signedInUser(app, db);
    const response = await call(customer, 'POST', 'bookings', body({ returnLeg: null }));
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ returnOf: null, returnLegId: null, returnLeg: null });
  });

  it('refuses a return leg with Hourly and a return before the outward pickup, booking nothing', async () => {
    const customer = await signedInUser(app, db);
    const hourly = await call(
      customer,
      'POST',
      'bookings',
      body({ direction: 'Hourly', locationId: null, hours: 3, flightNumber: null }),
    );
    expect(hourly.statusCode).toBe(400);
    expect(hourly.json().message).toContain(fieldMessage('returnLeg', 'hourlyHasNoReturn'));
    const early = await call(
      customer,
      'POST',
      'bookings',
      body({ pickupAt: hoursFromNow(30), returnLeg: { pickupAt: hoursFromNow(10), flightNumber: 'SV1' } }),
    );
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toEqual([fieldMessage('returnLeg.pickupAt', 'returnBeforeOutward')]);
    expect(await rowsOf(customer.row.id)).toHaveLength(0);
  });
});

describe('cancelling a leg', () => {
  it('cancels the return leg alone, the outward leg untouched', async () => {
    const customer = await signedInUser(app, db);
    const { outward, back } = await bookReturnTrip(customer);
    const response = await call(customer, 'DELETE', `bookings/${back.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ id: back.id, status: 'Cancelled' });
    expect((await call(customer, 'GET', `bookings/${outward.id}`)).json().status).toBe('Requested');
  });

  it('cancels both legs in one request with bothLegs, from either leg', async () => {
    const customer = await signedInUser(app, db);
    const { outward, back } = await bookReturnTrip(customer);
    const response = await call(customer, 'DELETE', `bookings/${back.id}?bothLegs=true`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await rowsOf(customer.row.id)).map((row) => row.status)).toEqual(['Cancelled', 'Cancelled']);
    expect((await call(customer, 'GET', `bookings/${outward.id}`)).json().status).toBe('Cancelled');
  });

  it('cancels nothing when the other leg may not be cancelled (all or nothing)', async () => {
    const customer = await signedInUser(app, db);
    const admin = await signedInAdmin(app, db, ['ManageOrders', 'ViewOrders']);
    const { outward, back } = await bookReturnTrip(customer);
    const accepted = await call(admin, 'PATCH', `bookings/admin/mark-as-accepted/${outward.id}`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const response = await call(customer, 'DELETE', `bookings/${back.id}?bothLegs=true`);
    expect(response.statusCode).toBe(409);
    expect((await rowsOf(customer.row.id)).map((row) => row.status)).toEqual(['Accepted', 'Requested']);
  });

  it('answers 404 for another customer’s leg, and changes nothing', async () => {
    const owner = await signedInUser(app, db);
    const other = await signedInUser(app, db);
    const { back } = await bookReturnTrip(owner);
    expect((await call(other, 'DELETE', `bookings/${back.id}?bothLegs=true`)).statusCode).toBe(404);
    expect((await call(other, 'GET', `bookings/${back.id}`)).statusCode).toBe(404);
    expect((await rowsOf(owner.row.id)).map((row) => row.status)).toEqual(['Requested', 'Requested']);
  });
});

describe('the admins’ view', () => {
  it('reads each leg with its link to the other', async () => {
    const customer = await signedInUser(app, db);
    const admin = await signedInAdmin(app, db, ['ViewOrders']);
    const { outward, back } = await bookReturnTrip(customer);
    const one = await call(admin, 'GET', `bookings/admin/one/${outward.id}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ returnOf: null, returnLegId: back.id });
    const search = await call(admin, 'GET', `bookings/admin/all-bookings?search=${outward.reference}`);
    expect((search.json() as Paginated<CustomerBooking>).items.map((item) => item.id).sort()).toEqual(
      [outward.id, back.id].sort(),
    );
  });
});
