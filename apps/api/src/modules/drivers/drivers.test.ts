import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, signedInAdmin, signedInAgent, signedInDriver, signedInUser } from '../../../test/accounts';
import {
  agentTripBody,
  bookingCatalogue,
  bookTrip,
  customerBookingBody,
} from '../../../test/booking-fixture';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { pngImage } from '../../../test/images';
import { createTestApp } from '../../../test/test-app';
import { adminActions, drivers } from '../../db/schema/index';

const { app, db } = await createTestApp();

type Account = { authorization: string };
const call = (
  account: Account | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: account ? { authorization: account.authorization } : {},
    ...(payload ? { payload } : {}),
  });

let manager: Account & { row: { id: string } };
let viewer: Account;
let readOnly: Account;
let withoutDrivers: Account;
let catalogue: Awaited<ReturnType<typeof bookingCatalogue>>;

beforeAll(async () => {
  manager = await signedInAdmin(app, db, ['ManageOrders', 'ViewDrivers', 'ViewAgentsBookings', 'ViewOrders']);
  viewer = await signedInAdmin(app, db, ['ViewDrivers']);
  readOnly = await signedInAdmin(app, db, ['ViewerAdmin']);
  withoutDrivers = await signedInAdmin(app, db, ['ManageOrders', 'ViewAgentsBookings']);
  catalogue = await bookingCatalogue(db);
});

let mobileCounter = 0;
/** A fresh Saudi mobile in the local form 05XXXXXXXX. */
const nextMobile = () =>
  `05${String(40_000_000 + mobileCounter++ * 7919 + (Date.now() % 1000)).padStart(8, '0')}`;

const newDriver = (overrides: object = {}) => ({
  nameAr: 'خالد العتيبي',
  nameEn: 'Khalid Alotaibi',
  mobile: nextMobile(),
  password: 'a long passphrase 1',
  licenceNumber: 'LIC-77881',
  licenceExpiry: '2030-06-30',
  nationalId: '1098765432',
  languages: ['ar', 'en'],
  vehicles: [
    { carId: catalogue.carId, plateLetters: 'أ ب ح', plateNumber: '1234', colour: 'White', year: 2023 },
  ],
  ...overrides,
});

async function createDriver(overrides: object = {}) {
  const response = await call(manager, 'POST', 'drivers', newDriver(overrides));
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

describe('defining drivers', () => {
  it('stores the mobile in E.164 from every Saudi form and Arabic-Indic digits', async () => {
    const forms = [
      '0551230001',
      '551230002',
      '966551230003',
      '+966551230004',
      '00966551230005',
      '٠٥٥١٢٣٠٠٠٦',
    ];
    const stored = [];
    for (const mobile of forms) stored.push((await createDriver({ mobile })).mobile);
    expect(stored).toEqual([
      '+966551230001',
      '+966551230002',
      '+966551230003',
      '+966551230004',
      '+966551230005',
      '+966551230006',
    ]);
  });

  it('derives the plate’s Latin letters and reads Arabic-Indic digits', async () => {
    const driver = await createDriver({
      vehicles: [
        { carId: catalogue.carId, plateLetters: 'ر س ص', plateNumber: '٩٨٧', colour: 'Black', year: '٢٠٢٢' },
      ],
    });
    expect(driver.vehicles[0]).toMatchObject({
      plateLetters: 'رسص',
      plateNumber: '987',
      plateLatin: 'RSX 987',
      colour: 'Black',
      year: 2022,
      car: { id: catalogue.carId },
    });
    expect(driver.mustChangePassword).toBe(true);
    expect(driver).not.toHaveProperty('passwordHash');
  });

  it('answers 400 with one message per problem', async () => {
    const response = await call(manager, 'POST', 'drivers', {
      ...newDriver(),
      mobile: '12345',
      nationalId: '3123456789',
      licenceExpiry: '9999-01-01',
      languages: [],
      vehicles: [
        { carId: catalogue.carId, plateLetters: 'XYZ', plateNumber: '12345', colour: 'Pink', year: 1800 },
      ],
    });
    expect(response.statusCode).toBe(400);
    const messages: string[] = response.json().message;
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^mobile: /),
        expect.stringMatching(/^nationalId: National ID/),
        expect.stringMatching(/^licenceExpiry: /),
        expect.stringMatching(/^languages: /),
        expect.stringMatching(/^vehicles\.0\.plateLetters: /),
        expect.stringMatching(/^vehicles\.0\.plateNumber: /),
        expect.stringMatching(/^vehicles\.0\.colour: /),
        expect.stringMatching(/^vehicles\.0\.year: /),
      ]),
    );
    expect(messages).toHaveLength(8);
  });

  it('refuses a vehicle of an unknown car, no vehicle at all, NUL characters and huge numbers with 400', async () => {
    const unknownCar = await call(
      manager,
      'POST',
      'drivers',
      newDriver({
        vehicles: [{ carId: UNKNOWN_ID, plateLetters: 'ا', plateNumber: '1', colour: 'White', year: 2020 }],
      }),
    );
    expect(unknownCar.statusCode).toBe(400);
    expect(unknownCar.json().message).toEqual(['vehicles.0.carId: Not found']);
    expect((await call(manager, 'POST', 'drivers', newDriver({ vehicles: [] }))).statusCode).toBe(400);
    expect((await call(manager, 'POST', 'drivers', newDriver({ nameEn: 'a\u0000b' }))).statusCode).toBe(400);
    const huge = await call(
      manager,
      'POST',
      'drivers',
      newDriver({
        vehicles: [
          { carId: catalogue.carId, plateLetters: 'ا', plateNumber: '1', colour: 'White', year: 1e308 },
        ],
      }),
    );
    expect(huge.statusCode).toBe(400);
  });

  it('answers 409 for a mobile another driver has, in any form', async () => {
    const first = await createDriver();
    const local = `0${first.mobile.slice(4)}`;
    const again = await call(manager, 'POST', 'drivers', newDriver({ mobile: local }));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('A driver with this mobile number already exists');
  });

  it('edits fields and vehicles, retiring a vehicle no longer listed, and logs each change', async () => {
    const driver = await createDriver();
    const response = await call(manager, 'PATCH', `drivers/${driver.id}`, {
      nameEn: 'Khalid A.',
      vehicles: [
        { carId: catalogue.carId, plateLetters: 'د', plateNumber: '55', colour: 'Silver', year: 2021 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    const edited = response.json();
    expect(edited.nameEn).toBe('Khalid A.');
    expect(edited.vehicles).toHaveLength(1);
    expect(edited.vehicles[0].id).not.toBe(driver.vehicles[0].id);
    const other = await createDriver();
    const stolen = await call(manager, 'PATCH', `drivers/${driver.id}`, {
      vehicles: [
        {
          ...other.vehicles[0],
          id: other.vehicles[0].id,
          carId: catalogue.carId,
          plateLetters: 'د',
          plateNumber: '1',
          colour: 'Red',
          year: 2020,
        },
      ],
    });
    expect(stolen.statusCode).toBe(400);
    const logged = await db.select().from(adminActions).where(eq(adminActions.entityId, driver.id));
    expect(logged.map((row) => row.action).sort()).toEqual(['Create', 'Update']);
    expect(JSON.stringify(logged)).not.toContain('password');
  });

  it('takes a photo with the car images’ rules', async () => {
    const driver = await createDriver();
    const form = new FormData();
    form.append('photo', new Blob([pngImage(20, 20)], { type: 'image/png' }), 'me.png');
    const response = await app.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}/photo`,
      headers: { authorization: manager.authorization },
      payload: form,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().photoUrl).toMatch(/^\/api\/images\//);
    const text = new FormData();
    text.append('photo', new Blob(['not an image'], { type: 'image/png' }), 'me.png');
    const refused = await app.inject({
      method: 'PUT',
      url: `/api/drivers/${driver.id}/photo`,
      headers: { authorization: manager.authorization },
      payload: text,
    });
    expect(refused.statusCode).toBe(400);
  });
});

describe('who may call what', () => {
  it('ViewDrivers and ViewerAdmin read; ManageOrders without ViewDrivers does not; only ManageOrders edits', async () => {
    const driver = await createDriver();
    for (const reader of [viewer, readOnly, manager]) {
      expect((await call(reader, 'GET', 'drivers')).statusCode).toBe(200);
      expect((await call(reader, 'GET', `drivers/one/${driver.id}`)).statusCode).toBe(200);
    }
    expect((await call(withoutDrivers, 'GET', 'drivers')).statusCode).toBe(403);
    expect((await call(viewer, 'POST', 'drivers', newDriver())).statusCode).toBe(403);
    expect((await call(readOnly, 'PATCH', `drivers/${driver.id}`, { nameEn: 'Nope' })).statusCode).toBe(403);
    const agent = await signedInAgent(app, db);
    expect((await call(agent, 'GET', 'drivers')).statusCode).toBe(401);
    expect((await call(manager, 'GET', `drivers/one/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });

  it('lists with search and flags nothing it should not', async () => {
    const driver = await createDriver({ nameEn: 'Searchable Saeed' });
    const found = await call(viewer, 'GET', `drivers?search=${encodeURIComponent('Searchable')}`);
    expect(found.json().items.map((item: { id: string }) => item.id)).toEqual([driver.id]);
    const byDigits = await call(
      viewer,
      'GET',
      `drivers?search=${encodeURIComponent(driver.mobile.slice(-6).replace(/\d/g, (d: string) => String.fromCharCode(0x0660 + Number(d))))}`,
    );
    expect(byDigits.json().items.map((item: { id: string }) => item.id)).toContain(driver.id);
  });
});

describe('the driver signs in', () => {
  it('with the mobile in any form and the first password, then must change it', async () => {
    const driver = await createDriver({ password: 'first passphrase 1' });
    const local = `0${driver.mobile.slice(4)}`.replace(/\d/g, (d: string) =>
      String.fromCharCode(0x0660 + Number(d)),
    );
    const login = await call(undefined, 'POST', 'auth/loginDriver', {
      mobile: local,
      password: 'first passphrase 1',
    });
    expect(login.statusCode, login.body).toBe(200);
    expect(login.json().driver).toMatchObject({ id: driver.id, mustChangePassword: true });
    const authorization = `Bearer ${login.json().access_token}`;
    const changed = await call({ authorization }, 'PATCH', 'auth/changePassword', {
      currentPassword: 'first passphrase 1',
      newPassword: 'my own passphrase 2',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().driver.mustChangePassword).toBe(false);
    const refreshed = await call(undefined, 'POST', 'auth/refreshDriverToken', {
      refreshToken: changed.json().refresh_token,
    });
    expect(refreshed.statusCode).toBe(200);
    expect(refreshed.json().driver.id).toBe(driver.id);
  });

  it('is refused with a wrong password (401), when inactive (403) and after 10 failures (429)', async () => {
    // From addresses of their own, so the IP lock does not reach the other tests' sign-ins.
    const signInFrom = (mobile: string, password: string, remoteAddress = '198.51.100.8') =>
      app.inject({
        method: 'POST',
        url: '/api/auth/loginDriver',
        remoteAddress,
        payload: { mobile, password },
      });
    const driver = await signedInDriver(app, db);
    expect((await signInFrom(driver.row.mobile, 'wrong')).statusCode).toBe(401);
    await db.update(drivers).set({ active: false }).where(eq(drivers.id, driver.row.id));
    expect((await signInFrom(driver.row.mobile, PASSWORD)).statusCode).toBe(403);
    expect((await call(driver, 'GET', 'drivers/my-jobs')).statusCode).toBe(401);

    const locked = await signedInDriver(app, db);
    for (let i = 0; i < 10; i++) {
      expect((await signInFrom(locked.row.mobile, 'wrong', '198.51.100.7')).statusCode).toBe(401);
    }
    expect((await signInFrom(locked.row.mobile, PASSWORD, '198.51.100.9')).statusCode).toBe(429);
  });

  it('a missing or foreign token gets a 401 starting with "Driver"', async () => {
    const missing = await call(undefined, 'GET', 'drivers/my-jobs');
    expect(missing.statusCode).toBe(401);
    expect(missing.json().message).toMatch(/^Driver /);
    const agent = await signedInAgent(app, db);
    expect((await call(agent, 'GET', 'drivers/my-jobs')).statusCode).toBe(401);
    const expired = await call(undefined, 'POST', 'auth/refreshDriverToken', {
      refreshToken: 'x'.repeat(40),
    });
    expect(expired.json().message).toMatch(/^Driver /);
  });
});

async function agentBooking() {
  const agent = await signedInAgent(app, db, { balance: 1_000_000 });
  const { status, booking } = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
  expect(status).toBe(201);
  return { agent, booking };
}

describe('assigning a driver to a booking', () => {
  it('assigns, shows the driver to the agent and to the driver, reassigns and unassigns, each logged', async () => {
    const { agent, booking } = await agentBooking();
    const driver = await createDriver();
    const assign = await call(manager, 'PUT', `drivers/assignment/agent/${booking.id}`, {
      driverId: driver.id,
      vehicleId: driver.vehicles[0].id,
      expectedDriverId: null,
    });
    expect(assign.statusCode, assign.body).toBe(200);
    const seen = await call(agent, 'GET', `drivers/assignment/agent/${booking.id}`);
    expect(seen.json().driver).toMatchObject({
      driverId: driver.id,
      nameEn: driver.nameEn,
      mobile: driver.mobile,
      vehicle: { plateLatin: 'ABJ 1234', colour: 'White' },
    });

    const other = await signedInAgent(app, db);
    expect((await call(other, 'GET', `drivers/assignment/agent/${booking.id}`)).statusCode).toBe(404);

    const second = await createDriver();
    const reassign = await call(manager, 'PUT', `drivers/assignment/agent/${booking.id}`, {
      driverId: second.id,
      vehicleId: second.vehicles[0].id,
      expectedDriverId: driver.id,
    });
    expect(reassign.json().driver.driverId).toBe(second.id);
    const unassign = await call(manager, 'POST', `drivers/assignment/agent/${booking.id}/unassign`, {
      expectedDriverId: second.id,
    });
    expect(unassign.json()).toEqual({ driver: null });
    const logged = await db.select().from(adminActions).where(eq(adminActions.entityId, booking.id));
    expect(logged.map((row) => row.action)).toEqual(['AssignDriver', 'AssignDriver', 'UnassignDriver']);
  });

  it('of two admins assigning at once, one wins and the other gets 409', async () => {
    const { booking } = await agentBooking();
    const [a, b] = [await createDriver(), await createDriver()];
    const other = await signedInAdmin(app, db, ['ManageOrders', 'ViewAgentsBookings']);
    const responses = await Promise.all([
      call(manager, 'PUT', `drivers/assignment/agent/${booking.id}`, {
        driverId: a.id,
        vehicleId: a.vehicles[0].id,
        expectedDriverId: null,
      }),
      call(other, 'PUT', `drivers/assignment/agent/${booking.id}`, {
        driverId: b.id,
        vehicleId: b.vehicles[0].id,
        expectedDriverId: null,
      }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.statusCode === 200)?.json().driver.driverId;
    const seen = await call(manager, 'GET', `drivers/assignment/agent/${booking.id}`);
    expect(seen.json().driver.driverId).toBe(winner);
    const logged = await db.select().from(adminActions).where(eq(adminActions.entityId, booking.id));
    expect(logged).toHaveLength(1);
  });

  it('refuses an inactive driver, another driver’s vehicle, a final booking and a stale expectation', async () => {
    const { agent, booking } = await agentBooking();
    const inactive = await createDriver({ active: false });
    const active = await createDriver();
    const put = (body: object) => call(manager, 'PUT', `drivers/assignment/agent/${booking.id}`, body);
    const inactiveAnswer = await put({
      driverId: inactive.id,
      vehicleId: inactive.vehicles[0].id,
      expectedDriverId: null,
    });
    expect(inactiveAnswer.statusCode).toBe(400);
    expect(inactiveAnswer.json().message).toEqual(['driverId: An inactive driver cannot be assigned']);
    expect(
      (await put({ driverId: active.id, vehicleId: inactive.vehicles[0].id, expectedDriverId: null }))
        .statusCode,
    ).toBe(400);
    expect(
      (await put({ driverId: active.id, vehicleId: active.vehicles[0].id, expectedDriverId: inactive.id }))
        .statusCode,
    ).toBe(409);
    expect(
      (
        await call(manager, 'PUT', `drivers/assignment/agent/${UNKNOWN_ID}`, {
          driverId: active.id,
          vehicleId: active.vehicles[0].id,
          expectedDriverId: null,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(viewer, 'PUT', `drivers/assignment/agent/${booking.id}`, {
          driverId: active.id,
          vehicleId: active.vehicles[0].id,
          expectedDriverId: null,
        })
      ).statusCode,
    ).toBe(403);

    // The agent cancels (a refund): the job is withdrawn from its driver, and a final booking takes none.
    expect(
      (await put({ driverId: active.id, vehicleId: active.vehicles[0].id, expectedDriverId: null }))
        .statusCode,
    ).toBe(200);
    const cancelled = await call(agent, 'DELETE', `agents-bookings/${booking.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call(manager, 'GET', `drivers/assignment/agent/${booking.id}`)).json()).toEqual({
      driver: null,
    });
    const final = await put({
      driverId: active.id,
      vehicleId: active.vehicles[0].id,
      expectedDriverId: null,
    });
    expect(final.statusCode).toBe(409);
  });

  it('an admin refund withdraws the job from the driver’s list', async () => {
    const { booking } = await agentBooking();
    const driver = await signedInDriver(app, db);
    const vehicle = await call(manager, 'PATCH', `drivers/${driver.row.id}`, {
      vehicles: [{ carId: catalogue.carId, plateLetters: 'ق', plateNumber: '7', colour: 'Blue', year: 2024 }],
    });
    const vehicleId = vehicle.json().vehicles[0].id;
    await call(manager, 'PUT', `drivers/assignment/agent/${booking.id}`, {
      driverId: driver.row.id,
      vehicleId,
      expectedDriverId: null,
    });
    expect((await call(driver, 'GET', 'drivers/my-jobs')).json()).toHaveLength(1);
    const refund = await call(manager, 'PATCH', `agents-bookings/refund/${booking.id}`, {
      reason: 'Flight cancelled',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await call(driver, 'GET', 'drivers/my-jobs')).json()).toEqual([]);
  });

  it('works for customer bookings, shown to their customer only', async () => {
    const customer = await signedInUser(app, db);
    const created = await call(
      customer,
      'POST',
      'bookings',
      customerBookingBody({ ...catalogue, serviceId: catalogue.serviceId }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json();
    const driver = await createDriver();
    const assign = await call(manager, 'PUT', `drivers/assignment/customer/${booking.id}`, {
      driverId: driver.id,
      vehicleId: driver.vehicles[0].id,
      expectedDriverId: null,
    });
    expect(assign.statusCode, assign.body).toBe(200);
    expect(
      (await call(customer, 'GET', `drivers/assignment/customer/${booking.id}`)).json().driver.driverId,
    ).toBe(driver.id);
    const stranger = await signedInUser(app, db);
    expect((await call(stranger, 'GET', `drivers/assignment/customer/${booking.id}`)).statusCode).toBe(404);
  });
});

describe('the driver’s jobs', () => {
  it('lists only their own, with the trip’s details; any other id is 404', async () => {
    const { booking } = await agentBooking();
    const mine = await signedInDriver(app, db);
    const theirs = await signedInDriver(app, db);
    const vehicleOf = async (id: string) =>
      (
        await call(manager, 'PATCH', `drivers/${id}`, {
          vehicles: [
            { carId: catalogue.carId, plateLetters: 'م', plateNumber: '12', colour: 'Grey', year: 2024 },
          ],
        })
      ).json().vehicles[0].id;
    await call(manager, 'PUT', `drivers/assignment/agent/${booking.id}`, {
      driverId: mine.row.id,
      vehicleId: await vehicleOf(mine.row.id),
      expectedDriverId: null,
    });
    await vehicleOf(theirs.row.id);
    const jobs = (await call(mine, 'GET', 'drivers/my-jobs')).json();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({
      reference: booking.reference,
      travellerName: 'Test Traveller',
      travellerPhone: '+966501234567',
      flightNumber: 'SV1',
      direction: 'Arrival',
      pickup: { lat: 24.96, lng: 46.7 },
      dropoff: { nameEn: 'Olaya St', lat: 24.69, lng: 46.68 },
      passengers: 2,
      bags: 1,
      vehicle: { plateLatin: 'Z 12' },
    });
    expect((await call(mine, 'GET', `drivers/my-jobs/${jobs[0].id}`)).statusCode).toBe(200);
    expect((await call(theirs, 'GET', 'drivers/my-jobs')).json()).toEqual([]);
    expect((await call(theirs, 'GET', `drivers/my-jobs/${jobs[0].id}`)).statusCode).toBe(404);
    expect((await call(mine, 'GET', `drivers/my-jobs/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call(mine, 'GET', `drivers/my-jobs/${booking.id}`)).statusCode).toBe(404);
  });
});
