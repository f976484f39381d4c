import { message } from '@masar/contract/messages';
import { TAXI_SERVICE_TAKEN, type TaxiService } from '@masar/contract/taxi-services';
import type { Quote } from '@masar/contract/trips';
import { describe, expect, it } from 'vitest';
import { callerOf } from '../../../test/access';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { createTestApp } from '../../../test/test-app';
import {
  createArea,
  createCar,
  createLocation,
  createTaxiService,
  rectangle,
} from '../../seed/catalogue-factories';
import { deleteArea } from '../areas/areas.service';

/** Decision 0009: a trip is priced by both of its ends, never by the pickup area alone. */

const { app, db } = await createTestApp();
const call = callerOf(app);
const editor = (await signedInAdmin(app, db, ['EditTaxiServices'])).authorization;
const agent = (await signedInAgent(app, db, { balance: 100_000_000 })).authorization;
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();

/**
 * A map of its own for each test (so one test's prices never serve another's trips): "Riyadh" with
 * "Olaya" inside it and Riyadh airport, "Jeddah" with its airport, 2° of longitude apart.
 */
let worlds = 0;
async function world() {
  worlds += 1;
  const lng = -170 + worlds * 5;
  const lat = 10;
  const named = (name: string) => ({ nameEn: `${name} ${worlds}`, nameAr: `${name} ع ${worlds}` });
  const riyadh = await createArea(db, { ...named('Riyadh'), polygon: rectangle(lng, lat, lng + 1, lat + 1) });
  const olaya = await createArea(db, {
    ...named('Olaya'),
    polygon: rectangle(lng + 0.1, lat + 0.1, lng + 0.3, lat + 0.3),
  });
  const jeddah = await createArea(db, {
    ...named('Jeddah'),
    polygon: rectangle(lng + 2, lat, lng + 3, lat + 1),
  });
  const riyadhAirport = await createLocation(db, {
    ...named('Riyadh Airport'),
    type: 'Airport',
    lat: lat + 0.8,
    lng: lng + 0.8,
  });
  const jeddahAirport = await createLocation(db, {
    ...named('Jeddah Airport'),
    type: 'Airport',
    lat: lat + 0.5,
    lng: lng + 2.5,
  });
  return {
    riyadh,
    olaya,
    jeddah,
    riyadhAirport,
    jeddahAirport,
    /** A point in Riyadh outside Olaya, and one in Olaya. */
    inRiyadh: { address: 'King Fahd Rd', lat: lat + 0.6, lng: lng + 0.6 },
    inOlaya: { address: 'Olaya St', lat: lat + 0.2, lng: lng + 0.2 },
    inJeddah: { address: 'Corniche', lat: lat + 0.3, lng: lng + 2.3 },
  };
}

type Place = { address: string; lat: number; lng: number };

async function quote(trip: { direction: string; locationId?: string; place: Place; passengers?: number }) {
  const response = await call('POST', '/api/agents-bookings/quote', agent, {
    passengers: 2,
    bags: 1,
    ...trip,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Quote;
}

const offeredIds = (answer: Quote) => answer.offers.map((offer) => offer.taxiServiceId);

function book(trip: { direction: string; locationId?: string; place: Place; taxiServiceId: string }) {
  return call('POST', '/api/agents-bookings/create-by-agent', agent, {
    passengers: 2,
    bags: 1,
    pickupAt: hoursFromNow(5),
    flightNumber: 'SV1',
    travellerName: 'Test Traveller',
    travellerPhone: '+966501234567',
    ...trip,
  });
}

const createRoute = (body: object) => call('POST', '/api/taxi-service', editor, body);

describe('the quote prices a trip by both of its ends', () => {
  it('does not price Jeddah airport → a Riyadh place by a Riyadh price (served: false, booking 400)', async () => {
    const map = await world();
    const car = await createCar(db);
    const riyadhRide = await createTaxiService(db, { areaId: map.riyadh.id, carId: car.id, price: 10_000 });

    const arrival = await quote({
      direction: 'Arrival',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
    });
    expect(arrival).toMatchObject({
      served: false,
      offers: [],
      area: { id: map.riyadh.id },
      location: { id: map.jeddahAirport.id },
      from: {
        kind: 'location',
        id: map.jeddahAirport.id,
        nameEn: map.jeddahAirport.nameEn,
        nameAr: map.jeddahAirport.nameAr,
      },
      to: { kind: 'area', id: map.riyadh.id, nameEn: map.riyadh.nameEn, nameAr: map.riyadh.nameAr },
    });
    const leaving = await quote({
      direction: 'Leaving',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
    });
    expect(leaving).toMatchObject({
      served: false,
      offers: [],
      from: { kind: 'area', id: map.riyadh.id },
      to: { kind: 'location', id: map.jeddahAirport.id },
    });

    const refused = await book({
      direction: 'Arrival',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
      taxiServiceId: riyadhRide.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual([
      message('routeNotServed', { from: map.jeddahAirport.nameEn, to: map.riyadh.nameEn }),
    ]);
    // The same price still sells the ride within Riyadh.
    const within = await quote({
      direction: 'Arrival',
      locationId: map.riyadhAirport.id,
      place: map.inOlaya,
    });
    expect(within.served).toBe(true);
    expect(offeredIds(within)).toEqual([riyadhRide.id]);
    expect(within.from).toMatchObject({ kind: 'location', id: map.riyadhAirport.id });
    expect(within.to).toMatchObject({ kind: 'area', id: map.olaya.id });
  });

  it('prices a route between two areas both ways, stored from either side, and books it', async () => {
    const map = await world();
    const sedan = await createCar(db);
    const suv = await createCar(db, { type: 'SUV' });
    const sedanRoute = await createTaxiService(db, {
      areaId: map.riyadh.id,
      toAreaId: map.jeddah.id,
      carId: sedan.id,
      price: 120_000,
    });
    const suvRoute = await createTaxiService(db, {
      areaId: map.jeddah.id,
      toAreaId: map.riyadh.id,
      carId: suv.id,
      price: 160_000,
    });
    for (const direction of ['Arrival', 'Leaving']) {
      const answer = await quote({ direction, locationId: map.jeddahAirport.id, place: map.inRiyadh });
      expect(answer.served).toBe(true);
      expect(answer.offers.map((offer) => [offer.taxiServiceId, offer.price.total])).toEqual([
        [sedanRoute.id, 120_000],
        [suvRoute.id, 160_000],
      ]);
    }
    const booked = await book({
      direction: 'Arrival',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
      taxiServiceId: suvRoute.id,
    });
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({ taxiServiceId: suvRoute.id, price: { total: 160_000 } });
  });

  it('honours a one-way route (FromArea, ToArea): the other way is not served', async () => {
    const map = await world();
    const car = await createCar(db);
    // Jeddah → Riyadh only, stored once from each side for two cars.
    const fromJeddah = await createTaxiService(db, {
      areaId: map.jeddah.id,
      toAreaId: map.riyadh.id,
      direction: 'FromArea',
      carId: car.id,
      price: 100_000,
    });
    const other = await createCar(db, { type: 'SUV' });
    const intoRiyadh = await createTaxiService(db, {
      areaId: map.riyadh.id,
      toAreaId: map.jeddah.id,
      direction: 'ToArea',
      carId: other.id,
      price: 130_000,
    });
    const arrival = await quote({
      direction: 'Arrival',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
    });
    expect(offeredIds(arrival)).toEqual([fromJeddah.id, intoRiyadh.id]);
    const leaving = await quote({
      direction: 'Leaving',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
    });
    expect(leaving).toMatchObject({ served: false, offers: [] });
    const refused = await book({
      direction: 'Leaving',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
      taxiServiceId: fromJeddah.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual([
      message('routeNotServed', { from: map.riyadh.nameEn, to: map.jeddahAirport.nameEn }),
    ]);

    // A location route one way: from the airport into Riyadh only.
    const third = await createCar(db, { type: 'Van' });
    const fromAirport = await createTaxiService(db, {
      areaId: map.riyadh.id,
      locationId: map.jeddahAirport.id,
      direction: 'ToArea',
      carId: third.id,
      price: 90_000,
    });
    const arrivalAgain = await quote({
      direction: 'Arrival',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
    });
    expect(offeredIds(arrivalAgain)).toEqual([fromAirport.id, fromJeddah.id, intoRiyadh.id]);
    const leavingAgain = await quote({
      direction: 'Leaving',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
    });
    expect(leavingAgain.served).toBe(false);
  });

  it('a location route beats the area route of the same car, even dearer', async () => {
    const map = await world();
    const car = await createCar(db);
    await createTaxiService(db, {
      areaId: map.riyadh.id,
      toAreaId: map.jeddah.id,
      carId: car.id,
      price: 100_000,
    });
    const airportRoute = await createTaxiService(db, {
      areaId: map.riyadh.id,
      locationId: map.jeddahAirport.id,
      carId: car.id,
      price: 140_000,
    });
    const answer = await quote({
      direction: 'Arrival',
      locationId: map.jeddahAirport.id,
      place: map.inOlaya,
    });
    expect(answer.offers.map((offer) => [offer.taxiServiceId, offer.price.total])).toEqual([
      [airportRoute.id, 140_000],
    ]);
    // Within Riyadh the same car's airport route to Jeddah does nothing.
    const local = await quote({ direction: 'Arrival', locationId: map.riyadhAirport.id, place: map.inOlaya });
    expect(local.served).toBe(false);
  });

  it('the smaller area beats the bigger one containing it, on the place side and on the location side', async () => {
    const map = await world();
    const car = await createCar(db);
    const fromRiyadh = await createTaxiService(db, {
      areaId: map.riyadh.id,
      toAreaId: map.jeddah.id,
      carId: car.id,
      price: 100_000,
    });
    const fromOlaya = await createTaxiService(db, {
      areaId: map.olaya.id,
      toAreaId: map.jeddah.id,
      carId: car.id,
      price: 110_000,
    });
    const olayaTrip = await quote({
      direction: 'Leaving',
      locationId: map.jeddahAirport.id,
      place: map.inOlaya,
    });
    expect(offeredIds(olayaTrip)).toEqual([fromOlaya.id]);
    expect(olayaTrip.from).toMatchObject({ kind: 'area', id: map.olaya.id });
    const riyadhTrip = await quote({
      direction: 'Leaving',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
    });
    expect(offeredIds(riyadhTrip)).toEqual([fromRiyadh.id]);

    // The location side: a district around Jeddah airport, smaller than Jeddah.
    const lng = map.jeddahAirport.lng;
    const lat = map.jeddahAirport.lat;
    const district = await createArea(db, { polygon: rectangle(lng - 0.1, lat - 0.1, lng + 0.1, lat + 0.1) });
    const toDistrict = await createTaxiService(db, {
      areaId: district.id,
      toAreaId: map.riyadh.id,
      carId: car.id,
      price: 125_000,
    });
    const districtTrip = await quote({
      direction: 'Leaving',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
    });
    expect(offeredIds(districtTrip)).toEqual([toDistrict.id]);
    // The place side counts first: from Olaya, Olaya's route to the whole of Jeddah still wins.
    const olayaAgain = await quote({
      direction: 'Leaving',
      locationId: map.jeddahAirport.id,
      place: map.inOlaya,
    });
    expect(offeredIds(olayaAgain)).toEqual([fromOlaya.id]);
  });

  it('a within-area price applies only when both ends are in the area', async () => {
    const map = await world();
    const car = await createCar(db);
    const olayaRide = await createTaxiService(db, { areaId: map.olaya.id, carId: car.id, price: 5_000 });
    // Riyadh airport is in Riyadh, not in Olaya: Olaya's price does not cover it.
    const fromAirport = await quote({
      direction: 'Arrival',
      locationId: map.riyadhAirport.id,
      place: map.inOlaya,
    });
    expect(fromAirport).toMatchObject({ served: false, offers: [] });
    // A hotel in Olaya is.
    const hotel = await createLocation(db, {
      type: 'Hotel',
      lat: map.inOlaya.lat + 0.05,
      lng: map.inOlaya.lng,
    });
    const fromHotel = await quote({ direction: 'Arrival', locationId: hotel.id, place: map.inOlaya });
    expect(offeredIds(fromHotel)).toEqual([olayaRide.id]);
    // The bigger area's price applies to the airport trip once there is one.
    const riyadhRide = await createTaxiService(db, { areaId: map.riyadh.id, carId: car.id, price: 8_000 });
    const again = await quote({ direction: 'Arrival', locationId: map.riyadhAirport.id, place: map.inOlaya });
    expect(offeredIds(again)).toEqual([riyadhRide.id]);
    // And the smaller area wins for the hotel.
    expect(
      offeredIds(await quote({ direction: 'Arrival', locationId: hotel.id, place: map.inOlaya })),
    ).toEqual([olayaRide.id]);
  });

  it('prices hourly trips within the place area only, smallest area first', async () => {
    const map = await world();
    const car = await createCar(db);
    const riyadhHourly = await createTaxiService(db, {
      areaId: map.riyadh.id,
      carId: car.id,
      price: 10_000,
      hourlyPrice: 8_000,
      minHours: 3,
    });
    // A route price with an hourly price does not hire the car by the hour.
    const other = await createCar(db, { type: 'SUV' });
    await createTaxiService(db, {
      areaId: map.riyadh.id,
      toAreaId: map.jeddah.id,
      carId: other.id,
      price: 100_000,
      hourlyPrice: 9_000,
      minHours: 2,
    });
    const hourly = await quote({ direction: 'Hourly', place: map.inOlaya });
    expect(hourly).toMatchObject({
      served: true,
      from: { kind: 'area', id: map.olaya.id },
      to: { kind: 'area', id: map.olaya.id },
    });
    expect(hourly.offers.map((offer) => [offer.taxiServiceId, offer.price.total])).toEqual([
      [riyadhHourly.id, 24_000],
    ]);
    const olayaHourly = await createTaxiService(db, {
      areaId: map.olaya.id,
      carId: car.id,
      price: 9_000,
      hourlyPrice: 9_500,
      minHours: 2,
    });
    expect(offeredIds(await quote({ direction: 'Hourly', place: map.inOlaya }))).toEqual([olayaHourly.id]);
    expect(await quote({ direction: 'Hourly', place: map.inJeddah })).toMatchObject({
      served: false,
      offers: [],
      from: { kind: 'area', id: map.jeddah.id },
      to: { kind: 'area', id: map.jeddah.id },
    });
  });

  it('served ignores the party size: a trip with a price but no car big enough is served with no offers', async () => {
    const map = await world();
    const car = await createCar(db, { passengers: 3 });
    await createTaxiService(db, {
      areaId: map.riyadh.id,
      toAreaId: map.jeddah.id,
      carId: car.id,
      price: 100_000,
    });
    const answer = await quote({
      direction: 'Arrival',
      locationId: map.jeddahAirport.id,
      place: map.inRiyadh,
      passengers: 6,
    });
    expect(answer).toMatchObject({ served: true, offers: [] });
  });
});

describe('route prices (taxi services)', () => {
  it('answers toAreaId, direction and toArea, and lists a route in the admin view of either area', async () => {
    const map = await world();
    const car = await createCar(db);
    const created = await createRoute({
      areaId: map.riyadh.id,
      toAreaId: map.jeddah.id,
      carId: car.id,
      direction: 'FromArea',
      price: 120_000,
    });
    expect(created.statusCode).toBe(201);
    const route = created.json() as TaxiService;
    expect(route).toMatchObject({
      areaId: map.riyadh.id,
      toAreaId: map.jeddah.id,
      locationId: null,
      direction: 'FromArea',
      location: null,
      area: { id: map.riyadh.id, nameEn: map.riyadh.nameEn, nameAr: map.riyadh.nameAr },
      toArea: { id: map.jeddah.id, nameEn: map.jeddah.nameEn, nameAr: map.jeddah.nameAr },
    });
    const within = (
      await createRoute({ areaId: map.jeddah.id, carId: car.id, price: 10_000 })
    ).json() as TaxiService;
    expect(within).toMatchObject({ toAreaId: null, toArea: null, direction: 'BothWays', locationId: null });
    expect((await call('GET', `/api/taxi-service/one/${route.id}`, editor)).json()).toEqual(route);

    const jeddahView = (await call('GET', `/api/taxi-service/admin/by-area/${map.jeddah.id}`, editor)).json();
    expect(jeddahView.map((service: TaxiService) => service.id).sort()).toEqual([route.id, within.id].sort());
    const riyadhView = (await call('GET', `/api/taxi-service/admin/by-area/${map.riyadh.id}`, editor)).json();
    expect(riyadhView.map((service: TaxiService) => service.id)).toEqual([route.id]);
    const filtered = await call('GET', `/api/taxi-service/all?toAreaId=${map.jeddah.id}`, editor);
    expect(filtered.json().items.map((service: TaxiService) => service.id)).toEqual([route.id]);

    // by-area with a location: the prices of a trip between the area and that location.
    const byArea = await call(
      'GET',
      `/api/taxi-service/by-area/${map.riyadh.id}?locationId=${map.jeddahAirport.id}`,
      agent,
    );
    expect(byArea.json().map((service: TaxiService) => service.id)).toEqual([route.id]);
    const plain = await call('GET', `/api/taxi-service/by-area/${map.jeddah.id}`, agent);
    expect(plain.json().map((service: TaxiService) => service.id)).toEqual([within.id]);

    // Deleting an area deletes the routes of either end.
    await deleteArea(db, map.jeddah.id);
    expect((await call('GET', `/api/taxi-service/one/${route.id}`, editor)).statusCode).toBe(404);
  });

  it('refuses a price that clashes with another of the same car, from the same or the other side (409)', async () => {
    const map = await world();
    const car = await createCar(db, { nameEn: `Camry ${worlds}` });
    const base = { carId: car.id, price: 120_000 };
    expect((await createRoute({ ...base, areaId: map.riyadh.id, toAreaId: map.jeddah.id })).statusCode).toBe(
      201,
    );
    const both = `${map.riyadh.nameEn} ↔ ${map.jeddah.nameEn}`;
    const clash = message('routeClash', { car: car.nameEn, route: both });

    const sameSide = await createRoute({
      ...base,
      areaId: map.riyadh.id,
      toAreaId: map.jeddah.id,
      direction: 'FromArea',
    });
    expect(sameSide.statusCode).toBe(409);
    expect(sameSide.json()).toEqual({ statusCode: 409, error: 'Conflict', message: clash });
    const otherSide = await createRoute({ ...base, areaId: map.jeddah.id, toAreaId: map.riyadh.id });
    expect(otherSide.statusCode).toBe(409);
    expect(otherSide.json().message).toBe(clash);
    const otherSideOneWay = await createRoute({
      ...base,
      areaId: map.jeddah.id,
      toAreaId: map.riyadh.id,
      direction: 'ToArea',
    });
    expect(otherSideOneWay.json().message).toBe(clash);
    const again = await createRoute({ ...base, areaId: map.riyadh.id, toAreaId: map.jeddah.id, price: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TAXI_SERVICE_TAKEN);
    // Another car may.
    const other = await createCar(db);
    const otherCar = await createRoute({
      ...base,
      carId: other.id,
      areaId: map.jeddah.id,
      toAreaId: map.riyadh.id,
    });
    expect(otherCar.statusCode).toBe(201);

    // One-way prices each way do not clash; the reverse of one of them stored from the other side does.
    const van = await createCar(db, { nameEn: `Van ${worlds}` });
    const out = { carId: van.id, price: 150_000, areaId: map.riyadh.id, toAreaId: map.jeddah.id };
    expect((await createRoute({ ...out, direction: 'FromArea' })).statusCode).toBe(201);
    const back = await createRoute({ ...out, direction: 'ToArea' });
    expect(back.statusCode).toBe(201);
    const reversed = await createRoute({
      ...out,
      areaId: map.jeddah.id,
      toAreaId: map.riyadh.id,
      direction: 'FromArea',
    });
    expect(reversed.statusCode).toBe(409);
    expect(reversed.json().message).toBe(
      message('routeClash', { car: van.nameEn, route: `${map.jeddah.nameEn} → ${map.riyadh.nameEn}` }),
    );
    // Changing one into the other's trips is a clash too.
    const patched = await call('PATCH', `/api/taxi-service/${back.json().id}`, editor, {
      direction: 'BothWays',
    });
    expect(patched.statusCode).toBe(409);
    expect(patched.json().message).toBe(
      message('routeClash', { car: van.nameEn, route: `${map.riyadh.nameEn} → ${map.jeddah.nameEn}` }),
    );

    // Location routes: the same location with overlapping directions.
    const airport = { carId: van.id, price: 90_000, areaId: map.riyadh.id, locationId: map.jeddahAirport.id };
    expect((await createRoute({ ...airport, direction: 'ToArea' })).statusCode).toBe(201);
    const airportBoth = await createRoute(airport);
    expect(airportBoth.statusCode).toBe(409);
    expect(airportBoth.json().message).toBe(
      message('routeClash', {
        car: van.nameEn,
        route: `${map.jeddahAirport.nameEn} → ${map.riyadh.nameEn}`,
      }),
    );
  });

  it('serializes concurrent creates of one car: only one of two clashing prices is stored', async () => {
    const map = await world();
    const car = await createCar(db);
    const [first, second] = await Promise.all([
      createRoute({ carId: car.id, price: 1_000, areaId: map.riyadh.id, toAreaId: map.jeddah.id }),
      createRoute({ carId: car.id, price: 1_000, areaId: map.jeddah.id, toAreaId: map.riyadh.id }),
    ]);
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([201, 409]);
  });

  it('refuses bad routes with a 400 naming the field, writing nothing', async () => {
    const map = await world();
    const car = await createCar(db);
    const base = { carId: car.id, price: 10_000, areaId: map.riyadh.id };
    const cases: [object, string][] = [
      [
        { locationId: map.jeddahAirport.id, toAreaId: map.jeddah.id },
        `toAreaId: ${message('routeEndTwice')}`,
      ],
      [{ toAreaId: map.riyadh.id }, `toAreaId: ${message('routeSameArea')}`],
      [{ direction: 'FromArea' }, `direction: ${message('routeWithinBothWays')}`],
      [{ toAreaId: UNKNOWN_ID }, `toAreaId: ${message('areaNotFound')}`],
    ];
    for (const [fields, problem] of cases) {
      const response = await createRoute({ ...base, ...fields });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message).toContain(problem);
    }
    // A deleted area is unknown too.
    const gone = await createArea(db, { polygon: rectangle(100, 0, 101, 1) });
    await deleteArea(db, gone.id);
    expect((await createRoute({ ...base, toAreaId: gone.id })).json().message).toContain(
      `toAreaId: ${message('areaNotFound')}`,
    );

    // An update is checked on the row it would make.
    const route = (await createRoute({ ...base, toAreaId: map.jeddah.id })).json() as TaxiService;
    const both = await call('PATCH', `/api/taxi-service/${route.id}`, editor, {
      locationId: map.jeddahAirport.id,
    });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain(`toAreaId: ${message('routeEndTwice')}`);
    const within = await call('PATCH', `/api/taxi-service/${route.id}`, editor, {
      toAreaId: null,
      direction: 'ToArea',
    });
    expect(within.statusCode).toBe(400);
    expect(within.json().message).toContain(`direction: ${message('routeWithinBothWays')}`);
    const unknown = await call('PATCH', `/api/taxi-service/${route.id}`, editor, { toAreaId: UNKNOWN_ID });
    expect(unknown.statusCode).toBe(400);

    const listed = await call('GET', `/api/taxi-service/all?carId=${car.id}`, editor);
    expect(listed.json().items).toEqual([route]);
    // A good change goes through.
    const changed = await call('PATCH', `/api/taxi-service/${route.id}`, editor, {
      toAreaId: null,
      locationId: map.jeddahAirport.id,
      direction: 'FromArea',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      toAreaId: null,
      toArea: null,
      locationId: map.jeddahAirport.id,
      direction: 'FromArea',
    });
  });
});
