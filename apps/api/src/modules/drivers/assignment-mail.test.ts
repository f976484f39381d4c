import { describe, expect, it } from 'vitest';
import { PASSWORD, signedInAdmin } from '../../../test/accounts';
import {
  agentTripBody,
  bookingCatalogue,
  bookTrip,
  customerBookingBody,
} from '../../../test/booking-fixture';
import { startSmtpReceiver, waitUntil } from '../../../test/smtp-receiver';
import { createTestApp, signIn, TEST_PUBLIC_URL } from '../../../test/test-app';
import { driverVehicles } from '../../db/schema/index';
import { createAgent, createDriverRow, createUser } from '../../seed/factories';
import { createSmtpMailer } from '../mail/mail-sender';

/** Issue #20: assigning a driver e-mails the booking's owner and traveller who is coming, in their language. */
const smtp = await startSmtpReceiver();
const { app, db } = await createTestApp({ mailer: createSmtpMailer(smtp.url), mailIntervalMs: 50 });
const catalogue = await bookingCatalogue(db);
const manager = await signedInAdmin(app, db, [
  'ManageOrders',
  'ViewDrivers',
  'ViewAgentsBookings',
  'ViewOrders',
]);
const mailsTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
const plain = (text = '') => text.replace(/\u00a0/g, ' ');

const signInAs = async (role: 'Agent' | 'User', email: string, language: 'ar' | 'en') =>
  (await signIn(app, role, email, PASSWORD, language)).authorization;

async function driverWithCar(nameEn: string, plateLetters: string, plateLatin: string) {
  const driver = await createDriverRow(db, { nameAr: 'خالد العتيبي', nameEn });
  const [vehicle] = await db
    .insert(driverVehicles)
    .values({
      driverId: driver.id,
      carId: catalogue.carId,
      plateLetters,
      plateNumber: '1234',
      plateLatin,
      colour: 'White',
      year: 2024,
    })
    .returning();
  return { driver, vehicle: vehicle as NonNullable<typeof vehicle> };
}

const assign = (
  path: 'agent' | 'customer',
  bookingId: string,
  driverId: string,
  vehicleId: string,
  expected: string | null,
) =>
  app.inject({
    method: 'PUT',
    url: `/api/drivers/assignment/${path}/${bookingId}`,
    headers: { authorization: manager.authorization },
    payload: { driverId, vehicleId, expectedDriverId: expected },
  });

describe('the driver-assigned e-mail', () => {
  it('tells an English agent and their traveller the driver, mobile, car, colour and plate; again when changed', async () => {
    const agent = await createAgent(db, { password: PASSWORD, balance: 1_000_000 });
    const authorization = await signInAs('Agent', agent.email, 'en');
    const traveller = `traveller-${Date.now()}@masar.test`;
    const { status, booking } = await bookTrip(
      app,
      authorization,
      agentTripBody(catalogue, { travellerEmail: traveller }),
    );
    expect(status).toBe(201);
    const first = await driverWithCar('Khalid Alotaibi', 'ابح', 'ABJ 1234');
    expect((await assign('agent', booking.id, first.driver.id, first.vehicle.id, null)).statusCode).toBe(200);

    const driverMails = (address: string) =>
      mailsTo(address).filter(
        (mail) => mail.parsed.subject === `Your driver for booking ${booking.reference}`,
      );
    await waitUntil(() => driverMails(agent.email).length === 1 && driverMails(traveller).length === 1);
    const [toAgent] = driverMails(agent.email);
    const text = plain(toAgent?.parsed.text);
    for (const expected of ['Khalid Alotaibi', first.driver.mobile, 'White', 'ABJ 1234']) {
      expect(text).toContain(expected);
    }
    expect(text).toContain(`${TEST_PUBLIC_URL}/en/panel/requests`);
    // The traveller gets the same driver, without the link to the agent's bookings.
    expect(plain(driverMails(traveller)[0]?.parsed.text)).toContain('ABJ 1234');
    expect(driverMails(traveller)[0]?.parsed.text).not.toContain('/panel/requests');

    // Saving the same driver and car again tells nobody anything new; another driver does.
    expect(
      (await assign('agent', booking.id, first.driver.id, first.vehicle.id, first.driver.id)).statusCode,
    ).toBe(200);
    const second = await driverWithCar('Saad Alharbi', 'دسر', 'DSR 1234');
    expect(
      (await assign('agent', booking.id, second.driver.id, second.vehicle.id, first.driver.id)).statusCode,
    ).toBe(200);
    await waitUntil(() => driverMails(agent.email).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(driverMails(agent.email)).toHaveLength(2);
    expect(plain(driverMails(agent.email)[1]?.parsed.text)).toContain('The driver or the car has changed');
    expect(plain(driverMails(agent.email)[1]?.parsed.text)).toContain('Saad Alharbi');
  });

  it('tells an Arabic customer in Arabic; a refused assignment writes nothing', async () => {
    const user = await createUser(db, { password: PASSWORD });
    const authorization = await signInAs('User', user.email, 'ar');
    const created = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization },
      payload: customerBookingBody(catalogue),
    });
    expect(created.statusCode, created.body).toBe(201);
    const booking = created.json();
    const { driver, vehicle } = await driverWithCar('Fahd Alqahtani', 'ابح', 'ABJ 1234');
    // A stale expectation (409) writes no e-mail.
    expect((await assign('customer', booking.id, driver.id, vehicle.id, driver.id)).statusCode).toBe(409);
    expect((await assign('customer', booking.id, driver.id, vehicle.id, null)).statusCode).toBe(200);
    await waitUntil(() => mailsTo(user.email).some((mail) => mail.parsed.subject?.startsWith('سائقك للحجز')));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const driverMails = mailsTo(user.email).filter((mail) => mail.parsed.subject?.startsWith('سائقك للحجز'));
    expect(driverMails).toHaveLength(1);
    const mail = driverMails[0];
    expect(mail?.parsed.html).toContain('dir="rtl"');
    expect(mail?.parsed.text).toContain('خالد العتيبي');
    expect(mail?.parsed.text).toContain('أبيض');
    expect(mail?.parsed.text).toContain('ا ب ح 1234');
    expect(mail?.parsed.text).toContain(`${TEST_PUBLIC_URL}/account/bookings`);
  });
});
