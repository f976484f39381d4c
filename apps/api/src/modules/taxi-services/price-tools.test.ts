import { XLSX_MIME } from '@masar/contract/agent-bookings';
import { and, count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { callerOf } from '../../../test/access';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { agentTripBody, bookingCatalogue, bookTrip } from '../../../test/booking-fixture';
import { form } from '../../../test/images';
import { createTestApp } from '../../../test/test-app';
import { adminActions } from '../../db/schema/index';
import {
  createArea,
  createCar,
  createLocation,
  createTaxiService,
  rectangle,
} from '../../seed/catalogue-factories';

const { app, db } = await createTestApp();
const call = callerOf(app);
const editorAccount = await signedInAdmin(app, db, ['EditTaxiServices']);
const editor = editorAccount.authorization;
const otherAdmin = (await signedInAdmin(app, db, ['EditLocations'])).authorization;

let nextOrigin = 0;
/** An area of its own, far from the others (and from the booking catalogue around Riyadh). */
async function freshArea(nameEn?: string) {
  nextOrigin += 1;
  const lng = -170 + nextOrigin * 2;
  return createArea(db, { polygon: rectangle(lng, -40, lng + 1, -39), ...(nameEn && { nameEn }) });
}

/** The live prices of an area's grid as (car, other end, direction) → prices, for comparing grids. */
async function gridOf(areaId: string) {
  const services = (await call('GET', `/api/taxi-service/admin/by-area/${areaId}`, editor)).json() as {
    id: string;
    areaId: string;
    carId: string;
    locationId: string | null;
    toAreaId: string | null;
    direction: string;
    price: number;
    hourlyPrice: number | null;
    minHours: number | null;
  }[];
  return services
    .map((service) => ({
      areaId: service.areaId,
      carId: service.carId,
      other: service.locationId ?? service.toAreaId,
      direction: service.direction,
      price: service.price,
      hourlyPrice: service.hourlyPrice,
      minHours: service.minHours,
    }))
    .sort((a, b) => `${a.carId}${a.other}${a.direction}`.localeCompare(`${b.carId}${b.other}${b.direction}`));
}

async function loggedChanges() {
  const [row] = await db
    .select({ n: count() })
    .from(adminActions)
    .where(and(eq(adminActions.entityType, 'TaxiService'), eq(adminActions.adminId, editorAccount.row.id)));
  return row?.n ?? 0;
}

describe('POST /taxi-service/tools/copy-route', () => {
  it("copies every car's price of a route onto another, replacing the ones there, each write logged", async () => {
    const area = await freshArea();
    const sedan = await createCar(db);
    const van = await createCar(db);
    const airport = await createLocation(db, { type: 'Airport' });
    const hotel = await createLocation(db, { type: 'Hotel' });
    await createTaxiService(db, { areaId: area.id, carId: sedan.id, locationId: airport.id, price: 10_000 });
    await createTaxiService(db, {
      areaId: area.id,
      carId: van.id,
      locationId: airport.id,
      price: 15_000,
      hourlyPrice: 9_000,
      minHours: 2,
    });
    // The sedan already has a price to the hotel: it is replaced, not doubled.
    await createTaxiService(db, { areaId: area.id, carId: sedan.id, locationId: hotel.id, price: 1_000 });
    const logged = await loggedChanges();

    const response = await call('POST', '/api/taxi-service/tools/copy-route', editor, {
      from: { areaId: area.id, locationId: airport.id },
      to: { areaId: area.id, locationId: hotel.id },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ written: 2 });
    const grid = await gridOf(area.id);
    expect(grid.filter((row) => row.other === hotel.id)).toEqual(
      [
        { carId: sedan.id, price: 10_000, hourlyPrice: null, minHours: null },
        { carId: van.id, price: 15_000, hourlyPrice: 9_000, minHours: 2 },
      ]
        .map((row) => ({ areaId: area.id, other: hotel.id, direction: 'BothWays', ...row }))
        .sort((a, b) => a.carId.localeCompare(b.carId)),
    );
    expect(await loggedChanges()).toBe(logged + 2);
  });

  it('refuses an empty source, the same route, and admins without EditTaxiServices', async () => {
    const area = await freshArea();
    const other = await freshArea();
    const empty = await call('POST', '/api/taxi-service/tools/copy-route', editor, {
      from: { areaId: area.id, toAreaId: other.id },
      to: { areaId: area.id },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toEqual(['from: The route to copy has no prices']);
    const same = await call('POST', '/api/taxi-service/tools/copy-route', editor, {
      from: { areaId: area.id },
      to: { areaId: area.id, direction: 'BothWays' },
    });
    expect(same.json().message).toEqual(['to: Copy the prices to another route']);
    const denied = await call('POST', '/api/taxi-service/tools/copy-route', otherAdmin, {
      from: { areaId: area.id },
      to: { areaId: other.id },
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('POST /taxi-service/tools/percent-of-base', () => {
  it('prices each car as its percentage of the base car, rounded half up to whole halalas, in one go', async () => {
    const area = await freshArea();
    const base = await createCar(db);
    const van = await createCar(db);
    const suv = await createCar(db);
    const luxury = await createCar(db);
    // 123.45 SAR, hourly 99.99: 150 % = 185.175 → 185.18 (half up), hourly 149.985 → 149.99.
    await createTaxiService(db, {
      areaId: area.id,
      carId: base.id,
      price: 12_345,
      hourlyPrice: 9_999,
      minHours: 3,
    });
    // The SUV's old price is replaced.
    await createTaxiService(db, { areaId: area.id, carId: suv.id, price: 50_000 });
    const logged = await loggedChanges();
    const response = await call('POST', '/api/taxi-service/tools/percent-of-base', editor, {
      route: { areaId: area.id },
      baseCarId: base.id,
      cars: [
        { carId: van.id, percent: 150 },
        { carId: suv.id, percent: '١٢٠٫٥' },
        { carId: luxury.id, percent: 33.33 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ written: 3 });
    const prices = Object.fromEntries(
      (await gridOf(area.id)).map((row) => [row.carId, [row.price, row.hourlyPrice, row.minHours]]),
    );
    expect(prices).toEqual({
      [base.id]: [12_345, 9_999, 3],
      [van.id]: [18_518, 14_999, 3],
      // 120.5 %: 14875.725 → 14876; 12048.795 → 12049.
      [suv.id]: [14_876, 12_049, 3],
      // 33.33 %: 4114.5885 → 4115; 3332.6667 → 3333.
      [luxury.id]: [4_115, 3_333, 3],
    });
    expect(await loggedChanges()).toBe(logged + 3);
  });

  it('writes nothing when one car is refused; rounds an exact half up', async () => {
    const area = await freshArea();
    const base = await createCar(db);
    const van = await createCar(db);
    const suv = await createCar(db);
    await createTaxiService(db, { areaId: area.id, carId: base.id, price: 101 });
    const refused = await call('POST', '/api/taxi-service/tools/percent-of-base', editor, {
      route: { areaId: area.id },
      baseCarId: base.id,
      cars: [
        { carId: van.id, percent: 150 },
        { carId: suv.id, percent: 1_001 },
        { carId: base.id, percent: 10 },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(
      expect.arrayContaining([
        'cars.1.percent: Must be at most 1000',
        'cars: Give each car once, and not the base car',
      ]),
    );
    expect(await gridOf(area.id)).toHaveLength(1);
    // 101 × 150 % = 151.5 → 152.
    const done = await call('POST', '/api/taxi-service/tools/percent-of-base', editor, {
      route: { areaId: area.id },
      baseCarId: base.id,
      cars: [{ carId: van.id, percent: 150 }],
    });
    expect(done.statusCode).toBe(200);
    expect((await gridOf(area.id)).find((row) => row.carId === van.id)?.price).toBe(152);
    const noBase = await call('POST', '/api/taxi-service/tools/percent-of-base', editor, {
      route: { areaId: area.id },
      baseCarId: suv.id,
      cars: [{ carId: van.id, percent: 150 }],
    });
    expect(noBase.json().message).toEqual(['baseCarId: The base car has no price on this route']);
  });
});

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  return workbook;
}

async function xlsxOf(rows: (string | number | null)[][]) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Prices');
  sheet.addRow(['From', 'To', 'Direction', 'Car', 'Transfer price', 'Hourly price', 'Min hours']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const importFile = (bytes: Buffer) =>
  call(
    'POST',
    '/api/taxi-service/tools/import',
    editor,
    form({}, { file: { bytes, name: 'grid.xlsx', type: XLSX_MIME } }),
  );

describe('the grid as .xlsx', () => {
  it('round trip: an export imported into an emptied grid gives the same grid back', async () => {
    const area = await freshArea('Round Trip Area');
    const other = await freshArea('Round Trip Other');
    const sedan = await createCar(db);
    const van = await createCar(db);
    const airport = await createLocation(db, { type: 'Airport' });
    await createTaxiService(db, {
      areaId: area.id,
      carId: sedan.id,
      price: 10_050,
      hourlyPrice: 7_000,
      minHours: 2,
    });
    await createTaxiService(db, { areaId: area.id, carId: van.id, locationId: airport.id, price: 20_000 });
    await createTaxiService(db, {
      areaId: area.id,
      carId: sedan.id,
      toAreaId: other.id,
      direction: 'FromArea',
      price: 33_333,
    });
    // Stored from the other area, listed in this area's grid too.
    await createTaxiService(db, { areaId: other.id, carId: van.id, toAreaId: area.id, price: 44_401 });
    const before = await gridOf(area.id);
    expect(before).toHaveLength(4);

    for (const lang of ['en', 'ar'] as const) {
      const exported = await call(
        'GET',
        `/api/taxi-service/tools/export?areaId=${area.id}&lang=${lang}`,
        editor,
      );
      expect(exported.statusCode).toBe(200);
      expect(exported.headers['content-type']).toBe(XLSX_MIME);
      const bytes = exported.rawPayload;
      const sheet = (await workbookOf(bytes)).worksheets[0];
      expect(sheet?.rowCount).toBe(5);
      if (lang === 'en') expect(sheet?.getRow(1).getCell(5).value).toBe('Transfer price');

      // Empty the grid, then import the file: the same prices come back.
      for (const service of (
        await call('GET', `/api/taxi-service/admin/by-area/${area.id}`, editor)
      ).json()) {
        expect((await call('DELETE', `/api/taxi-service/${service.id}`, editor)).statusCode).toBe(204);
      }
      expect(await gridOf(area.id)).toEqual([]);
      const imported = await importFile(bytes);
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json()).toEqual({ created: 4, updated: 0 });
      expect(await gridOf(area.id)).toEqual(before);
      // Importing it again changes nothing but counts as updates.
      expect((await importFile(bytes)).json()).toEqual({ created: 0, updated: 4 });
      expect(await gridOf(area.id)).toEqual(before);
    }
  });

  it('refuses a file with bad rows, one message per bad row, and writes nothing', async () => {
    const area = await freshArea('Import Area');
    const car = await createCar(db, { nameEn: 'Import Sedan' });
    await createLocation(db, { nameEn: 'Import Airport' });
    const logged = await loggedChanges();
    const file = await xlsxOf([
      ['Import Area', 'Import Airport', 'BothWays', 'Import Sedan', 150, null, null],
      ['Import Area', 'Import Area', 'BothWays', 'import sedan', '١٢٠٫٥٠', 80, 2],
      ['Jedah', 'Import Airport', 'BothWays', 'Import Sedan', 150, null, null],
      ['Import Area', 'Nowhere', 'BothWays', 'Import Sedan', 150, null, null],
      ['Import Area', 'Import Airport', 'Sideways', 'Import Sedan', 150, null, null],
      ['Import Area', 'Import Airport', 'BothWays', 'Bicycle', 150, null, null],
      ['Import Area', 'Import Airport', 'BothWays', 'Import Sedan', 0, null, null],
      ['Import Area', 'Import Airport', 'BothWays', 'Import Sedan', 150.123, null, null],
      ['Import Area', 'Import Area', 'BothWays', 'Import Sedan', 150, 80, null],
      ['Import Area', 'Import Area', 'FromArea', 'Import Sedan', 150, null, null],
      ['Import Area', 'Import Airport', 'ToArea', 'Import Sedan', 99, null, null],
      ['Import Area', 'Import Airport', 'FromArea', 'Import Sedan', -5, null, null],
      ['Import Area', 'Import Airport', 'FromArea', 'Import Sedan', 1e300, null, null],
      ['Import Area\u0000', 'Import Airport', 'BothWays', 'Import Sedan', 150, null, null],
    ]);
    const response = await importFile(file);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      "Row 4: unknown area 'Jedah'",
      "Row 5: unknown area or location 'Nowhere'",
      "Row 6: unknown direction 'Sideways' (BothWays, FromArea or ToArea)",
      "Row 7: unknown car 'Bicycle'",
      'Row 8: the transfer price must be an amount above 0 with at most 2 decimals',
      'Row 9: the transfer price must be an amount above 0 with at most 2 decimals',
      'Row 10: min hours must be a whole number from 1 to 24, given with an hourly price only',
      'Row 11: a price within one area applies both ways',
      'Row 12: the same route and car as row 2',
      'Row 13: the transfer price must be an amount above 0 with at most 2 decimals',
      'Row 14: the transfer price must be an amount above 0 with at most 2 decimals',
      // A NUL character is dropped from a cell: the name is read without it.
      'Row 15: the same route and car as row 2',
    ]);
    expect(await gridOf(area.id)).toEqual([]);
    expect(await loggedChanges()).toBe(logged);

    // The good rows alone go in, Arabic-Indic digits read.
    const good = await importFile(
      await xlsxOf([
        ['Import Area', 'Import Airport', 'BothWays', 'Import Sedan', 150, null, null],
        ['Import Area', 'Import Area', 'BothWays', 'import sedan', '١٢٠٫٥٠', 80, 2],
      ]),
    );
    expect(good.json()).toEqual({ created: 2, updated: 0 });
    expect(
      (await gridOf(area.id)).map((row) => [row.carId, row.price, row.hourlyPrice, row.minHours]),
    ).toEqual(
      expect.arrayContaining([
        [car.id, 15_000, null, null],
        [car.id, 12_050, 8_000, 2],
      ]),
    );
    expect(await loggedChanges()).toBe(logged + 2);
  });

  it('needs EditTaxiServices, a file, and at most 5 MB', async () => {
    const bytes = await xlsxOf([]);
    const denied = await call(
      'POST',
      '/api/taxi-service/tools/import',
      otherAdmin,
      form({}, { file: { bytes, name: 'grid.xlsx', type: XLSX_MIME } }),
    );
    expect(denied.statusCode).toBe(403);
    expect((await call('GET', '/api/taxi-service/tools/export', otherAdmin)).statusCode).toBe(403);
    const noFile = await call('POST', '/api/taxi-service/tools/import', editor, form({ note: 'x' }));
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toEqual(['file: Required']);
    expect((await importFile(bytes)).json().message).toEqual(['The file has no price rows']);
    const huge = await importFile(Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(huge.statusCode).toBe(413);
    // A workbook whose entries claim to unpack to 4 GB (a zip bomb) is refused before it is opened.
    const bomb = await xlsxOf([['A', 'B', 'BothWays', 'C', 1, null, null]]);
    const directory = bomb.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    bomb.writeUInt32LE(0xffffffff, directory + 24);
    const refused = await importFile(bomb);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toEqual(['The workbook is too large once unpacked (at most 50 MB)']);
  });

  it('refuses a file that is no workbook, and a clash with a price outside the file, writing nothing', async () => {
    const notXlsx = await importFile(Buffer.from('from,to\nA,B\n'));
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().message).toEqual(['The file is not an .xlsx workbook']);

    const area = await freshArea('Clash Area');
    const other = await freshArea('Clash Other');
    const car = await createCar(db, { nameEn: 'Clash Car' });
    await createTaxiService(db, { areaId: other.id, carId: car.id, toAreaId: area.id, price: 5_000 });
    const response = await importFile(
      await xlsxOf([
        ['Clash Area', 'Clash Area', 'BothWays', 'Clash Car', 100, null, null],
        ['Clash Area', 'Clash Other', 'BothWays', 'Clash Car', 100, null, null],
      ]),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      'Row 3: clashes with the Clash Car price Clash Other ↔ Clash Area already set',
    ]);
    expect(await gridOf(area.id)).toHaveLength(1);
  });
});

describe('POST /taxi-service/tools/simulate', () => {
  it('shows every car, and its total is what an agent is charged for the same trip', async () => {
    const catalogue = await bookingCatalogue(db, { price: 12_345 });
    const unserved = await createCar(db, { nameEn: 'Simulator Unserved' });
    // A 20 % night surcharge: the simulator and the booking both add it.
    const surcharge = await call('POST', '/api/surcharges', editor, {
      nameAr: 'رسم ليلي',
      nameEn: 'Night',
      kind: 'Percent',
      value: 2_000,
      fromTime: '22:00',
      toTime: '05:00',
    });
    expect(surcharge.statusCode, surcharge.body).toBe(201);
    const pickupAt = new Date(Date.now() + 2 * 86_400_000);
    pickupAt.setUTCHours(20, 30, 0, 0); // 23:30 in Riyadh
    const trip = agentTripBody(catalogue, { pickupAt: pickupAt.toISOString() });

    const simulated = await call('POST', '/api/taxi-service/tools/simulate', editor, {
      pickup: { locationId: catalogue.airportId },
      dropOff: { lat: trip.place.lat, lng: trip.place.lng },
      pickupAt: pickupAt.toISOString(),
    });
    expect(simulated.statusCode, simulated.body).toBe(200);
    const result = simulated.json();
    expect(result).toMatchObject({
      direction: 'Arrival',
      served: true,
      from: { kind: 'location', id: catalogue.airportId },
      to: { kind: 'area', id: catalogue.areaId },
      distance: { meters: expect.any(Number), seconds: expect.any(Number) },
    });
    const sedan = result.cars.find((item: { car: { id: string } }) => item.car.id === catalogue.carId);
    expect(sedan).toMatchObject({
      served: true,
      pricing: 'Route',
      sourceId: catalogue.serviceId,
      price: { transferPrice: 12_345, surcharges: [{ nameEn: 'Night', total: 2_469 }], total: 14_814 },
    });
    expect(result.cars.find((item: { car: { id: string } }) => item.car.id === unserved.id)).toMatchObject({
      served: false,
      price: null,
    });

    const agent = await signedInAgent(app, db, { balance: 1_000_000 });
    const { status, booking } = await bookTrip(app, agent.authorization, trip);
    expect(status).toBe(201);
    expect(booking.price.total).toBe(sedan.price.total);
    const wallet = (await call('GET', '/api/agents/currentAgentData', agent.authorization)).json();
    expect(wallet.balance ?? wallet.agent?.balance).toBe(1_000_000 - sedan.price.total);
  });

  it('asks for a location at one end at least', async () => {
    const response = await call('POST', '/api/taxi-service/tools/simulate', editor, {
      pickup: { lat: 24.7, lng: 46.7 },
      dropOff: { lat: 24.8, lng: 46.8 },
      pickupAt: new Date().toISOString(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(['pickup: Pick a location or airport at one end at least']);
  });
});
