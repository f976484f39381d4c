import { IDEMPOTENCY_KEY_REUSED } from '@masar/contract/agent-bookings';
import type { Paginated } from '@masar/contract/common';
import type { CustomerBooking } from '@masar/contract/customer-bookings';
import type { Quote } from '@masar/contract/trips';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import { customerBookingBody, customerTripCatalogue } from '../../../test/booking-fixture';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { createTestApp } from '../../../test/test-app';
import { QUOTE_LIMIT } from './customer-bookings.routes';

const { app, db } = await createTestApp({ poolSize: 20 });

type Account = { authorization: string };
let catalogue: Awaited<ReturnType<typeof customerTripCatalogue>>;
beforeAll(async () => {
  catalogue = await customerTripCatalogue(db);
});

const call = (
  account: Account | null,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: account ? { authorization: account.authorization } : {},
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const book = (account: Account, overrides = {}, key?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { authorization: account.authorization, ...(key ? { 'idempotency-key': key } : {}) },
    payload: customerBookingBody(catalogue, overrides),
  });
const bookingCount = async (userId: string) =>
  Number(
    (await db.$client.query('select count(*) from customer_bookings where user_id = $1', [userId])).rows[0]
      .count,
  );

describe('public quote', () => {
  it('prices a trip without a token, on the server’s prices', async () => {
    const trip = customerBookingBody(catalogue);
    const response = await app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      // A client price is not part of the request: it is refused as an unknown field or ignored, never used.
      payload: {
        direction: trip.direction,
        locationId: trip.locationId,
        place: trip.place,
        passengers: 2,
        bags: 1,
      },
      remoteAddress: '10.0.0.1',
    });
    expect(response.statusCode).toBe(200);
    const quote = response.json() as Quote;
    expect(quote.offers.map((offer) => [offer.car.id, offer.price.total])).toEqual([
      [catalogue.carId, 20_000],
    ]);
    const withPrice = await app.inject({
      method: 'POST',
      url: '/api/bookings/quote',
      payload: { ...trip, taxiServiceId: catalogue.serviceId, price: { total: 1 }, total: 1 },
      remoteAddress: '10.0.0.1',
    });
    expect((withPrice.json() as Quote).offers[0]?.price.total).toBe(20_000);
  });

  it('limits the quotes one IP may ask for, others unaffected', async () => {
    const trip = customerBookingBody(catalogue);
    const payload = {
      direction: trip.direction,
      locationId: trip.locationId,
      place: trip.place,
      passengers: 1,
      bags: 0,
    };
    const ask = (remoteAddress: string) =>
      app.inject({ method: 'POST', url: '/api/bookings/quote', payload, remoteAddress });
    for (let hit = 0; hit < QUOTE_LIMIT; hit++) expect((await ask('10.0.0.9')).statusCode).toBe(200);
    const refused = await ask('10.0.0.9');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      statusCode: 429,
      message: expect.stringMatching(/^Too many requests/),
    });
    expect((await ask('10.0.0.10')).statusCode).toBe(200);
  });
});

describe('POST /bookings', () => {
  it('books for the signed-in customer at the server’s price, Requested, with the payment method', async () => {
    const customer = await signedInUser(app, db);
    const response = await book(customer, { paymentMethod: 'Card', price: 1 } as object);
    expect(response.statusCode).toBe(201);
    const booking = response.json() as CustomerBooking;
    expect(booking).toMatchObject({
      status: 'Requested',
      paymentMethod: 'Card',
      userId: customer.row.id,
      customer: { id: customer.row.id, email: customer.row.email },
      price: { total: 20_000, transferPrice: 20_000, currency: 'SAR' },
      car: { id: catalogue.carId },
      location: { id: catalogue.airportId, type: 'Airport' },
      history: [{ status: 'Requested', by: 'Customer' }],
    });
    expect(booking.reference).toMatch(/^MS-\d{6}-\d{4,}$/);
  });

  it('validates the body: payment method, flight of an airport trip, lead time', async () => {
    const customer = await signedInUser(app, db);
    const noPayment = await book(customer, { paymentMethod: undefined });
    expect(noPayment.statusCode).toBe(400);
    expect(noPayment.json()).toMatchObject({ message: [expect.stringMatching(/^paymentMethod:/)] });
    expect((await book(customer, { paymentMethod: 'Wallet' } as object)).statusCode).toBe(400);
    const noFlight = await book(customer, { flightNumber: null });
    expect(noFlight.json()).toMatchObject({
      statusCode: 400,
      message: [expect.stringMatching(/^flightNumber:/)],
    });
    const tooSoon = await book(customer, { pickupAt: new Date(Date.now() + 60_000).toISOString() });
    expect(tooSoon.json()).toMatchObject({ statusCode: 400, message: [expect.stringMatching(/^pickupAt:/)] });
    expect(await bookingCount(customer.row.id)).toBe(0);
  });

  it('replays a retried Idempotency-Key and refuses it for another body with 422', async () => {
    const customer = await signedInUser(app, db);
    // The same request again, pickup time included (the hash covers the whole body).
    const pickupAt = new Date(Date.now() + 5 * 3_600_000).toISOString();
    const first = await book(customer, { pickupAt }, 'retry-1');
    const again = await book(customer, { pickupAt }, 'retry-1');
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect((again.json() as CustomerBooking).id).toBe((first.json() as CustomerBooking).id);
    const changed = await book(customer, { pickupAt, travellerName: 'Someone Else' }, 'retry-1');
    expect(changed.statusCode).toBe(422);
    expect(changed.json()).toMatchObject({ message: IDEMPOTENCY_KEY_REUSED });
    // Keys belong to one customer: another may use the same one.
    const other = await signedInUser(app, db);
    expect((await book(other, {}, 'retry-1')).statusCode).toBe(201);
    expect(await bookingCount(customer.row.id)).toBe(1);
  });

  it('gives exactly one booking to ten concurrent retries of one key', async () => {
    const customer = await signedInUser(app, db);
    const body = customerBookingBody(catalogue);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/bookings',
          headers: { authorization: customer.authorization, 'idempotency-key': 'burst' },
          payload: body,
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => (response.json() as CustomerBooking).id)).size).toBe(1);
    expect(await bookingCount(customer.row.id)).toBe(1);
  });

  it('is for signed-in customers only', async () => {
    const anonymous = await call(null, 'POST', 'bookings', customerBookingBody(catalogue));
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ message: expect.stringMatching(/^User /) });
    const agent = await signedInAgent(app, db);
    expect((await book(agent)).statusCode).toBe(401);
    const admin = await signedInAdmin(app, db, ['ManageOrders']);
    expect((await call(admin, 'GET', 'bookings')).statusCode).toBe(401);
  });
});

describe('the customer’s bookings', () => {
  it('never shows or touches another customer’s booking (404 on every call)', async () => {
    const owner = await signedInUser(app, db);
    const other = await signedInUser(app, db);
    const booking = (await book(owner)).json() as CustomerBooking;
    expect((await call(other, 'GET', `bookings/${booking.id}`)).statusCode).toBe(404);
    expect((await call(other, 'PATCH', `bookings/${booking.id}`, { notes: 'mine now' })).statusCode).toBe(
      404,
    );
    expect((await call(other, 'DELETE', `bookings/${booking.id}`)).statusCode).toBe(404);
    const list = (await call(other, 'GET', 'bookings')).json() as Paginated<CustomerBooking>;
    expect(list.total).toBe(0);
    const mine = (await call(owner, 'GET', `bookings/${booking.id}`)).json() as CustomerBooking;
    expect(mine).toMatchObject({ status: 'Requested', notes: null });
    expect((await call(owner, 'GET', `bookings/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('edits the traveller and cancels while Requested, then refuses both with 409', async () => {
    const customer = await signedInUser(app, db);
    const booking = (await book(customer)).json() as CustomerBooking;
    const edited = await call(customer, 'PATCH', `bookings/${booking.id}`, {
      travellerName: 'New Name',
      flightNumber: 'ms 915',
    });
    expect(edited.json()).toMatchObject({ travellerName: 'New Name', flightNumber: 'MS915' });
    const dropFlight = await call(customer, 'PATCH', `bookings/${booking.id}`, { flightNumber: '' });
    expect(dropFlight.statusCode).toBe(400);
    const cancels = await Promise.all(
      Array.from({ length: 5 }, () => call(customer, 'DELETE', `bookings/${booking.id}`)),
    );
    expect(cancels.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(cancels.filter((response) => response.statusCode === 409)).toHaveLength(4);
    const cancelled = (await call(customer, 'GET', `bookings/${booking.id}`)).json() as CustomerBooking;
    expect(cancelled).toMatchObject({ status: 'Cancelled', cancelReason: null });
    expect(cancelled.history.at(-1)).toMatchObject({ status: 'Cancelled', by: 'Customer' });
    const late = await call(customer, 'PATCH', `bookings/${booking.id}`, { notes: 'too late' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: 'Only a Requested booking can be changed; this one is Cancelled',
    });
  });

  it('refuses to edit or cancel once an admin accepted it', async () => {
    const customer = await signedInUser(app, db);
    const manager = await signedInAdmin(app, db, ['ViewOrders', 'ManageOrders']);
    const booking = (await book(customer)).json() as CustomerBooking;
    expect((await call(manager, 'PATCH', `bookings/admin/mark-as-accepted/${booking.id}`)).statusCode).toBe(
      200,
    );
    expect((await call(customer, 'PATCH', `bookings/${booking.id}`, { notes: 'x' })).statusCode).toBe(409);
    expect((await call(customer, 'DELETE', `bookings/${booking.id}`)).statusCode).toBe(409);
    expect((await call(customer, 'GET', `bookings/${booking.id}`)).json()).toMatchObject({
      status: 'Accepted',
    });
  });

  it('lists its own bookings a page at a time, with filters and search', async () => {
    const customer = await signedInUser(app, db);
    const first = (await book(customer, { travellerName: 'Huda Salem' })).json() as CustomerBooking;
    await book(customer);
    await book(customer);
    await call(customer, 'DELETE', `bookings/${first.id}`);
    const page = (
      await call(customer, 'GET', 'bookings?limit=2&page=2')
    ).json() as Paginated<CustomerBooking>;
    expect(page).toMatchObject({ total: 3, pages: 2, page: 2, limit: 2 });
    expect(page.items).toHaveLength(1);
    const cancelled = (
      await call(customer, 'GET', 'bookings?status=Cancelled')
    ).json() as Paginated<CustomerBooking>;
    expect(cancelled.items.map((item) => item.id)).toEqual([first.id]);
    const found = (await call(customer, 'GET', 'bookings?search=huda')).json() as Paginated<CustomerBooking>;
    expect(found.items.map((item) => item.id)).toEqual([first.id]);
    expect((await call(customer, 'GET', 'bookings?status=Refunded')).statusCode).toBe(400);
  });
});
