import type { Quote } from '@masar/contract/trips';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { callerOf } from '../../../test/access';
import { signedInAgent } from '../../../test/accounts';
import { agentTripBody, bookingCatalogue } from '../../../test/booking-fixture';
import { createTestApp } from '../../../test/test-app';
import { pricingSettings } from './pricing-settings';

const { app, db } = await createTestApp();
const call = callerOf(app);
const agent = await signedInAgent(app, db, { balance: 1_000_000 });
const catalogue = await bookingCatalogue(db, { price: 10_000 });
const {
  taxiServiceId: _car,
  travellerName: _n,
  travellerPhone: _p,
  flightNumber: _f,
  ...quoteBody
} = agentTripBody(catalogue);

/**
 * Another API process, as this one sees it: its own connection, writing plain SQL. Nothing reaches this
 * process's cache but what PostgreSQL itself shows every statement.
 */
const otherProcess = new pg.Client({ connectionString: db.$client.options.connectionString });
await otherProcess.connect();
afterAll(() => otherProcess.end());

async function quotedOffer() {
  const response = await call('POST', '/api/agents-bookings/quote', agent.authorization, quoteBody);
  expect(response.statusCode, response.body).toBe(200);
  const [offer] = (response.json() as Quote).offers;
  if (!offer) throw new Error('no offer');
  return offer;
}

describe('the pricing settings each process keeps (prices, cars, areas, locations, surcharges, VAT, cancellation, distance switch, car images)', () => {
  it('are read once and kept while nothing changes', async () => {
    const first = await pricingSettings(db);
    expect(await pricingSettings(db)).toBe(first);
    await quotedOffer();
    expect(await pricingSettings(db)).toBe(first);
    // A write elsewhere (here: a booking's tables) leaves them be.
    await otherProcess.query(`update agents set updated_at = now() where id = $1`, [agent.row.id]);
    expect(await pricingSettings(db)).toBe(first);
  });

  it('a surcharge rule written by another process prices the very next quote, and so does its removal', async () => {
    expect((await quotedOffer()).price).toMatchObject({ surchargesTotal: 0, total: 10_000 });
    const { rows } = await otherProcess.query<{ id: string }>(
      `insert into surcharges (name_ar, name_en, kind, value) values ('رسم', 'Always', 'Percent', 1000)
       returning id`,
    );
    expect((await quotedOffer()).price).toMatchObject({ surchargesTotal: 1_000, total: 11_000 });
    await otherProcess.query(`update surcharges set value = 2500 where id = $1`, [rows[0]?.id]);
    expect((await quotedOffer()).price).toMatchObject({ surchargesTotal: 2_500, total: 12_500 });
    await otherProcess.query(`update surcharges set deleted_at = now() where id = $1`, [rows[0]?.id]);
    expect((await quotedOffer()).price).toMatchObject({ surchargesTotal: 0, total: 10_000 });
  });

  it('the VAT setting and the global cancellation policy changed by another process are in the next quote', async () => {
    await otherProcess.query(
      `update seller_settings set prices_include_vat = false, vat_rate_bp = 1500 where id = 1`,
    );
    expect((await quotedOffer()).price.total).toBe(11_500);
    await otherProcess.query(`update seller_settings set prices_include_vat = true where id = 1`);
    expect((await quotedOffer()).price.total).toBe(10_000);

    const tiers = [
      { hoursBefore: 24, feePercent: 0 },
      { hoursBefore: 0, feePercent: 100 },
    ];
    await otherProcess.query(`update cancellation_settings set tiers = $1`, [JSON.stringify(tiers)]);
    expect((await quotedOffer()).cancellationTerms).toEqual(tiers);
    await otherProcess.query(`update cancellation_settings set tiers = null`);
    expect((await quotedOffer()).cancellationTerms).toEqual([]);
  });

  it('the distance pricing switch changed by another process is read again', async () => {
    const before = await pricingSettings(db);
    await otherProcess.query(`update distance_settings set global = not global`);
    const after = await pricingSettings(db);
    expect(after.distanceGlobal).toBe(!before.distanceGlobal);
    await otherProcess.query(`update distance_settings set global = not global`);
    expect((await pricingSettings(db)).distanceGlobal).toBe(before.distanceGlobal);
  });

  it("a car's picture added or removed by another process is on the next quote's offer", async () => {
    expect((await quotedOffer()).car.images).toEqual([]);
    const { rows } = await otherProcess.query<{ id: string }>(
      `insert into images (owner_kind, owner_id, mime, bytes, width, height, sha256)
       values ('Car', $1, 'image/webp', '\\x00', 1, 1, 'x'), ('Car', $1, 'image/webp', '\\x00', 1, 1, 'y')
       returning id`,
      [catalogue.carId],
    );
    const [image, thumb] = rows.map((row) => row.id);
    await otherProcess.query(
      `insert into car_images (image_id, car_id, thumb_image_id, position) values ($1, $2, $3, 0)`,
      [image, catalogue.carId, thumb],
    );
    expect((await quotedOffer()).car.images.map((one) => one.id)).toEqual([image]);
    await otherProcess.query(`delete from car_images where image_id = $1`, [image]);
    expect((await quotedOffer()).car.images).toEqual([]);
  });

  it('a price, a car, an area or a location changed by another process is in the very next quote', async () => {
    expect((await quotedOffer()).price.total).toBe(10_000);
    await otherProcess.query(`update taxi_services set price = 12_000 where id = $1`, [catalogue.serviceId]);
    expect((await quotedOffer()).price.total).toBe(12_000);
    await otherProcess.query(`update taxi_services set price = 10_000 where id = $1`, [catalogue.serviceId]);

    // Each switched off in turn takes the offer away, and back on brings it back.
    for (const [table, id] of [
      ['taxi_services', catalogue.serviceId],
      ['cars', catalogue.carId],
      ['areas', catalogue.areaId],
    ] as const) {
      await otherProcess.query(`update ${table} set active = false where id = $1`, [id]);
      const quote = await call('POST', '/api/agents-bookings/quote', agent.authorization, quoteBody);
      const offers = quote.statusCode === 200 ? (quote.json() as Quote).offers : [];
      expect(offers, table).toEqual([]);
      await otherProcess.query(`update ${table} set active = true where id = $1`, [id]);
      expect((await quotedOffer()).price.total, table).toBe(10_000);
    }

    await otherProcess.query(`update locations set active = false where id = $1`, [catalogue.airportId]);
    const refused = await call('POST', '/api/agents-bookings/quote', agent.authorization, quoteBody);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('locationId');
    await otherProcess.query(`update locations set active = true where id = $1`, [catalogue.airportId]);
    expect((await quotedOffer()).price.total).toBe(10_000);
  });

  it('quotes that meet a new token together wait for one read', async () => {
    await otherProcess.query(`update taxi_services set price = 10_000 where id = $1`, [catalogue.serviceId]);
    const settings = await Promise.all(Array.from({ length: 8 }, () => pricingSettings(db)));
    expect(new Set(settings).size).toBe(1);
  });

  it('a change rolled back is never seen', async () => {
    const before = await pricingSettings(db);
    await otherProcess.query('begin');
    await otherProcess.query(`update seller_settings set vat_rate_bp = 1000 where id = 1`);
    expect(await pricingSettings(db)).toBe(before);
    await otherProcess.query('rollback');
    expect(await pricingSettings(db)).toBe(before);
  });
});
