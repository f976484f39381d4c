import { execFileSync } from 'node:child_process';
import { DRIVER_STEP_SETTINGS_ENTITY_ID } from '@masar/contract/admin-actions';
import type { LiveEvent } from '@masar/contract/notifications';
import { count, desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent, signedInDriver } from '../../../test/accounts';
import { agentTripBody, bookingCatalogue, bookTrip } from '../../../test/booking-fixture';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { ledgerViolations } from '../../../test/ledger';
import { pickupPassed } from '../../../test/pickup-passed';
import { browserKeys, startPushReceiver } from '../../../test/push-receiver';
import { waitUntil } from '../../../test/smtp-receiver';
import { createTestApp } from '../../../test/test-app';
import {
  adminActions,
  agentBookings,
  driverJobSteps,
  driverVehicles,
  transactions,
} from '../../db/schema/index';
import { savePushSubscription } from '../notifications/push-subscriptions';

const { app, db } = await createTestApp();
const receiver = await startPushReceiver();

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
let viewer: Account;
let catalogue: Awaited<ReturnType<typeof bookingCatalogue>>;

beforeAll(async () => {
  await app.ready();
  manager = await signedInAdmin(app, db, ['ManageOrders', 'ViewDrivers', 'ViewAgentsBookings', 'ViewOrders']);
  viewer = await signedInAdmin(app, db, ['ViewDrivers', 'ViewAgentsBookings']);
  catalogue = await bookingCatalogue(db);
});

/** A signed-in driver with one vehicle. */
async function driverWithVehicle() {
  const driver = await signedInDriver(app, db);
  const [vehicle] = await db
    .insert(driverVehicles)
    .values({
      driverId: driver.row.id,
      carId: catalogue.carId,
      plateLetters: 'ابح',
      plateNumber: '1234',
      plateLatin: 'ABJ 1234',
      colour: 'White',
      year: 2023,
    })
    .returning();
  if (!vehicle) throw new Error('no vehicle');
  return { ...driver, vehicleId: vehicle.id };
}

/** An agent's booking (accepted unless told otherwise) assigned to a new driver; returns the driver's job id. */
async function assignedJob({ accept = true } = {}) {
  const agent = await signedInAgent(app, db, { balance: 1_000_000 });
  const { status, booking } = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
  expect(status).toBe(201);
  if (accept) {
    const accepted = await call(
      manager,
      'PATCH',
      `agents-bookings/mark-booking-as-accepted-by-admins/${booking.id}`,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
  }
  const driver = await driverWithVehicle();
  const assigned = await call(manager, 'PUT', `drivers/assignment/agent/${booking.id}`, {
    driverId: driver.row.id,
    vehicleId: driver.vehicleId,
    expectedDriverId: null,
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const jobs = await call(driver, 'GET', 'drivers/my-jobs');
  const jobId = jobs.json()[0].id as string;
  return { agent, booking, driver, jobId };
}

const step = (driver: Account, jobId: string, body: object) =>
  call(driver, 'POST', `drivers/my-jobs/${jobId}/steps`, body);

const stepsOf = async (jobId: string) =>
  (await db.select({ n: count() }).from(driverJobSteps).where(eq(driverJobSteps.jobId, jobId)))[0]?.n;

describe('the driver walks a job', () => {
  it('goes forward in order with the phone’s position, and Completed completes the booking without touching the ledger', async () => {
    const { agent, booking, driver, jobId } = await assignedJob();
    const position = { lat: 24.7136, lng: 46.6753, accuracy: 12.5 };

    // Out of order: 409, nothing written.
    const early = await step(driver, jobId, { step: 'Arrived', position });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'This job is Assigned: steps go forward one at a time; reload to see its state',
    );
    expect(await stepsOf(jobId)).toBe(0);

    expect((await step(driver, jobId, { step: 'OnTheWay', position })).statusCode).toBe(200);
    // Position refused by the phone: the step is recorded without one.
    expect((await step(driver, jobId, { step: 'Arrived' })).statusCode).toBe(200);
    const back = await step(driver, jobId, { step: 'OnTheWay', position });
    expect(back.statusCode).toBe(409);
    expect((await step(driver, jobId, { step: 'PassengerOnBoard', position })).statusCode).toBe(200);

    await pickupPassed(db, 'agent_bookings', booking.id);
    const ledgerBefore = (
      await db.select({ n: count() }).from(transactions).where(eq(transactions.agentId, agent.row.id))
    )[0]?.n;
    const done = await step(driver, jobId, { step: 'Completed', position });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('Completed');
    expect(done.json().steps.map((one: { step: string }) => one.step)).toEqual([
      'OnTheWay',
      'Arrived',
      'PassengerOnBoard',
      'Completed',
    ]);
    expect(done.json().steps[0].position).toEqual(position);
    expect(done.json().steps[1].position).toBeNull();

    const [row] = await db
      .select({ status: agentBookings.status, completedBy: agentBookings.completedBy })
      .from(agentBookings)
      .where(eq(agentBookings.id, booking.id));
    expect(row).toEqual({ status: 'Completed', completedBy: null });
    // Its status history says the driver completed it, not an admin.
    const forAdmin = await call(manager, 'GET', `agents-bookings/one-by-admin/${booking.id}`);
    expect(forAdmin.json().history.at(-1)).toMatchObject({ status: 'Completed', by: 'Driver' });
    expect(forAdmin.json().history.at(-1)).not.toHaveProperty('adminName');
    const ledgerAfter = (
      await db.select({ n: count() }).from(transactions).where(eq(transactions.agentId, agent.row.id))
    )[0]?.n;
    expect(ledgerAfter).toBe(ledgerBefore);
    expect(await ledgerViolations(db)).toEqual([]);

    // The agent sees the status and times, not the positions; the admin sees the timeline with positions.
    const seen = await call(agent, 'GET', `drivers/job-progress/agent/${booking.id}`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().status).toBe('Completed');
    expect(seen.json().steps[0].position).toBeNull();
    const admin = await call(viewer, 'GET', `drivers/job-progress/agent/${booking.id}`);
    expect(admin.json().steps[0].position).toEqual(position);

    // The timeline is append-only, in the database too.
    await expect(
      db.update(driverJobSteps).set({ note: 'x' }).where(eq(driverJobSteps.jobId, jobId)),
    ).rejects.toThrow();
  });

  it('of two taps at once, one moves the job and the other gets 409', async () => {
    const { driver, jobId } = await assignedJob();
    const answers = await Promise.all([
      step(driver, jobId, { step: 'OnTheWay' }),
      step(driver, jobId, { step: 'OnTheWay' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(await stepsOf(jobId)).toBe(1);
  });

  it('a Requested booking cannot be completed by its driver: 409 asking operations to accept it', async () => {
    const { booking, driver, jobId } = await assignedJob({ accept: false });
    for (const next of ['OnTheWay', 'Arrived', 'PassengerOnBoard']) {
      expect((await step(driver, jobId, { step: next })).statusCode).toBe(200);
    }
    await pickupPassed(db, 'agent_bookings', booking.id);
    const done = await step(driver, jobId, { step: 'Completed' });
    expect(done.statusCode).toBe(409);
    expect(done.json().message).toMatch(/^Operations have not accepted this booking yet/);
    expect(await stepsOf(jobId)).toBe(3);
  });

  it('another driver’s job, a withdrawn job, a booking id or a guess is 404', async () => {
    const { agent, booking, jobId } = await assignedJob();
    const other = await driverWithVehicle();
    expect((await step(other, jobId, { step: 'OnTheWay' })).statusCode).toBe(404);
    expect((await call(other, 'GET', `drivers/my-jobs/${jobId}/progress`)).statusCode).toBe(404);
    expect((await step(other, UNKNOWN_ID, { step: 'OnTheWay' })).statusCode).toBe(404);
    expect((await step(other, booking.id, { step: 'OnTheWay' })).statusCode).toBe(404);
    // Another agent does not learn of the booking's job.
    const stranger = await signedInAgent(app, db);
    expect((await call(stranger, 'GET', `drivers/job-progress/agent/${booking.id}`)).statusCode).toBe(404);
    expect((await call(agent, 'GET', `drivers/job-progress/agent/${booking.id}`)).statusCode).toBe(200);

    // Refunded: the job is withdrawn from its driver.
    const { booking: refunded, driver, jobId: withdrawn } = await assignedJob();
    const refund = await call(manager, 'PATCH', `agents-bookings/refund/${refunded.id}`, {
      reason: 'Trip called off',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect((await step(driver, withdrawn, { step: 'OnTheWay' })).statusCode).toBe(404);
  });
});

describe('a no-show', () => {
  it('needs Arrived, the waiting time and a note; the booking stays for operations', async () => {
    const { booking, driver, jobId } = await assignedJob();
    const note = { step: 'NoShow', note: 'Waited at gate 3, no answer on the phone' };
    expect((await step(driver, jobId, note)).statusCode).toBe(409);
    await step(driver, jobId, { step: 'OnTheWay' });
    await step(driver, jobId, { step: 'Arrived' });

    const missing = await step(driver, jobId, { step: 'NoShow' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toEqual([
      'note: Write what happened (at least 3 characters) to record a no-show',
    ]);
    // The pickup is hours ahead: too early (30 minutes at an airport, from the pickup time).
    const early = await step(driver, jobId, note);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      'A no-show can be recorded only after waiting 30 minutes from the pickup time or arrival',
    );
    const progress = await call(driver, 'GET', `drivers/my-jobs/${jobId}/progress`);
    expect(new Date(progress.json().noShowFrom).getTime()).toBe(
      new Date(booking.pickupAt).getTime() + 30 * 60_000,
    );

    // Operations shorten the airport wait to none; the pickup time has passed.
    const settings = await call(manager, 'PUT', 'drivers/step-settings', {
      noShowWaitAirportMinutes: '٠',
      noShowWaitOtherMinutes: 15,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    // The change is in the action log, before and after.
    const [logged] = await db
      .select()
      .from(adminActions)
      .where(eq(adminActions.entityId, DRIVER_STEP_SETTINGS_ENTITY_ID))
      .orderBy(desc(adminActions.createdAt))
      .limit(1);
    expect(logged).toMatchObject({
      action: 'Update',
      entityType: 'DriverStepSettings',
      before: { noShowWaitAirportMinutes: 30, noShowWaitOtherMinutes: 15 },
      after: { noShowWaitAirportMinutes: 0, noShowWaitOtherMinutes: 15 },
    });
    await pickupPassed(db, 'agent_bookings', booking.id);
    const noShow = await step(driver, jobId, note);
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(noShow.json().status).toBe('NoShow');
    expect(noShow.json().steps.at(-1).note).toBe(note.note);
    const [row] = await db
      .select({ status: agentBookings.status })
      .from(agentBookings)
      .where(eq(agentBookings.id, booking.id));
    expect(row?.status).toBe('Accepted');
    expect((await step(driver, jobId, { step: 'Completed' })).statusCode).toBe(409);
    await call(manager, 'PUT', 'drivers/step-settings', {
      noShowWaitAirportMinutes: 30,
      noShowWaitOtherMinutes: 15,
    });
  });

  it('the waiting time is set by ManageOrders only, with one message per problem', async () => {
    expect((await call(viewer, 'GET', 'drivers/step-settings')).json()).toMatchObject({
      noShowWaitAirportMinutes: 30,
      noShowWaitOtherMinutes: 15,
    });
    expect(
      (
        await call(viewer, 'PUT', 'drivers/step-settings', {
          noShowWaitAirportMinutes: 1,
          noShowWaitOtherMinutes: 1,
        })
      ).statusCode,
    ).toBe(403);
    const bad = await call(manager, 'PUT', 'drivers/step-settings', {
      noShowWaitAirportMinutes: 1e308,
      noShowWaitOtherMinutes: -1,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([
      'noShowWaitAirportMinutes: Waiting time must be between 0 and 240 minutes',
      'noShowWaitOtherMinutes: Waiting time must be between 0 and 240 minutes',
    ]);
  });

  it('refuses a position out of range or a note with a NUL character (400, never 500)', async () => {
    const { driver, jobId } = await assignedJob();
    const far = await step(driver, jobId, {
      step: 'OnTheWay',
      position: { lat: 1e308, lng: 0, accuracy: -1 },
    });
    expect(far.statusCode).toBe(400);
    expect(far.json().message).toHaveLength(2);
    const nul = await step(driver, jobId, { step: 'OnTheWay', note: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(await stepsOf(jobId)).toBe(0);
  });
});

describe('what the agent and the driver are told', () => {
  it('the agent’s ticket carries the assigned driver and vehicle', async () => {
    const { agent, booking } = await assignedJob();
    const ticket = await app.inject({
      method: 'GET',
      url: `/api/agents-bookings/download-ticket/${booking.id}`,
      headers: { authorization: agent.authorization },
    });
    expect(ticket.statusCode).toBe(200);
    const text = execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], {
      input: ticket.rawPayload,
    }).toString();
    expect(text).toContain('Test Driver');
    expect(text).toContain('ABJ 1234');
  });

  it('the agent gets a push when a driver is assigned and when the driver arrives (not for the other steps); the driver when given the job', async () => {
    const agent = await signedInAgent(app, db, { balance: 1_000_000 });
    const agentBrowser = browserKeys();
    await savePushSubscription(
      db,
      { role: 'Agent', id: agent.row.id },
      { endpoint: `${receiver.url}/push/steps-agent`, keys: agentBrowser.keys, lang: 'en' },
    );
    const driver = await driverWithVehicle();
    const driverBrowser = browserKeys();
    await savePushSubscription(
      db,
      { role: 'Driver', id: driver.row.id },
      { endpoint: `${receiver.url}/push/steps-driver`, keys: driverBrowser.keys, lang: 'ar' },
    );
    const { booking } = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    const assigned = await call(manager, 'PUT', `drivers/assignment/agent/${booking.id}`, {
      driverId: driver.row.id,
      vehicleId: driver.vehicleId,
      expectedDriverId: null,
    });
    expect(assigned.statusCode).toBe(200);

    const toAgent = JSON.parse(agentBrowser.decrypt((await receiver.next('/push/steps-agent')).body));
    expect(toAgent).toEqual({
      notification: {
        title: 'Driver assigned',
        body: `A driver has been assigned to booking ${booking.reference}.`,
      },
      data: {
        link: '/en/panel/profile/trips-history',
        eventId: expect.any(String),
        type: 'driverJob.status',
      },
    });
    const toDriver = JSON.parse(driverBrowser.decrypt((await receiver.next('/push/steps-driver')).body));
    expect(toDriver.notification).toEqual({
      title: 'مهمة جديدة',
      body: `أُسندت إليك الرحلة \u2066${booking.reference}\u2069.`,
    });
    const jobId = (await call(driver, 'GET', 'drivers/my-jobs')).json()[0].id;
    expect(toDriver.data.link).toBe(`/driver/job?id=${jobId}`);

    // Each step also tells the dispatch board (silently, to admins with ViewDrivers).
    const boardEvents: LiveEvent[] = [];
    const unsubscribe = app.notifier.bus.subscribe((envelope) => {
      if (envelope.event.type === 'dispatch.changed') boardEvents.push(envelope.event);
    });
    await step(driver, jobId, { step: 'OnTheWay' });
    await step(driver, jobId, { step: 'Arrived' });
    const arrived = JSON.parse(agentBrowser.decrypt((await receiver.next('/push/steps-agent')).body));
    // The next push after the assignment is the arrival: "on the way" is silent.
    expect(arrived.notification.title).toBe('Driver arrived');
    await waitUntil(() => boardEvents.length >= 2);
    unsubscribe();
    expect(boardEvents).toEqual([
      { type: 'dispatch.changed', bookingKind: 'Agent', bookingId: booking.id },
      { type: 'dispatch.changed', bookingKind: 'Agent', bookingId: booking.id },
    ]);

    // Unassigned: the driver hears the job was taken away.
    const unassign = await call(manager, 'POST', `drivers/assignment/agent/${booking.id}/unassign`, {
      expectedDriverId: driver.row.id,
    });
    expect(unassign.statusCode).toBe(200);
    const taken = JSON.parse(driverBrowser.decrypt((await receiver.next('/push/steps-driver')).body));
    expect(taken.notification.title).toBe('سُحبت مهمة');
  });
});
