import zlib from 'node:zlib';
import { type DispatchTrip, dispatchResponse, dispatchTripSchema } from '@masar/contract/drivers';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import {
  agentTripBody,
  bookingCatalogue,
  bookTrip,
  customerBookingBody,
} from '../../../test/booking-fixture';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { eventStreams } from '../../../test/event-stream';
import { createTestApp } from '../../../test/test-app';
import { adminActions } from '../../db/schema/index';
import { DISPATCH_CACHE_MS, DispatchBoardCache } from './dispatch.service';

const { app, db } = await createTestApp();
let base = '';
const openStream = eventStreams(() => base);

type Account = { authorization: string };
const call = (
  account: Account | undefined,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: account ? { authorization: account.authorization } : {},
    ...(payload ? { payload } : {}),
  });

let manager: Account;
let agentsOnly: Account;
let catalogue: Awaited<ReturnType<typeof bookingCatalogue>>;
let other: Awaited<ReturnType<typeof bookingCatalogue>>;

beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  manager = await signedInAdmin(app, db, ['ManageOrders', 'ViewDrivers', 'ViewAgentsBookings', 'ViewOrders']);
  agentsOnly = await signedInAdmin(app, db, ['ViewDrivers', 'ViewAgentsBookings']);
  catalogue = await bookingCatalogue(db);
  other = await bookingCatalogue(db);
});

let mobileCounter = 0;
async function createDriver() {
  const response = await call(manager, 'POST', 'drivers', {
    nameAr: 'سائق التوزيع',
    nameEn: `Dispatch Driver ${mobileCounter}`,
    mobile: `0557${String(100_000 + mobileCounter++).padStart(6, '0')}`,
    password: 'a long passphrase 1',
    licenceNumber: 'LIC-1',
    licenceExpiry: '2030-06-30',
    nationalId: '1098765432',
    languages: ['ar'],
    vehicles: [{ carId: catalogue.carId, plateLetters: 'ب', plateNumber: '77', colour: 'White', year: 2024 }],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; vehicles: { id: string }[] };
}

/** An agent booking of `on` (a catalogue) whose pickup is then moved to `pickupAt` (an instant). */
async function agentBookingAt(pickupAt: string, on = catalogue, overrides: Record<string, unknown> = {}) {
  const agent = await signedInAgent(app, db, { balance: 1_000_000 });
  const { status, booking } = await bookTrip(app, agent.authorization, agentTripBody(on, overrides));
  expect(status).toBe(201);
  // Both test catalogues cover the same ground: the booking is put in the area asked for.
  await db.$client.query('update agent_bookings set pickup_at = $2, area_id = $3 where id = $1', [
    booking.id,
    pickupAt,
    on.areaId,
  ]);
  return booking;
}

async function customerBookingAt(pickupAt: string) {
  const customer = await signedInUser(app, db);
  const created = await call(customer, 'POST', 'bookings', customerBookingBody(catalogue));
  expect(created.statusCode, created.body).toBe(201);
  const booking = created.json() as { id: string; reference: string };
  await db.$client.query('update customer_bookings set pickup_at = $2, area_id = $3 where id = $1', [
    booking.id,
    pickupAt,
    catalogue.areaId,
  ]);
  return booking;
}

const board = async (account: Account, query: string) => {
  const response = await call(account, 'GET', `drivers/dispatch?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  // PostgreSQL writes this answer: it must be exactly the contract's shape (strict: no extra key).
  const strict = dispatchResponse.extend({ trips: z.array(dispatchTripSchema.strict()) }).strict();
  const parsed = strict.safeParse(response.json());
  expect(parsed.error).toBeUndefined();
  expect(response.json().date).toBe(new URLSearchParams(query).get('date'));
  return response.json().trips as DispatchTrip[];
};

const assign = (kind: 'agent' | 'customer', bookingId: string, body: object) =>
  call(manager, 'PUT', `drivers/assignment/${kind}/${bookingId}`, body);

describe('the dispatch board', () => {
  // 2027-03-10 in Riyadh (UTC+3) runs from 2027-03-09T21:00Z to 2027-03-10T21:00Z.
  it('shows one business day: unassigned first, then by pickup time, with the trip and its job', async () => {
    const before = await agentBookingAt('2027-03-09T20:59:00Z');
    const first = await agentBookingAt('2027-03-09T21:00:00Z');
    const late = await agentBookingAt('2027-03-10T20:59:00Z');
    const after = await agentBookingAt('2027-03-10T21:00:00Z');
    const customer = await customerBookingAt('2027-03-10T09:00:00Z');
    const driver = await createDriver();
    const assigned = await assign('agent', late.id, {
      driverId: driver.id,
      vehicleId: driver.vehicles[0]?.id,
      expectedDriverId: null,
    });
    expect(assigned.statusCode, assigned.body).toBe(200);

    const trips = await board(manager, `date=2027-03-10&areaId=${catalogue.areaId}`);
    expect(trips.map((trip) => trip.reference)).toEqual([
      first.reference,
      customer.reference,
      late.reference,
    ]);
    expect(trips.map((trip) => trip.reference)).not.toContain(before.reference);
    expect(trips.map((trip) => trip.reference)).not.toContain(after.reference);
    expect(trips[0]).toMatchObject({
      bookingKind: 'Agent',
      status: 'Requested',
      direction: 'Arrival',
      pickupAt: '2027-03-09T21:00:00.000Z',
      // A transfer: 60 minutes and the 30-minute buffer.
      endsAt: '2027-03-09T22:30:00.000Z',
      to: { nameEn: 'Olaya St' },
      passengers: 2,
      travellerName: 'Test Traveller',
      areaId: catalogue.areaId,
      job: { status: 'Unassigned', version: 0, driver: null, vehicle: null },
    });
    expect(trips[0]?.from.nameEn).toBeTruthy();
    expect(trips[1]?.bookingKind).toBe('Customer');
    expect(trips[2]?.job).toMatchObject({
      status: 'Assigned',
      version: 1,
      driver: { id: driver.id },
      vehicle: { plateLetters: 'ب', plateNumber: '77', plateLatin: 'B 77' },
    });
    // The day before and after hold the edge bookings.
    expect(
      (await board(manager, `date=2027-03-09&areaId=${catalogue.areaId}`)).map((t) => t.reference),
    ).toEqual([before.reference]);
    expect(
      (await board(manager, `date=2027-03-11&areaId=${catalogue.areaId}`)).map((t) => t.reference),
    ).toEqual([after.reference]);
  });

  it('filters by area, booking status and assignment, and keeps completed trips but not refunded ones', async () => {
    const here = await agentBookingAt('2027-04-01T08:00:00Z');
    const there = await agentBookingAt('2027-04-01T09:00:00Z', other);
    const accepted = await agentBookingAt('2027-04-01T10:00:00Z');
    const completed = await agentBookingAt('2027-04-01T11:00:00Z');
    const refunded = await agentBookingAt('2027-04-01T12:00:00Z');
    await db.$client.query(`update agent_bookings set status = 'Accepted' where id = $1`, [accepted.id]);
    await db.$client.query(`update agent_bookings set status = 'Completed' where id = $1`, [completed.id]);
    await db.$client.query(`update agent_bookings set status = 'Refunded' where id = $1`, [refunded.id]);
    const driver = await createDriver();
    expect(
      (
        await assign('agent', accepted.id, {
          driverId: driver.id,
          vehicleId: driver.vehicles[0]?.id,
          expectedDriverId: null,
        })
      ).statusCode,
    ).toBe(200);

    const refs = async (query: string) =>
      (await board(manager, `date=2027-04-01&${query}`)).map((t) => t.reference);
    expect(await refs(`areaId=${catalogue.areaId}`)).toEqual([
      here.reference,
      completed.reference,
      accepted.reference,
    ]);
    expect(await refs(`areaId=${other.areaId}`)).toEqual([there.reference]);
    expect(await refs(`areaId=${catalogue.areaId}&status=Accepted`)).toEqual([accepted.reference]);
    expect(await refs(`areaId=${catalogue.areaId}&status=Completed`)).toEqual([completed.reference]);
    expect(await refs(`areaId=${catalogue.areaId}&assignment=assigned`)).toEqual([accepted.reference]);
    expect(await refs(`areaId=${catalogue.areaId}&assignment=unassigned`)).toEqual([
      here.reference,
      completed.reference,
    ]);
  });

  it('shows an admin only the kinds of bookings they may read; refuses bad input with 400', async () => {
    await agentBookingAt('2027-05-02T08:00:00Z');
    await customerBookingAt('2027-05-02T09:00:00Z');
    expect((await board(manager, 'date=2027-05-02')).map((t) => t.bookingKind).sort()).toEqual([
      'Agent',
      'Customer',
    ]);
    expect((await board(agentsOnly, 'date=2027-05-02')).map((t) => t.bookingKind)).toEqual(['Agent']);
    const picker = await call(agentsOnly, 'GET', 'drivers/dispatch/drivers?date=2027-05-02');
    expect(picker.statusCode).toBe(200);

    for (const query of [
      '',
      'date=2027-02-30',
      'date=99999-01-01',
      'date=2027-05-02&areaId=x',
      'date=2027-05-02&status=Refunded',
      'date=a%00b',
    ]) {
      const response = await call(manager, 'GET', `drivers/dispatch?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Array.isArray(response.json().message)).toBe(true);
    }
  });

  it('answers 401 without a token, 403 without ViewDrivers, 401 for agents', async () => {
    const withoutDrivers = await signedInAdmin(app, db, ['ManageOrders', 'ViewAgentsBookings', 'ViewOrders']);
    const agent = await signedInAgent(app, db);
    for (const url of ['drivers/dispatch?date=2027-05-02', 'drivers/dispatch/drivers?date=2027-05-02']) {
      expect((await call(undefined, 'GET', url)).statusCode).toBe(401);
      expect((await call(agent, 'GET', url)).statusCode).toBe(401);
      const denied = await call(withoutDrivers, 'GET', url);
      expect(denied.statusCode).toBe(403);
      expect(denied.json().message).toBe('Missing permission: ViewDrivers');
    }
    // Assigning an unknown booking stays a 404.
    const driver = await createDriver();
    expect(
      (
        await assign('agent', UNKNOWN_ID, {
          driverId: driver.id,
          vehicleId: driver.vehicles[0]?.id,
          expectedDriverId: null,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('the picker and overlapping jobs', () => {
  it('lists each active driver with vehicles and their jobs reaching into the day', async () => {
    const driver = await createDriver();
    const evening = await agentBookingAt('2027-06-01T19:00:00Z'); // 22:00 Riyadh, ends 23:30
    const previous = await agentBookingAt('2027-05-31T20:15:00Z'); // 23:15 the day before, ends 00:45
    for (const booking of [evening, previous]) {
      const answer = await assign('agent', booking.id, {
        driverId: driver.id,
        vehicleId: driver.vehicles[0]?.id,
        expectedDriverId: null,
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }
    const response = await call(manager, 'GET', 'drivers/dispatch/drivers?date=2027-06-01');
    const mine = response.json().find((one: { id: string }) => one.id === driver.id);
    expect(mine.vehicles).toHaveLength(1);
    expect(mine.jobs).toEqual([
      {
        bookingKind: 'Agent',
        bookingId: previous.id,
        reference: previous.reference,
        pickupAt: '2027-05-31T20:15:00.000Z',
        endsAt: '2027-05-31T21:45:00.000Z',
      },
      {
        bookingKind: 'Agent',
        bookingId: evening.id,
        reference: evening.reference,
        pickupAt: '2027-06-01T19:00:00.000Z',
        endsAt: '2027-06-01T20:30:00.000Z',
      },
    ]);
  });

  it('refuses an overlapping assignment without a reason, and logs the reason when given', async () => {
    const driver = await createDriver();
    const first = await agentBookingAt('2027-07-01T08:00:00Z');
    const touching = await agentBookingAt('2027-07-01T09:30:00Z'); // starts as the first job's buffer ends
    const clashing = await customerBookingAt('2027-07-01T09:00:00Z');
    const body = { driverId: driver.id, vehicleId: driver.vehicles[0]?.id, expectedDriverId: null };
    expect((await assign('agent', first.id, body)).statusCode).toBe(200);
    expect((await assign('agent', touching.id, body)).statusCode).toBe(200);

    const refused = await assign('customer', clashing.id, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual([
      `overrideReason: This driver has another job at that time (${[first.reference, touching.reference].sort().join(', ')}); give a reason to assign anyway`,
    ]);
    expect(await db.select().from(adminActions).where(eq(adminActions.entityId, clashing.id))).toEqual([]);

    const tooShort = await assign('customer', clashing.id, { ...body, overrideReason: ' a ' });
    expect(tooShort.statusCode).toBe(400);
    const accepted = await assign('customer', clashing.id, {
      ...body,
      overrideReason: 'The first flight lands early; he can make both',
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [logged] = await db.select().from(adminActions).where(eq(adminActions.entityId, clashing.id));
    expect(logged).toMatchObject({
      action: 'AssignDriver',
      entityType: 'CustomerBooking',
      note: 'The first flight lands early; he can make both',
      after: { driverId: driver.id, overlaps: [first.reference, touching.reference].sort() },
    });
    // A job never clashes with itself: reassigning it to the same driver and another vehicle is no overlap.
    await db.$client.query(`update customer_bookings set status = 'Completed' where id = $1`, [clashing.id]);
    const again = await assign('agent', first.id, { ...body, expectedDriverId: driver.id });
    expect(again.statusCode, again.body).toBe(200);
  });

  it('an hourly hire keeps its driver for its hours; of two admins at once one wins (409) and the event reaches the board', async () => {
    const driver = await createDriver();
    const [a, b] = [
      await agentBookingAt('2027-08-01T08:00:00Z'),
      await agentBookingAt('2027-08-01T08:00:00Z'),
    ];
    const second = await signedInAdmin(app, db, ['ManageOrders', 'ViewAgentsBookings']);
    const [x, y] = [await createDriver(), await createDriver()];
    const stream = await openStream(agentsOnly.authorization);
    const responses = await Promise.all([
      assign('agent', a.id, { driverId: x.id, vehicleId: x.vehicles[0]?.id, expectedDriverId: null }),
      call(second, 'PUT', `drivers/assignment/agent/${a.id}`, {
        driverId: y.id,
        vehicleId: y.vehicles[0]?.id,
        expectedDriverId: null,
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const heard = await stream.next();
    expect(heard.event).toEqual({ type: 'dispatch.changed', bookingKind: 'Agent', bookingId: a.id });
    expect(heard.message.notification).toBeUndefined();
    expect((await db.select().from(adminActions).where(eq(adminActions.entityId, a.id))).length).toBe(1);

    // The same driver on two trips at once, from two admins: the driver's lock makes the second see the first.
    const both = await Promise.all([
      assign('agent', b.id, {
        driverId: driver.id,
        vehicleId: driver.vehicles[0]?.id,
        expectedDriverId: null,
      }),
      call(second, 'PUT', `drivers/assignment/agent/${a.id}`, {
        driverId: driver.id,
        vehicleId: driver.vehicles[0]?.id,
        expectedDriverId: responses.find((r) => r.statusCode === 200)?.json().driver.driverId,
      }),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 400]);

    // Hourly: 3 hours (and the buffer) from 12:00 clash with a transfer at 14:00.
    const hourly = await agentBookingAt('2027-08-02T12:00:00Z', catalogue);
    await db.$client.query(`update agent_bookings set direction = 'Hourly', hours = 3 where id = $1`, [
      hourly.id,
    ]);
    const afternoon = await agentBookingAt('2027-08-02T14:00:00Z');
    const hourlyDriver = await createDriver();
    const body = {
      driverId: hourlyDriver.id,
      vehicleId: hourlyDriver.vehicles[0]?.id,
      expectedDriverId: null,
    };
    expect((await assign('agent', hourly.id, body)).statusCode).toBe(200);
    expect((await assign('agent', afternoon.id, body)).statusCode).toBe(400);
    const trip = (await board(manager, `date=2027-08-02&areaId=${catalogue.areaId}&assignment=assigned`))[0];
    expect(trip).toMatchObject({
      direction: 'Hourly',
      hours: 3,
      to: null,
      endsAt: '2027-08-02T15:30:00.000Z',
    });
  });
});

describe('the board of every admin', () => {
  it('refreshes when another admin accepts a trip (dispatch.changed, silent)', async () => {
    const booking = await agentBookingAt('2027-10-20T08:00:00Z');
    const stream = await openStream(agentsOnly.authorization);
    const accepted = await call(
      manager,
      'PATCH',
      `agents-bookings/mark-booking-as-accepted-by-admins/${booking.id}`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    let heard = await stream.next();
    // The booking's own creation may still be on its way: NOTIFY is delivered after the commit, and the create
    // call answers right at its commit (issue #21: no read-back), so the stream may open before it arrives.
    if (heard.event.type === 'agentBooking.created') heard = await stream.next();
    expect(heard.event).toEqual({ type: 'dispatch.changed', bookingKind: 'Agent', bookingId: booking.id });
    expect(heard.message.notification).toBeUndefined();
  });
});

describe('the board cache', () => {
  it('computes a board once for concurrent requests, serves it while a newer one is made, starts afresh after clear()', async () => {
    let now = 0;
    const cache = new DispatchBoardCache(() => now);
    const date = '2027-09-01';
    await agentBookingAt('2027-09-01T08:00:00Z');
    const read = () => cache.get(db, 'Asia/Riyadh', ['ViewerAdmin'], { date, areaId: catalogue.areaId });
    const [a, b] = await Promise.all([read(), read()]);
    expect(JSON.parse(a.toString()).trips).toHaveLength(1);
    expect(b).toBe(a);
    await agentBookingAt('2027-09-01T09:00:00Z');
    now = DISPATCH_CACHE_MS - 1;
    expect(JSON.parse((await read()).toString()).trips).toHaveLength(1);
    // A second old: still the old board, while the new one is computed; then the new one.
    now = DISPATCH_CACHE_MS;
    expect(JSON.parse((await read()).toString()).trips).toHaveLength(1);
    await expect.poll(async () => JSON.parse((await read()).toString()).trips.length).toBe(2);
    await agentBookingAt('2027-09-01T10:00:00Z');
    cache.clear();
    expect(JSON.parse((await read()).toString()).trips).toHaveLength(3);
  });

  it('answers in brotli or gzip as the client accepts, the same JSON', async () => {
    await agentBookingAt('2027-09-03T08:00:00Z');
    const url = `/api/drivers/dispatch?date=2027-09-03&areaId=${catalogue.areaId}`;
    const plain = await app.inject({ method: 'GET', url, headers: { authorization: manager.authorization } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [encoding, decode] of [
      ['br', zlib.brotliDecompressSync],
      ['gzip', zlib.gunzipSync],
    ] as const) {
      const packed = await app.inject({
        method: 'GET',
        url,
        headers: { authorization: manager.authorization, 'accept-encoding': encoding },
      });
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(decode(packed.rawPayload).toString()).toBe(plain.body);
    }
    expect(JSON.parse(plain.body).trips).toHaveLength(1);
  });

  it('an assignment shows at once, a new booking once its event arrives', async () => {
    const day = '2027-09-02';
    const first = await agentBookingAt('2027-09-02T08:00:00Z');
    expect((await board(manager, `date=${day}&areaId=${catalogue.areaId}`)).length).toBe(1);
    const driver = await createDriver();
    const body = { driverId: driver.id, vehicleId: driver.vehicles[0]?.id, expectedDriverId: null };
    expect((await assign('agent', first.id, body)).statusCode).toBe(200);
    expect((await board(manager, `date=${day}&areaId=${catalogue.areaId}`))[0]?.job.driver?.id).toBe(
      driver.id,
    );
    // Made through the API: its agentBooking.created event drops the cached boards.
    await agentBookingAt('2027-09-02T09:00:00Z');
    await expect
      .poll(async () => (await board(manager, `date=${day}&areaId=${catalogue.areaId}`)).length, {
        timeout: 3000,
      })
      .toBe(2);
  });
});
