import type { AgentBooking } from '@masar/contract/agent-bookings';
import { XLSX_MIME } from '@masar/contract/agent-bookings';
import type { Paginated } from '@masar/contract/common';
import type { Transaction } from '@masar/contract/transactions';
import { hoursBelowMinimum, type Quote } from '@masar/contract/trips';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { bookingCatalogue } from '../../../test/booking-fixture';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { ledgerViolations } from '../../../test/ledger';
import { createTestApp } from '../../../test/test-app';
import {
  createCar,
  createExtraService,
  createLocation,
  createTaxiService,
} from '../../seed/catalogue-factories';

const { app, db } = await createTestApp({ poolSize: 20 });

const auth = (account: { authorization: string }) => ({ authorization: account.authorization });
const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
let catalogue: {
  airportId: string;
  hotelId: string;
  sedanId: string;
  vanId: string;
  sedanAirportServiceId: string;
  vanServiceId: string;
  sedanServiceId: string;
  seatId: string;
};

beforeAll(async () => {
  // The shared bookable catalogue (its sedan's service is bound to the airport), plus a hotel, a van,
  // the sedan's area-wide service (transfer and hourly) and the van's.
  const base = await bookingCatalogue(db, { price: 20_000, atAirport: true });
  const hotel = await createLocation(db, { type: 'Hotel', lat: 24.7, lng: 46.7 });
  const van = await createCar(db, { passengers: 7, bags: 6, type: 'Van' });
  const sedanService = await createTaxiService(db, {
    areaId: base.areaId,
    carId: base.carId,
    price: 15_000,
    hourlyPrice: 8_000,
    minHours: 3,
  });
  const vanService = await createTaxiService(db, { areaId: base.areaId, carId: van.id, price: 30_000 });
  const seat = await createExtraService(db, { price: 2_500, maxQuantity: 2 });
  catalogue = {
    airportId: base.airportId,
    hotelId: hotel.id,
    sedanId: base.carId,
    vanId: van.id,
    sedanAirportServiceId: base.serviceId,
    vanServiceId: vanService.id,
    sedanServiceId: sedanService.id,
    seatId: seat.id,
  };
});

const place = { address: 'Olaya St, Riyadh', lat: 24.69, lng: 46.68 };
const arrival = () => ({
  direction: 'Arrival' as const,
  locationId: catalogue.airportId,
  place,
  passengers: 2,
  bags: 1,
});
const booking = (overrides: Record<string, unknown> = {}) => ({
  ...arrival(),
  taxiServiceId: catalogue.sedanAirportServiceId,
  pickupAt: hoursFromNow(5),
  flightNumber: 'sv 1234',
  travellerName: 'سارة القحطاني',
  travellerPhone: '+966501234567',
  ...overrides,
});

async function post<T>(url: string, headers: Record<string, string>, payload: unknown) {
  const response = await app.inject({ method: 'POST', url, headers, payload: payload as object });
  return { status: response.statusCode, body: response.json() as T, headers: response.headers };
}
const quote = (headers: Record<string, string>, payload: unknown) =>
  post<Quote>('/api/agents-bookings/quote', headers, payload);
const book = (headers: Record<string, string>, payload: unknown, key?: string) =>
  post<AgentBooking>(
    '/api/agents-bookings/create-by-agent',
    key ? { ...headers, 'idempotency-key': key } : headers,
    payload,
  );
const balanceOf = async (agentId: string) =>
  Number((await db.$client.query('select balance from agents where id = $1', [agentId])).rows[0].balance);

describe('quote', () => {
  it('offers the cars of the place’s area, the location’s own price winning, cheapest first', async () => {
    const headers = auth(await signedInAgent(app, db));
    const { status, body } = await quote(headers, arrival());
    expect(status).toBe(200);
    expect(body.offers.map((offer) => [offer.car.id, offer.price.total])).toEqual([
      [catalogue.sedanId, 20_000],
      [catalogue.vanId, 30_000],
    ]);
    expect(body.location?.type).toBe('Airport');
    expect(new Date(body.earliestPickupAt).getTime()).toBeGreaterThan(Date.now() + 119 * 60_000);
  });

  it('leaves out cars too small for the passengers or bags', async () => {
    const headers = auth(await signedInAgent(app, db));
    const { body } = await quote(headers, { ...arrival(), passengers: 5 });
    expect(body.offers.map((offer) => offer.car.id)).toEqual([catalogue.vanId]);
    expect((await quote(headers, { ...arrival(), bags: 7 })).body.offers).toEqual([]);
  });

  it('prices Hourly as hourly price × hours, at least the minimum hours', async () => {
    const headers = auth(await signedInAgent(app, db));
    const hourly = { direction: 'Hourly', place, passengers: 1, bags: 0 };
    const atMinimum = await quote(headers, hourly);
    expect(
      atMinimum.body.offers.map((offer) => [offer.car.id, offer.price.hours, offer.price.total]),
    ).toEqual([[catalogue.sedanId, 3, 24_000]]);
    expect((await quote(headers, { ...hourly, hours: 5 })).body.offers[0]?.price.total).toBe(40_000);
  });

  it('says that the hours are below the minimum, not that no car fits, for too few hours', async () => {
    const headers = auth(await signedInAgent(app, db));
    const tooFew = await quote(headers, { direction: 'Hourly', place, passengers: 1, bags: 0, hours: 2 });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body).toMatchObject({ message: [`hours: ${hoursBelowMinimum(3)}`] });
    expect(tooFew.body).toMatchObject({ message: [expect.stringMatching(/^hours: .*\b3 hours\b/)] });
  });

  it('adds extras × quantity and refuses more than the maximum', async () => {
    const headers = auth(await signedInAgent(app, db));
    const withSeats = {
      ...arrival(),
      taxiServiceId: catalogue.sedanAirportServiceId,
      extras: [{ extraServiceId: catalogue.seatId, quantity: 2 }],
    };
    const { body } = await quote(headers, withSeats);
    expect(body.offers).toHaveLength(1);
    expect(body.offers[0]?.price).toMatchObject({ transferPrice: 20_000, extrasTotal: 5_000, total: 25_000 });
    const tooMany = await quote(headers, {
      ...withSeats,
      extras: [{ extraServiceId: catalogue.seatId, quantity: 3 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      message: [expect.stringMatching(/^extras\.0\.quantity: At most 2/)],
    });
  });

  it('answers 404 for a place outside every area and 400 for a bad trip', async () => {
    const headers = auth(await signedInAgent(app, db));
    const nowhere = await quote(headers, { ...arrival(), place: { ...place, lat: 10, lng: 10 } });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body).toMatchObject({ message: 'No area covers this place' });
    const noLocation = await quote(headers, { ...arrival(), locationId: undefined, passengers: 0 });
    expect(noLocation.status).toBe(400);
    expect(noLocation.body).toMatchObject({
      message: expect.arrayContaining([
        expect.stringMatching(/^passengers:/),
        'locationId: Choose the airport, port or station of the trip',
      ]),
    });
    expect((await quote(headers, { ...arrival(), locationId: UNKNOWN_ID })).status).toBe(400);
  });

  it('is for agents only', async () => {
    const admin = await signedInAdmin(app, db, ['ViewAgentsBookings']);
    const response = await quote(auth(admin), arrival());
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ message: expect.stringMatching(/^Agent /) });
  });
});

describe('create-by-agent', () => {
  it('debits the wallet, records the booking with its snapshot and one ledger entry', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const { status, body } = await book(auth(agent), { ...booking(), price: 1, totalPrice: 1 });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      status: 'Requested',
      direction: 'Arrival',
      flightNumber: 'SV1234',
      travellerName: 'سارة القحطاني',
      price: { total: 20_000, currency: 'SAR' },
      car: { id: catalogue.sedanId, passengers: 4 },
      location: { id: catalogue.airportId, type: 'Airport' },
      history: [{ status: 'Requested', by: 'Agent' }],
    });
    expect(body.reference).toMatch(/^MS-\d{6}-\d{4}$/);
    expect(await balanceOf(agent.row.id)).toBe(80_000);

    const ledger = await app.inject({
      method: 'GET',
      url: '/api/transactions/findAllByAgent',
      headers: auth(agent),
    });
    const entries = (ledger.json() as Paginated<Transaction>).items;
    expect(entries.map((entry) => [entry.type, entry.direction, entry.amount, entry.balanceAfter])).toEqual([
      ['Booking', 'Outgoing', 20_000, 80_000],
      ['TopUp', 'Incoming', 100_000, 100_000],
    ]);
    expect(entries[0]?.booking).toEqual({ id: body.id, reference: body.reference });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses an insufficient balance with 402 and writes nothing', async () => {
    const agent = await signedInAgent(app, db, { balance: 19_999 });
    const count = async () =>
      Number(
        (await db.$client.query('select count(*) from agent_bookings where agent_id = $1', [agent.row.id]))
          .rows[0].count,
      );
    const response = await book(auth(agent), booking());
    expect(response.status).toBe(402);
    expect(response.body).toMatchObject({ message: 'Insufficient balance' });
    expect(await balanceOf(agent.row.id)).toBe(19_999);
    expect(await count()).toBe(0);
  });

  it('checks the lead time, the flight of an airport trip and the chosen car', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const soon = await book(auth(agent), booking({ pickupAt: hoursFromNow(1) }));
    expect(soon.status).toBe(400);
    expect(soon.body).toMatchObject({ message: ['pickupAt: The pickup must be at least 2 hours from now'] });
    const noFlight = await book(auth(agent), booking({ flightNumber: '' }));
    expect(noFlight.body).toMatchObject({
      message: ['flightNumber: Give the flight number of an airport trip'],
    });
    const badFlight = await book(auth(agent), booking({ flightNumber: 'hello world' }));
    expect(badFlight.body).toMatchObject({ message: ['flightNumber: Flight number must look like SV1234'] });
    const tooSmall = await book(auth(agent), booking({ passengers: 6 }));
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body).toMatchObject({ message: [expect.stringMatching(/^taxiServiceId: /)] });
    const badPhone = await book(auth(agent), booking({ travellerPhone: '12345', travellerName: '' }));
    expect(badPhone.body).toMatchObject({
      message: expect.arrayContaining([
        expect.stringMatching(/^travellerPhone:/),
        expect.stringMatching(/^travellerName:/),
      ]),
    });
    expect(await balanceOf(agent.row.id)).toBe(100_000);
  });

  it('books Hourly for the hours asked, at least the minimum', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const hourly = booking({
      direction: 'Hourly',
      locationId: null,
      flightNumber: null,
      taxiServiceId: catalogue.sedanServiceId,
      hours: 4,
    });
    const { status, body } = await book(auth(agent), hourly);
    expect(status).toBe(201);
    expect(body.price).toMatchObject({ hourlyPrice: 8_000, hours: 4, total: 32_000 });
    expect(body.location).toBeNull();
    const tooFew = await book(auth(agent), { ...hourly, hours: 2 });
    expect(tooFew.status).toBe(400);
    expect(tooFew.body).toMatchObject({ message: [`hours: ${hoursBelowMinimum(3)}`] });
  });

  it('reads Arabic-Indic digits in the flight number, the phone, the pickup time and the hours', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const arabic = (text: string) => text.replace(/\d/g, (digit) => '٠١٢٣٤٥٦٧٨٩'[Number(digit)] ?? digit);
    const { status, body } = await book(
      auth(agent),
      booking({ flightNumber: 'SV١٢٣٤', travellerPhone: '٠٥٠١٢٣٤٥٦٧', pickupAt: arabic(hoursFromNow(5)) }),
    );
    expect(status).toBe(201);
    expect(body).toMatchObject({ flightNumber: 'SV1234', travellerPhone: '+966501234567' });
    const hourly = await book(
      auth(agent),
      booking({
        direction: 'Hourly',
        locationId: null,
        flightNumber: null,
        taxiServiceId: catalogue.sedanServiceId,
        hours: '٤',
      }),
    );
    expect(hourly.status).toBe(201);
    expect(hourly.body.price).toMatchObject({ hours: 4, total: 32_000 });
  });

  it('replays a retried Idempotency-Key without a second debit, and refuses it for another body', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const body = booking();
    const first = await book(auth(agent), body, 'retry-1');
    const again = await book(auth(agent), body, 'retry-1');
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await balanceOf(agent.row.id)).toBe(80_000);
    const other = await book(auth(agent), { ...body, travellerName: 'Someone Else' }, 'retry-1');
    expect(other.status).toBe(422);
    // Another agent's identical key is their own.
    const agent2 = await signedInAgent(app, db, { balance: 100_000 });
    expect((await book(auth(agent2), body, 'retry-1')).body.id).not.toBe(first.body.id);
  });

  it('gives exactly one booking to ten concurrent retries of one key', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const body = booking();
    const responses = await Promise.all(Array.from({ length: 10 }, () => book(auth(agent), body, 'storm')));
    expect(responses.map((response) => response.status)).toEqual(Array(10).fill(201));
    expect(new Set(responses.map((response) => response.body.id)).size).toBe(1);
    expect(await balanceOf(agent.row.id)).toBe(80_000);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('lets exactly 25 of 100 concurrent bookings through a balance that covers 25', async () => {
    const agent = await signedInAgent(app, db, { balance: 25 * 20_000 });
    const responses = await Promise.all(Array.from({ length: 100 }, () => book(auth(agent), booking())));
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(25);
    expect(statuses.filter((status) => status === 402)).toHaveLength(75);
    expect(await balanceOf(agent.row.id)).toBe(0);
    expect(new Set(responses.filter((r) => r.status === 201).map((r) => r.body.reference)).size).toBe(25);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});

describe('the agent’s bookings', () => {
  it('cancels once: twenty concurrent cancels give one refund', async () => {
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    const { body: created } = await book(auth(agent), booking());
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        app.inject({ method: 'DELETE', url: `/api/agents-bookings/${created.id}`, headers: auth(agent) }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    expect(await balanceOf(agent.row.id)).toBe(50_000);
    const after = responses.find((response) => response.statusCode === 200)?.json() as AgentBooking;
    expect(after.status).toBe('Refunded');
    expect(after.history.map((change) => [change.status, change.by])).toEqual([
      ['Requested', 'Agent'],
      ['Refunded', 'Agent'],
    ]);
    const ledger = await app.inject({
      method: 'GET',
      url: '/api/transactions/findAllByAgent',
      headers: auth(agent),
    });
    // No English sentence stored: codes the reader's language renders (issue #15).
    expect(
      (
        ledger.json() as { items: { type: string; noteCode: string | null; note: string | null }[] }
      ).items.map((entry) => [entry.type, entry.noteCode, entry.note]),
    ).toEqual([
      ['Refund', 'CancelledByAgent', null],
      ['Booking', 'BookingPaid', null],
      ['TopUp', 'OpeningBalance', null],
    ]);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('edits the traveller while Requested, not after', async () => {
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    const { body: created } = await book(auth(agent), booking());
    const patch = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/agents-bookings/${created.id}`,
        headers: auth(agent),
        payload,
      });
    const edited = await patch({ travellerName: 'Sara Q', notes: 'Two child seats', flightNumber: 'XY 77' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      travellerName: 'Sara Q',
      notes: 'Two child seats',
      flightNumber: 'XY77',
    });
    expect((await patch({ flightNumber: null })).statusCode).toBe(400);
    expect((await patch({ travellerPhone: '123' })).statusCode).toBe(400);
    await app.inject({ method: 'DELETE', url: `/api/agents-bookings/${created.id}`, headers: auth(agent) });
    const late = await patch({ notes: 'late' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({
      message: 'Only a Requested booking can be changed; this one is Refunded',
    });
  });

  it('never shows or touches another agent’s bookings or ledger (404)', async () => {
    const owner = await signedInAgent(app, db, { balance: 50_000 });
    const other = await signedInAgent(app, db, { balance: 50_000 });
    const { body: created } = await book(auth(owner), booking());
    for (const [method, url] of [
      ['GET', `/api/agents-bookings/one-by-agent/${created.id}`],
      ['PATCH', `/api/agents-bookings/${created.id}`],
      ['DELETE', `/api/agents-bookings/${created.id}`],
    ] as const) {
      const response = await app.inject({
        method,
        url,
        headers: auth(other),
        payload: method === 'PATCH' ? { notes: 'x' } : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    const list = await app.inject({
      method: 'GET',
      url: '/api/agents-bookings/all-bookings-by-agent',
      headers: auth(other),
    });
    expect((list.json() as Paginated<AgentBooking>).total).toBe(0);
    const ledger = await app.inject({
      method: 'GET',
      url: '/api/transactions/findAllByAgent',
      headers: auth(other),
    });
    expect((ledger.json() as Paginated<Transaction>).items.map((entry) => entry.type)).toEqual(['TopUp']);
    expect(await balanceOf(owner.row.id)).toBe(30_000);
    const mine = await app.inject({
      method: 'GET',
      url: `/api/agents-bookings/one-by-agent/${created.id}`,
      headers: auth(owner),
    });
    expect(mine.json()).toMatchObject({ id: created.id, status: 'Requested' });
  });

  it('lists with filters, search and pages, and refuses bad filters with 400', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const a = (await book(auth(agent), booking({ travellerName: 'Alpha Traveller' }))).body;
    const b = (
      await book(auth(agent), booking({ travellerName: 'Beta Traveller', pickupAt: hoursFromNow(72) }))
    ).body;
    await app.inject({ method: 'DELETE', url: `/api/agents-bookings/${b.id}`, headers: auth(agent) });
    const list = async (query: string) => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/agents-bookings/all-bookings-by-agent?${query}`,
        headers: auth(agent),
      });
      return { status: response.statusCode, body: response.json() as Paginated<AgentBooking> };
    };
    expect((await list('')).body.items.map((item) => item.id)).toEqual([b.id, a.id]);
    expect((await list('status=Refunded')).body.items.map((item) => item.id)).toEqual([b.id]);
    expect((await list(`search=${a.reference}`)).body.items.map((item) => item.id)).toEqual([a.id]);
    expect((await list('search=alpha')).body.total).toBe(1);
    // A whole reference in any case (served by the reference index), or any part of one.
    const ids = async (query: string) => (await list(query)).body.items.map((item) => item.id);
    expect(await ids(`search=${a.reference.toLowerCase()}`)).toEqual([a.id]);
    expect(await ids(`search=${a.reference.slice(3)}`)).toEqual([a.id]);
    expect(await ids(`search=${encodeURIComponent(a.travellerPhone.slice(-5))}`)).toContain(a.id);
    const day = (iso: string) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Riyadh' }).format(new Date(iso));
    expect(
      (await list(`from=${day(b.pickupAt)}&to=${day(b.pickupAt)}`)).body.items.map((item) => item.id),
    ).toEqual([b.id]);
    expect((await list('sort=pickupAt&limit=1&page=2')).body).toMatchObject({
      total: 2,
      pages: 2,
      items: [{ id: b.id }],
    });
    // Typed with Arabic-Indic (or Persian) digits, a phone or a reference still finds the booking.
    const typedWith = (zero: number) => (text: string) =>
      text.replace(/\d/g, (digit) => String.fromCharCode(zero + Number(digit)));
    const typedInArabic = typedWith(0x0660);
    const typedInPersian = typedWith(0x06f0);
    expect(await ids(`search=${encodeURIComponent(typedInArabic(a.travellerPhone.slice(-5)))}`)).toContain(
      a.id,
    );
    expect(await ids(`search=${encodeURIComponent(typedInArabic(a.reference))}`)).toEqual([a.id]);
    expect(await ids(`search=${encodeURIComponent(typedInPersian(a.reference.slice(3)))}`)).toEqual([a.id]);
    const bad = await list('status=Lost&from=2026-13-01&limit=1000');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      message: expect.arrayContaining([expect.stringMatching(/^status:/), expect.stringMatching(/^limit:/)]),
    });
    const ledger = await app.inject({
      method: 'GET',
      url: '/api/transactions/findAllByAgent?type=Refund',
      headers: auth(agent),
    });
    expect((ledger.json() as Paginated<Transaction>).items).toMatchObject([
      { type: 'Refund', direction: 'Incoming', amount: 20_000, balanceAfter: 80_000, booking: { id: b.id } },
    ]);
  });
});

describe('ticket', () => {
  it('downloads the owner’s ticket as a PDF; another agent gets 404, admins need ViewAgentsBookings', async () => {
    const owner = await signedInAgent(app, db, { balance: 50_000 });
    const other = await signedInAgent(app, db);
    const { body: created } = await book(auth(owner), booking());
    const ticket = (account: { authorization: string }) =>
      app.inject({
        method: 'GET',
        url: `/api/agents-bookings/download-ticket/${created.id}`,
        headers: auth(account),
      });
    const response = await ticket(owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${created.reference}.pdf"`);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await ticket(other)).statusCode).toBe(404);
    expect((await ticket(await signedInAdmin(app, db, ['ViewPayments']))).statusCode).toBe(403);
    expect((await ticket(await signedInAdmin(app, db, ['ViewerAdmin']))).statusCode).toBe(200);
  });
});

describe('export', () => {
  it('exports the filtered list as .xlsx with headers in the asked language; admins export every agent', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const kept = (await book(auth(agent), booking({ travellerName: 'Export Me' }))).body;
    await book(auth(agent), booking({ travellerName: 'Leave Me' }));
    const rowsOf = async (url: string, account: { authorization: string }) => {
      const response = await app.inject({ method: 'GET', url, headers: auth(account) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX_MIME);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
      const sheet = workbook.worksheets[0];
      const rows: unknown[][] = [];
      sheet?.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    const english = await rowsOf(
      '/api/agents-bookings/export-all-bookings-by-agent?search=export&lang=en',
      agent,
    );
    expect(english).toHaveLength(2);
    expect(english[0]?.[0]).toBe('Reference');
    expect(english[1]).toContain(kept.reference);
    expect(english[1]).toContain('Export Me');
    const arabic = await rowsOf('/api/agents-bookings/export-all-bookings-by-agent?lang=ar', agent);
    expect(arabic).toHaveLength(3);
    expect(arabic[0]?.[0]).toMatch(/[\u0600-\u06FF]/);
    const admin = await signedInAdmin(app, db, ['ViewAgentsBookings']);
    const all = await rowsOf(
      `/api/agents-bookings/export-all-bookings-by-admin?agentId=${agent.row.id}&lang=en`,
      admin,
    );
    expect(all).toHaveLength(3);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/agents-bookings/export-all-bookings-by-agent?status=x',
      headers: auth(agent),
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the ledger', () => {
  it('is append-only, and the invariant check sees a balance the ledger does not explain', async () => {
    const agent = await signedInAgent(app, db, { balance: 10_000 });
    await expect(db.$client.query('update transactions set amount = 1')).rejects.toThrow(/append-only/);
    await expect(db.$client.query('delete from transactions')).rejects.toThrow(/append-only/);
    await db.$client.query('update agents set balance = balance + 1 where id = $1', [agent.row.id]);
    expect(await ledgerViolations(db)).toEqual([
      expect.stringContaining(`agent ${agent.row.id}: balance 10001`),
    ]);
  });
});
