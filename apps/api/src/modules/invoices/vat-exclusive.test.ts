import type { AdminAction } from '@masar/contract/admin-actions';
import { SELLER_SETTINGS_ENTITY_ID } from '@masar/contract/admin-actions';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { CustomerBooking } from '@masar/contract/customer-bookings';
import type { Invoice, SellerSettings } from '@masar/contract/invoices';
import type { Quote } from '@masar/contract/trips';
import { describe, expect, it } from 'vitest';
import { callerOf } from '../../../test/access';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import {
  agentTripBody,
  bookingCatalogue,
  bookTrip,
  customerBookingBody,
} from '../../../test/booking-fixture';
import { ledgerViolations } from '../../../test/ledger';
import { pickupPassed } from '../../../test/pickup-passed';
import { createTestApp } from '../../../test/test-app';
import { createExtraService } from '../../seed/catalogue-factories';
import { catalogueUnitOf, chargedUnit } from '../pricing/catalogue-vat';

/** Catalogue prices that exclude VAT (decision 0012, addendum): pricing adds it, invoices split it back. */

const { app, db } = await createTestApp();
const call = callerOf(app);
const editor = await signedInAdmin(app, db, ['EditAdmins', 'EditTaxiServices']);
const auditor = (await signedInAdmin(app, db, ['ViewAdminActions'])).authorization;
const payments = (await signedInAdmin(app, db, ['ViewPayments'])).authorization;
const manager = (await signedInAdmin(app, db, ['ManageOrders', 'ViewOrders'])).authorization;
const catalogue = await bookingCatalogue(db, { price: 10_000 });
const airport = await bookingCatalogue(db, { price: 20_000, atAirport: true });
// 10.05 a seat: its VAT 1.5075 rounds to 1.51 per seat.
const seat = await createExtraService(db, { price: 1_005, maxQuantity: 3 });

const initial = (await call('GET', '/api/invoices/seller', editor.authorization)).json() as SellerSettings;
const settingsBody = (pricesIncludeVat: boolean) => ({ ...initial, updatedAt: undefined, pricesIncludeVat });

async function setPricesIncludeVat(pricesIncludeVat: boolean) {
  const response = await call(
    'PUT',
    '/api/invoices/seller',
    editor.authorization,
    settingsBody(pricesIncludeVat),
  );
  expect(response.statusCode, response.body).toBe(200);
  expect((response.json() as SellerSettings).pricesIncludeVat).toBe(pricesIncludeVat);
}

const invoicesOf = async (reference: string) =>
  ((await call('GET', `/api/invoices?search=${reference}`, payments)).json() as { items: Invoice[] }).items;

describe('the VAT added to one unit price', () => {
  it('rounds half up per unit and is undone exactly for every price up to 100,000 halalas', () => {
    expect(chargedUnit(10_000, 1500)).toBe(11_500);
    expect(chargedUnit(1_005, 1500)).toBe(1_156); // 150.75 → 151
    expect(chargedUnit(1_003, 1500)).toBe(1_153); // 150.45 → 150
    expect(chargedUnit(10, 500)).toBe(11); // 0.5 → 1 (half up)
    expect(chargedUnit(10_000, null)).toBe(10_000);
    for (const rate of [0, 500, 1500, 10_000]) {
      for (let unit = 0; unit <= 100_000; unit += 1) {
        if (catalogueUnitOf(chargedUnit(unit, rate), rate) !== unit) throw new Error(`${unit} at ${rate}`);
      }
    }
    // A charged amount no catalogue price gives is refused: at 100 %, 7 → 14 and 8 → 16, nothing → 15.
    expect(() => catalogueUnitOf(15, 10_000)).toThrow();
  });
});

describe('catalogue prices without VAT', () => {
  it('is saved and logged with the fields before and after, read in the action log', async () => {
    await setPricesIncludeVat(false);
    const log = await call(
      'GET',
      `/api/admin-actions?entityType=SellerSettings&adminId=${editor.row.id}`,
      auditor,
    );
    expect(log.statusCode, log.body).toBe(200);
    const [entry] = (log.json() as { items: AdminAction[] }).items as [AdminAction];
    expect(entry).toMatchObject({
      action: 'Update',
      entityType: 'SellerSettings',
      entityId: SELLER_SETTINGS_ENTITY_ID,
      admin: { id: editor.row.id },
      before: { pricesIncludeVat: true, vatRateBasisPoints: 1500, legalNameEn: initial.legalNameEn },
      after: { pricesIncludeVat: false, vatRateBasisPoints: 1500 },
    });
  });

  it('logs nothing for a refused change', async () => {
    const count = async () =>
      (await db.$client.query(`select 1 from admin_actions where entity_type = 'SellerSettings'`)).rowCount;
    const before = await count();
    const refused = await call('PUT', '/api/invoices/seller', editor.authorization, {
      ...settingsBody(false),
      vatNumber: '123',
      vatRateBasisPoints: -1,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toHaveLength(2);
    expect(await count()).toBe(before);
  });

  it('quotes catalogue × 1.15 to agents and visitors', async () => {
    const trip = agentTripBody(catalogue);
    const agentQuote = await call(
      'POST',
      '/api/agents-bookings/quote',
      (await signedInAgent(app, db, {})).authorization,
      { ...trip, extras: [{ extraServiceId: seat.id, quantity: 2 }] },
    );
    expect(agentQuote.statusCode, agentQuote.body).toBe(200);
    expect((agentQuote.json() as Quote).offers[0]?.price).toMatchObject({
      transferPrice: 11_500,
      extras: [{ unitPrice: 1_156, quantity: 2, total: 2_312 }],
      total: 13_812,
    });
    const publicQuote = await call('POST', '/api/bookings/quote', undefined, customerBookingBody(airport));
    expect(publicQuote.statusCode, publicQuote.body).toBe(200);
    expect((publicQuote.json() as Quote).offers[0]?.price.total).toBe(23_000);
    // The public catalogue shows what is charged too: the extra's unit and the car's lowest price.
    const extras = (await call('GET', '/api/public/extras')).json() as { id: string; price: number }[];
    expect(extras.find((extra) => extra.id === seat.id)?.price).toBe(1_156);
    const fleet = (await call('GET', '/api/public/fleet')).json() as { id: string; fromPrice: number }[];
    expect(fleet.find((car) => car.id === catalogue.carId)?.fromPrice).toBe(11_500);
  });

  it('charges the wallet catalogue + VAT, and its invoice splits net = catalogue and VAT = the added amount', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const plain = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    expect(plain.status).toBe(201);
    expect(plain.booking.price.total).toBe(11_500);

    const { status, booking } = await bookTrip(
      app,
      agent.authorization,
      agentTripBody(catalogue, { extras: [{ extraServiceId: seat.id, quantity: 3 }] }),
    );
    expect(status).toBe(201);
    // 3 seats at 11.56 (10.05 + 1.51): 34.68; catalogue 30.15 × 1.15 = 34.6725 would round to 34.67 per line.
    expect(booking.price).toMatchObject({ transferPrice: 11_500, extrasTotal: 3_468, total: 14_968 });
    const balance = await db.$client.query<{ balance: string }>('select balance from agents where id = $1', [
      agent.row.id,
    ]);
    expect(Number(balance.rows[0]?.balance)).toBe(100_000 - 11_500 - 14_968);

    const [invoice] = (await invoicesOf(booking.reference)) as [Invoice];
    expect(invoice).toMatchObject({
      kind: 'Invoice',
      net: 10_000 + 3_015,
      vat: 1_500 + 453,
      total: 14_968,
      lines: [
        { code: 'Transfer', quantity: 1, unitNet: 10_000, net: 10_000, vat: 1_500, total: 11_500 },
        { code: 'Extra', quantity: 3, unitNet: 1_005, net: 3_015, vat: 453, total: 3_468 },
      ],
    });
    for (const line of invoice.lines) expect(line.net + line.vat).toBe(line.total);
    expect(invoice.lines.reduce((sum, line) => sum + line.total, 0)).toBe(booking.price.total);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('adds VAT to a surcharge of the catalogue fare', async () => {
    const rule = await call('POST', '/api/surcharges', editor.authorization, {
      nameAr: 'رسم دائم',
      nameEn: 'Always',
      kind: 'Percent',
      value: 1_000,
    });
    expect(rule.statusCode, rule.body).toBe(201);
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const { status, booking } = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    await call('DELETE', `/api/surcharges/${rule.json().id}`, editor.authorization);
    expect(status).toBe(201);
    // 10 % of the catalogue fare 100.00 = 10.00, plus its VAT 1.50.
    expect(booking.price).toMatchObject({ surchargesTotal: 1_150, total: 11_500 + 1_150 });
    const [invoice] = (await invoicesOf(booking.reference)) as [Invoice];
    expect(invoice.lines[1]).toMatchObject({ code: 'Surcharge', net: 1_000, vat: 150, total: 1_150 });
    expect(invoice).toMatchObject({ net: 11_000, vat: 1_650, total: 12_650 });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('leaves bookings made before a switch back to VAT-inclusive prices as they were charged', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const { booking } = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    const customer = await signedInUser(app, db);
    const created = await call('POST', '/api/bookings', customer.authorization, customerBookingBody(airport));
    expect(created.statusCode, created.body).toBe(201);
    const ride = created.json() as CustomerBooking;
    expect(ride.price.total).toBe(23_000);

    await setPricesIncludeVat(true);

    // New bookings are the catalogue price again …
    const after = await bookTrip(app, agent.authorization, agentTripBody(catalogue));
    expect(after.booking.price.total).toBe(10_000);
    // … old ones keep their price, and the customer's invoice, issued only now, keeps their VAT split.
    const again = await call('GET', `/api/agents-bookings/one-by-agent/${booking.id}`, agent.authorization);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as AgentBooking).price).toMatchObject({ transferPrice: 11_500, total: 11_500 });
    expect((await call('PATCH', `/api/bookings/admin/mark-as-accepted/${ride.id}`, manager)).statusCode).toBe(
      200,
    );
    await pickupPassed(db, 'customer_bookings', ride.id);
    const completed = await call('PATCH', `/api/bookings/admin/mark-as-completed/${ride.id}`, manager);
    expect(completed.statusCode, completed.body).toBe(200);
    const [simplified] = (await invoicesOf(ride.reference)) as [Invoice];
    expect(simplified).toMatchObject({ type: 'Simplified', net: 20_000, vat: 3_000, total: 23_000 });

    // The agent's refund: a credit note of the exclusive invoice, the full charged price back.
    const refunded = await call('DELETE', `/api/agents-bookings/${booking.id}`, agent.authorization);
    expect(refunded.statusCode, refunded.body).toBe(200);
    const documents = await invoicesOf(booking.reference);
    expect(documents.find((document) => document.kind === 'CreditNote')).toMatchObject({
      net: 10_000,
      vat: 1_500,
      total: 11_500,
    });
    const inclusive = (await invoicesOf(after.booking.reference))[0];
    expect(inclusive).toMatchObject({ net: 8_696, vat: 1_304, total: 10_000 });
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
