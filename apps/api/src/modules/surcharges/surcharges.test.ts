import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { Quote } from '@masar/contract/trips';
import { eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf } from '../../../test/access';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import {
  agentTripBody,
  bookingCatalogue,
  bookTrip,
  customerBookingBody,
  customerTripCatalogue,
} from '../../../test/booking-fixture';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { createTestApp } from '../../../test/test-app';
import { agentBookings, customerBookings, invoices, surcharges } from '../../db/schema/index';

const { app, db } = await createTestApp();
const call = callerOf(app);
const editor = (await signedInAdmin(app, db, ['EditTaxiServices'])).authorization;
const viewer = (await signedInAdmin(app, db, ['ViewerAdmin'])).authorization;
const otherAdmin = (await signedInAdmin(app, db, ['EditExtraServices'])).authorization;
const agent = await signedInAgent(app, db, { balance: 1_000_000 });

const night = {
  nameAr: 'رسم ليلي',
  nameEn: 'Night surcharge',
  kind: 'Percent',
  value: 2_000,
  fromTime: '22:00',
  toTime: '05:00',
};

/** `days` days from now at hh:mm in Riyadh (UTC+3, no daylight saving). */
function riyadhTime(days: number, hhmm: string): string {
  const [hours = 0, minutes = 0] = hhmm.split(':').map(Number);
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(hours - 3, minutes, 0, 0);
  return at.toISOString();
}

describe('surcharge rules', () => {
  it('are defined, read, replaced and deleted by EditTaxiServices; ViewerAdmin reads them', async () => {
    const created = await call('POST', '/api/surcharges', editor, {
      ...night,
      fromTime: '٢٢:٠٠',
      days: [5, 4],
    });
    expect(created.statusCode, created.body).toBe(201);
    const rule = created.json();
    expect(rule).toMatchObject({
      ...night,
      days: [4, 5],
      fromDate: null,
      toDate: null,
      area: null,
      carType: null,
      priority: 0,
      active: true,
    });
    expect((await call('GET', `/api/surcharges/${rule.id}`, viewer)).json()).toEqual(rule);
    expect((await call('GET', '/api/surcharges?search=night', viewer)).json().total).toBe(1);

    const replaced = await call('PUT', `/api/surcharges/${rule.id}`, editor, {
      ...night,
      kind: 'Fixed',
      value: 1_500,
      fromTime: null,
      toTime: '',
      fromDate: '2027-05-01',
      toDate: '2027-05-10',
      priority: 3,
    });
    expect(replaced.statusCode, replaced.body).toBe(200);
    expect(replaced.json()).toMatchObject({
      kind: 'Fixed',
      value: 1_500,
      fromTime: null,
      days: [],
      priority: 3,
    });

    expect((await call('DELETE', `/api/surcharges/${rule.id}`, editor)).statusCode).toBe(204);
    expect((await call('GET', `/api/surcharges/${rule.id}`, editor)).statusCode).toBe(404);
    expect((await call('PUT', `/api/surcharges/${rule.id}`, editor, night)).statusCode).toBe(404);
    const [row] = await db.select().from(surcharges).where(eq(surcharges.id, rule.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
  });

  it('are closed to agents, to admins without the permission, and read-only for ViewerAdmin', async () => {
    expect((await call('GET', '/api/surcharges', agent.authorization)).statusCode).toBe(401);
    const denied = await call('GET', '/api/surcharges', otherAdmin);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Missing permission: EditTaxiServices or ViewerAdmin');
    const write = await call('POST', '/api/surcharges', viewer, night);
    expect(write.statusCode).toBe(403);
    expect(write.json().message).toBe('Missing permission: EditTaxiServices');
    expect((await call('GET', `/api/surcharges/${UNKNOWN_ID}`, viewer)).statusCode).toBe(404);
  });

  it('refuse bad rules with one message per problem, writing nothing', async () => {
    const response = await call('POST', '/api/surcharges', editor, {
      ...night,
      nameEn: '',
      value: 10_001,
      fromTime: '22:00',
      toTime: '22:00',
      fromDate: '2027-05-10',
      toDate: '2027-05-01',
      days: [1, 1],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      'nameEn: Required',
      'days: Each day may be chosen once',
      'value: A percentage is at most 100 %',
      'toTime: The window starts and ends at the same time',
      'toDate: The end date is before the start date',
    ]);
    const more = await call('POST', '/api/surcharges', editor, {
      ...night,
      kind: 'Fixed',
      value: 1_000_001,
      fromTime: '25:00',
      toTime: null,
      fromDate: '9999-01-01',
      areaId: UNKNOWN_ID,
    });
    expect(more.statusCode).toBe(400);
    expect(more.json().message).toEqual([
      'fromTime: Must be a time (HH:MM)',
      'fromDate: Enter a date between the years 2000 and 2100',
      'value: A fixed surcharge is at most 10000',
      'toTime: Give both ends of the time window, or neither',
    ]);
    const window = await call('POST', '/api/surcharges', editor, { ...night, toTime: null, value: 1e300 });
    expect(window.statusCode).toBe(400);
    expect(window.json().message).toEqual([
      'value: Must be at most 9007199254740991',
      'toTime: Give both ends of the time window, or neither',
    ]);
    const unknownArea = await call('POST', '/api/surcharges', editor, { ...night, areaId: UNKNOWN_ID });
    expect(unknownArea.statusCode).toBe(400);
    expect(unknownArea.json().message).toEqual(['areaId: Area not found']);
    const nul = await call('POST', '/api/surcharges', editor, { ...night, nameAr: 'a\u0000b' });
    expect(nul.statusCode).toBe(400);
    expect(await db.select().from(surcharges).where(isNull(surcharges.deletedAt))).toHaveLength(0);
  });
});

describe('surcharges on quotes and bookings', () => {
  it('price a night booking with the surcharge and keep its lines; quotes show them only with pickupAt', async () => {
    const catalogue = await bookingCatalogue(db, { price: 12_345 });
    const rule = (await call('POST', '/api/surcharges', editor, night)).json();
    // Another area's rule never applies here.
    const elsewhere = await call('POST', '/api/surcharges', editor, {
      ...night,
      nameAr: 'بعيد',
      nameEn: 'Elsewhere',
      kind: 'Fixed',
      value: 999,
      areaId: catalogue.areaId,
      carType: 'Van',
    });
    expect(elsewhere.statusCode).toBe(201);
    const trip = agentTripBody(catalogue, { pickupAt: riyadhTime(2, '23:30') });
    const {
      taxiServiceId: _car,
      pickupAt,
      travellerName: _n,
      travellerPhone: _p,
      flightNumber: _f,
      ...quoteBody
    } = trip;

    const base = await call('POST', '/api/agents-bookings/quote', agent.authorization, quoteBody);
    const [baseOffer] = (base.json() as Quote).offers;
    expect(baseOffer?.price).toMatchObject({ surcharges: [], surchargesTotal: 0, total: 12_345 });

    const atNight = await call('POST', '/api/agents-bookings/quote', agent.authorization, {
      ...quoteBody,
      pickupAt: pickupAt.replace(/\d/g, (digit: string) => String.fromCharCode(0x0660 + Number(digit))),
    });
    expect(atNight.statusCode, atNight.body).toBe(200);
    const line = {
      surchargeId: rule.id,
      nameAr: 'رسم ليلي',
      nameEn: 'Night surcharge',
      kind: 'Percent',
      rate: 2_000,
    };
    // 20 % of 123.45 = 24.69
    expect((atNight.json() as Quote).offers[0]?.price).toMatchObject({
      surcharges: [{ ...line, total: 2_469 }],
      surchargesTotal: 2_469,
      total: 14_814,
    });

    const byDay = await call('POST', '/api/bookings/quote', undefined, {
      ...quoteBody,
      pickupAt: riyadhTime(2, '12:00'),
    });
    expect((byDay.json() as Quote).offers[0]?.price.surchargesTotal).toBe(0);

    const { status, booking } = await bookTrip(app, agent.authorization, trip);
    expect(status).toBe(201);
    expect(booking.price).toMatchObject({
      surcharges: [{ ...line, total: 2_469 }],
      surchargesTotal: 2_469,
      total: 14_814,
    });
    // Its tax invoice lists the surcharge as a line of its own, and the lines add up to the price.
    const [invoice] = await db.select().from(invoices).where(eq(invoices.agentBookingId, booking.id));
    expect(invoice?.lines.map((item) => [item.code, item.total])).toEqual([
      ['Transfer', 12_345],
      ['Surcharge', 2_469],
    ]);
    expect(invoice?.total).toBe(14_814);

    // Changing or deleting the rule afterwards never changes the booking.
    await call('PUT', `/api/surcharges/${rule.id}`, editor, { ...night, value: 5_000 });
    await call('DELETE', `/api/surcharges/${rule.id}`, editor);
    const [row] = await db.select().from(agentBookings).where(eq(agentBookings.id, booking.id));
    expect(row).toMatchObject({ surchargesTotal: 2_469, totalPrice: 14_814 });
    const read = await call('GET', `/api/agents-bookings/one-by-agent/${booking.id}`, agent.authorization);
    expect((read.json() as AgentBooking).price.surcharges).toEqual([{ ...line, total: 2_469 }]);
  });

  it('charge a customer booking the season over the night (higher priority), on the fare only', async () => {
    const catalogue = await customerTripCatalogue(db);
    const customer = await signedInUser(app, db);
    const season = await call('POST', '/api/surcharges', editor, {
      nameAr: 'موسم',
      nameEn: 'Season',
      kind: 'Percent',
      value: 3_500,
      fromDate: riyadhTime(2, '12:00').slice(0, 10),
      toDate: riyadhTime(3, '12:00').slice(0, 10),
      priority: 10,
      areaId: catalogue.areaId,
    });
    expect(season.statusCode, season.body).toBe(201);
    await call('POST', '/api/surcharges', editor, { ...night, nameAr: 'ليل', nameEn: 'Night 2' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/bookings',
      headers: { authorization: customer.authorization },
      payload: customerBookingBody(catalogue, { pickupAt: riyadhTime(2, '23:00') }),
    });
    expect(response.statusCode, response.body).toBe(201);
    const { id, price } = response.json();
    // 35 % of 200.00 = 70.00; the night rules (priority 0) give way.
    expect(price.surcharges).toEqual([
      expect.objectContaining({ nameEn: 'Season', kind: 'Percent', rate: 3_500, total: 7_000 }),
    ]);
    expect(price).toMatchObject({ surchargesTotal: 7_000, total: 27_000 });
    const [row] = await db.select().from(customerBookings).where(eq(customerBookings.id, id));
    expect(row).toMatchObject({ surchargesTotal: 7_000, totalPrice: 27_000 });
    expect(row?.surcharges).toHaveLength(1);
  });
});
