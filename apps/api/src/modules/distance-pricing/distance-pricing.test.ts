import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { DistancePair, DistancePricing, DistanceTariff } from '@masar/contract/distance-pricing';
import { message } from '@masar/contract/messages';
import type { Quote } from '@masar/contract/trips';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { callerOf, expectGuarded } from '../../../test/access';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { startFakeHttpServer } from '../../../test/fake-http-server';
import { ledgerViolations } from '../../../test/ledger';
import { createTestApp } from '../../../test/test-app';
import { adminActions, agentBookings, agents, transactions } from '../../db/schema/index';
import {
  createArea,
  createCar,
  createLocation,
  createTaxiService,
  rectangle,
} from '../../seed/catalogue-factories';
import { distanceFare, estimatedDistance } from '../pricing/trip-distance';

/** Decision 0015: the distance fallback — allowed pairs and switch, tariffs, quote, booking, surcharges. */

// The routing service answers "no route" (→ the estimate) unless a test says otherwise.
const osrm = await startFakeHttpServer(() => ({ body: { code: 'NoRoute', routes: [] } }));
const { app, db } = await createTestApp({ config: { routingUrl: osrm.url } });
const call = callerOf(app);
const editor = await signedInAdmin(app, db, ['EditTaxiServices']);
const viewer = (await signedInAdmin(app, db, ['ViewerAdmin'])).authorization;
const agentAccount = await signedInAgent(app, db, { balance: 100_000_000 });
const agent = agentAccount.authorization;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/** A map of its own per test: "Riyadh" and "Jeddah" 2° of longitude apart, each with an airport. */
let worlds = 0;
async function world() {
  worlds += 1;
  const lng = -170 + worlds * 5;
  const lat = 20;
  const named = (name: string) => ({ nameEn: `${name} ${worlds}`, nameAr: `${name} ع ${worlds}` });
  const riyadh = await createArea(db, { ...named('Riyadh'), polygon: rectangle(lng, lat, lng + 1, lat + 1) });
  const jeddah = await createArea(db, {
    ...named('Jeddah'),
    polygon: rectangle(lng + 2, lat, lng + 3, lat + 1),
  });
  const jeddahAirport = await createLocation(db, {
    ...named('Jeddah Airport'),
    type: 'Airport',
    lat: lat + 0.5,
    lng: lng + 2.5,
  });
  const inRiyadh = { address: 'King Fahd Rd', lat: lat + 0.6, lng: lng + 0.6 };
  const car = await createCar(db);
  return { riyadh, jeddah, jeddahAirport, inRiyadh, car };
}
type World = Awaited<ReturnType<typeof world>>;

const arrival = (map: World) => ({
  direction: 'Arrival',
  locationId: map.jeddahAirport.id,
  place: map.inRiyadh,
  passengers: 2,
  bags: 1,
});

async function quote(body: object) {
  const response = await call('POST', '/api/agents-bookings/quote', agent, body);
  expect(response.statusCode).toBe(200);
  return response.json() as Quote;
}

const tariffOf = (carId: string, body: object) =>
  call('PUT', `/api/distance-pricing/tariffs/${carId}`, editor.authorization, body);
const addPair = (areaId: string, toAreaId: string) =>
  call('POST', '/api/distance-pricing/pairs', editor.authorization, { areaId, toAreaId });
const setGlobal = (global: boolean) =>
  call('PUT', '/api/distance-pricing/global', editor.authorization, { global });

function book(map: World, fields: object) {
  return call('POST', '/api/agents-bookings/create-by-agent', agent, {
    ...arrival(map),
    pickupAt: hoursFromNow(5),
    flightNumber: 'SV1',
    travellerName: 'Test Traveller',
    travellerPhone: '+966501234567',
    ...fields,
  });
}

const balance = async () =>
  (await db.select({ balance: agents.balance }).from(agents).where(eq(agents.id, agentAccount.row.id)))[0]
    ?.balance;

const tariff = { baseFare: 5_000, perKm: 150, minimumFare: 10_000 };

describe('who may read and change distance pricing', () => {
  it('lets EditTaxiServices change it, ViewerAdmin only read it, others not at all', async () => {
    const { car } = await world();
    const other = (await signedInAdmin(app, db, ['EditCars'])).authorization;
    await expectGuarded(
      call,
      { method: 'PUT', url: `/api/distance-pricing/tariffs/${car.id}`, body: () => tariff },
      {
        audience: 'Admin',
        otherRoles: [agent],
        withoutPermission: { authorization: other, permission: 'EditTaxiServices' },
        allowed: [{ authorization: editor.authorization, status: 200 }],
      },
    );
    const denied = await call('GET', '/api/distance-pricing', other);
    expect(denied.statusCode).toBe(403);
    expect((await call('GET', '/api/distance-pricing', viewer)).statusCode).toBe(200);
    expect((await call('PUT', `/api/distance-pricing/tariffs/${car.id}`, viewer, tariff)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/api/distance-pricing/global', viewer, { global: true })).statusCode).toBe(
      403,
    );
    expect((await call('PUT', '/api/distance-pricing/global', agent, { global: true })).statusCode).toBe(401);
  });
});

describe('the settings', () => {
  it('keep one tariff per car, refuse bad amounts with one message each, and log every change', async () => {
    const { car } = await world();
    const bad = await tariffOf(car.id, { baseFare: -1, perKm: 0, minimumFare: 100_000_001 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([
      `baseFare: ${message('tooSmall', { minimum: 0 })}`,
      `perKm: ${message('tooSmall', { minimum: 1 })}`,
      `minimumFare: ${message('tooBig', { maximum: 100_000_000 })}`,
    ]);
    const huge = await tariffOf(car.id, { ...tariff, perKm: 1e300 });
    expect(huge.statusCode).toBe(400);
    const nul = await tariffOf(car.id, { ...tariff, baseFare: '1\u0000' });
    expect(nul.statusCode).toBe(400);
    expect((await tariffOf(UNKNOWN_ID, tariff)).statusCode).toBe(404);

    const created = await tariffOf(car.id, tariff);
    expect(created.statusCode).toBe(200);
    const first = created.json() as DistanceTariff;
    const changed = (await tariffOf(car.id, { ...tariff, perKm: 175 })).json() as DistanceTariff;
    expect(changed).toMatchObject({ id: first.id, perKm: 175, active: true });

    const read = (await call('GET', '/api/distance-pricing', editor.authorization)).json() as DistancePricing;
    expect(read.roadFactor).toBe(1.3);
    expect(read.cars.find((row) => row.car.id === car.id)?.tariff).toMatchObject({
      id: first.id,
      perKm: 175,
    });

    const logged = await db
      .select()
      .from(adminActions)
      .where(and(eq(adminActions.entityType, 'DistancePricing'), eq(adminActions.entityId, first.id)));
    expect(logged.map((row) => row.action).sort()).toEqual(['Create', 'Update']);
    expect(logged.every((row) => row.adminId === editor.row.id)).toBe(true);
  });

  it('store a pair once whichever way it is entered, refuse unknown areas, and remove it', async () => {
    const map = await world();
    const unknown = await addPair(UNKNOWN_ID, '00000000-0000-4000-8000-00000000000f');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toEqual([
      `areaId: ${message('areaNotFound')}`,
      `toAreaId: ${message('areaNotFound')}`,
    ]);

    const added = await addPair(map.jeddah.id, map.riyadh.id);
    expect(added.statusCode).toBe(201);
    const pair = added.json() as DistancePair;
    const again = await addPair(map.riyadh.id, map.jeddah.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(message('distancePairTaken'));

    expect(
      (await call('DELETE', `/api/distance-pricing/pairs/${pair.id}`, editor.authorization)).statusCode,
    ).toBe(204);
    expect(
      (await call('DELETE', `/api/distance-pricing/pairs/${pair.id}`, editor.authorization)).statusCode,
    ).toBe(404);
    const logged = await db.select().from(adminActions).where(eq(adminActions.entityId, pair.id));
    expect(logged.map((row) => row.action).sort()).toEqual(['Create', 'Delete']);
  });
});

describe('the quote falls back to distance only where it is allowed', () => {
  it('keeps "we do not serve" until the pair is allowed, then offers the distance price with the distance', async () => {
    const map = await world();
    await tariffOf(map.car.id, tariff);

    const before = await quote(arrival(map));
    expect(before).toMatchObject({ served: false, offers: [], distance: null });
    const refused = await book(map, { taxiServiceId: map.car.id });
    expect(refused.statusCode).toBe(400);

    const pair = (await addPair(map.riyadh.id, map.jeddah.id)).json() as DistancePair;
    const after = await quote(arrival(map));
    const distance = estimatedDistance(map.jeddahAirport, map.inRiyadh);
    expect(after.served).toBe(true);
    expect(after.distance).toEqual(distance);
    const offer = after.offers.find((one) => one.car.id === map.car.id);
    expect(offer).toMatchObject({
      pricing: 'Distance',
      price: { transferPrice: distanceFare(tariff, distance.meters) },
    });
    // Roughly 1.3 × 1.9° of longitude at 20° N ≈ 260 km.
    expect(distance.meters).toBeGreaterThan(240_000);
    expect(distance.meters).toBeLessThan(280_000);

    // Leaving (the other way) is allowed by the same pair; Hourly never is.
    const leaving = await quote({ ...arrival(map), direction: 'Leaving' });
    expect(leaving.offers.some((one) => one.car.id === map.car.id && one.pricing === 'Distance')).toBe(true);
    const hourly = await quote({ ...arrival(map), direction: 'Hourly', locationId: null });
    expect(hourly.served).toBe(false);

    // An inactive tariff offers nothing; removing the pair ends the fallback.
    await tariffOf(map.car.id, { ...tariff, active: false });
    expect((await quote(arrival(map))).offers.some((one) => one.car.id === map.car.id)).toBe(false);
    await tariffOf(map.car.id, tariff);
    await call('DELETE', `/api/distance-pricing/pairs/${pair.id}`, editor.authorization);
    expect(await quote(arrival(map))).toMatchObject({ served: false, offers: [] });
  });

  it('leaves a route-priced trip to its route price and shows its distance too', async () => {
    const map = await world();
    await tariffOf(map.car.id, tariff);
    await addPair(map.riyadh.id, map.jeddah.id);
    const route = await createTaxiService(db, {
      areaId: map.riyadh.id,
      toAreaId: map.jeddah.id,
      carId: map.car.id,
      price: 77_700,
    });
    const answer = await quote(arrival(map));
    expect(answer.offers).toEqual([
      expect.objectContaining({
        taxiServiceId: route.id,
        pricing: 'Route',
        price: expect.objectContaining({ total: 77_700 }),
      }),
    ]);
    expect(answer.distance).toEqual(estimatedDistance(map.jeddahAirport, map.inRiyadh));
  });

  it('follows the global switch for every pair', async () => {
    const map = await world();
    await tariffOf(map.car.id, tariff);
    expect((await quote(arrival(map))).served).toBe(false);
    expect((await setGlobal(true)).json()).toMatchObject({ global: true });
    try {
      expect((await quote(arrival(map))).offers.some((one) => one.car.id === map.car.id)).toBe(true);
    } finally {
      await setGlobal(false);
    }
    expect((await quote(arrival(map))).served).toBe(false);
  });

  it("uses the routing service's road distance and duration when it answers", async () => {
    const map = await world();
    await tariffOf(map.car.id, tariff);
    await addPair(map.riyadh.id, map.jeddah.id);
    osrm.answerWith(() => ({ body: { code: 'Ok', routes: [{ distance: 301_234, duration: 11_000 }] } }));
    try {
      const answer = await quote(arrival(map));
      expect(answer.distance).toEqual({ meters: 301_234, seconds: 11_000, source: 'Road' });
      expect(answer.offers.find((one) => one.car.id === map.car.id)?.price.transferPrice).toBe(
        distanceFare(tariff, 301_234),
      );
    } finally {
      osrm.answerWith(() => ({ body: { code: 'NoRoute', routes: [] } }));
    }
  });
});

describe('booking a distance-priced trip', () => {
  it('re-prices on the server, stores the distance and basis, and refuses a stale or forged client price', async () => {
    const map = await world();
    await tariffOf(map.car.id, tariff);
    await addPair(map.jeddah.id, map.riyadh.id);
    const offer = (await quote(arrival(map))).offers.find((one) => one.car.id === map.car.id);
    if (!offer) throw new Error('no distance offer');
    const distance = estimatedDistance(map.jeddahAirport, map.inRiyadh);

    // A forged total is refused and nothing is debited.
    const start = await balance();
    const forged = await book(map, { taxiServiceId: offer.taxiServiceId, expectedTotal: 100 });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toEqual([
      `expectedTotal: ${message('priceChanged', { total: (offer.price.total / 100).toFixed(2) })}`,
    ]);
    expect(await balance()).toBe(start);

    // The tariff changes after the quote: the total the agent saw is stale and refused.
    await tariffOf(map.car.id, { ...tariff, perKm: 200 });
    const stale = await book(map, { taxiServiceId: offer.taxiServiceId, expectedTotal: offer.price.total });
    expect(stale.statusCode).toBe(400);
    const fare = distanceFare({ ...tariff, perKm: 200 }, distance.meters);
    expect(stale.json().message).toEqual([
      `expectedTotal: ${message('priceChanged', { total: (fare / 100).toFixed(2) })}`,
    ]);

    // With the current total (or none) it is booked at the server's price.
    const made = await book(map, { taxiServiceId: offer.taxiServiceId, expectedTotal: fare });
    expect(made.statusCode).toBe(201);
    const booking = made.json() as AgentBooking;
    expect(booking).toMatchObject({
      taxiServiceId: offer.taxiServiceId,
      pricing: 'Distance',
      distanceMeters: distance.meters,
      durationSeconds: distance.seconds,
      price: { transferPrice: fare, total: fare },
    });
    const [row] = await db.select().from(agentBookings).where(eq(agentBookings.id, booking.id));
    expect(row).toMatchObject({
      taxiServiceId: null,
      distanceTariffId: offer.taxiServiceId,
      pricing: 'Distance',
    });
    const [debit] = await db.select().from(transactions).where(eq(transactions.bookingId, booking.id));
    expect(debit).toMatchObject({ type: 'Booking', amount: fare });
    expect(await balance()).toBe((start ?? 0) - fare);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses a distance offer for a pair that is not allowed (routeNotServed)', async () => {
    const map = await world();
    const saved = (await tariffOf(map.car.id, tariff)).json() as DistanceTariff;
    const forged = await book(map, { taxiServiceId: saved.id });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toEqual([
      message('routeNotServed', { from: map.jeddahAirport.nameEn, to: map.riyadh.nameEn }),
    ]);
  });

  it('adds surcharges to a distance fare as to a route fare', async () => {
    const map = await world();
    await tariffOf(map.car.id, tariff);
    await addPair(map.jeddah.id, map.riyadh.id);
    const rule = await call('POST', '/api/surcharges', editor.authorization, {
      nameAr: 'رسوم',
      nameEn: 'Everywhere here',
      kind: 'Percent',
      value: 2_000,
      areaId: map.riyadh.id,
    });
    expect(rule.statusCode).toBe(201);
    const fare = distanceFare(tariff, estimatedDistance(map.jeddahAirport, map.inRiyadh).meters);
    const priced = await quote({ ...arrival(map), pickupAt: hoursFromNow(5) });
    const offer = priced.offers.find((one) => one.car.id === map.car.id);
    const surcharge = Math.floor((fare * 2_000 + 5_000) / 10_000);
    expect(offer?.price).toMatchObject({
      transferPrice: fare,
      surchargesTotal: surcharge,
      total: fare + surcharge,
    });
    const made = await book(map, { taxiServiceId: offer?.taxiServiceId, expectedTotal: fare + surcharge });
    expect(made.statusCode).toBe(201);
    expect((made.json() as AgentBooking).price.total).toBe(fare + surcharge);
  });
});
