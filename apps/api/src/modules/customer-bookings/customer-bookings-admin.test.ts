import type { AdminAction } from '@masar/contract/admin-actions';
import { XLSX_MIME } from '@masar/contract/agent-bookings';
import type { Paginated } from '@masar/contract/common';
import {
  type CustomerBooking,
  type CustomerBookingListItem,
  customerBookingListItemSchema,
} from '@masar/contract/customer-bookings';
import { BOOKING_NOT_STARTED_MESSAGE } from '@masar/contract/trips';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import { customerBookingBody, customerTripCatalogue } from '../../../test/booking-fixture';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { pickupPassed } from '../../../test/pickup-passed';
import { createTestApp } from '../../../test/test-app';

const { app, db } = await createTestApp({ poolSize: 20 });

type Account = { authorization: string };
let catalogue: Awaited<ReturnType<typeof customerTripCatalogue>>;
let manager: Account & { row: { id: string } };
let viewer: Account;
beforeAll(async () => {
  catalogue = await customerTripCatalogue(db);
  manager = await signedInAdmin(app, db, ['ViewOrders', 'ManageOrders']);
  viewer = await signedInAdmin(app, db, ['ViewerAdmin']);
});

const call = (
  account: Account,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
) =>
  app.inject({
    method,
    url: `/api/${url}`,
    headers: { authorization: account.authorization },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
async function newBooking(overrides = {}) {
  const customer = await signedInUser(app, db);
  const response = await call(customer, 'POST', 'bookings', customerBookingBody(catalogue, overrides));
  return { customer, booking: response.json() as CustomerBooking };
}
const accept = (account: Account, id: string) =>
  call(account, 'PATCH', `bookings/admin/mark-as-accepted/${id}`);
const complete = (account: Account, id: string) =>
  call(account, 'PATCH', `bookings/admin/mark-as-completed/${id}`);
const cancel = (account: Account, id: string, reason = 'No driver free') =>
  call(account, 'PATCH', `bookings/admin/cancel/${id}`, { reason });
const statusOf = async (id: string) =>
  ((await call(manager, 'GET', `bookings/admin/one/${id}`)).json() as CustomerBooking).status;
const actionsOn = async (id: string) =>
  (await call(manager, 'GET', `bookings/admin/admin-actions/${id}`)).json() as AdminAction[];

describe('status machine', () => {
  it('accepts then completes, refusing every other move with 409, each move logged', async () => {
    const { booking } = await newBooking();
    expect((await complete(manager, booking.id)).statusCode).toBe(409);
    expect((await accept(manager, booking.id)).json()).toMatchObject({ status: 'Accepted' });
    const again = await accept(manager, booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A Accepted booking cannot be accepted' });
    const early = await complete(manager, booking.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: BOOKING_NOT_STARTED_MESSAGE });
    expect(await statusOf(booking.id)).toBe('Accepted');
    await pickupPassed(db, 'customer_bookings', booking.id);
    const completed = await complete(manager, booking.id);
    expect((completed.json() as CustomerBooking).history.map((change) => [change.status, change.by])).toEqual(
      [
        ['Requested', 'Customer'],
        ['Accepted', 'Admin'],
        ['Completed', 'Admin'],
      ],
    );
    expect((await cancel(manager, booking.id)).statusCode).toBe(409);
    expect((await accept(manager, booking.id)).statusCode).toBe(409);
    expect(await statusOf(booking.id)).toBe('Completed');
    expect(
      (await actionsOn(booking.id)).map((action) => [action.action, action.entityType, action.after]),
    ).toEqual([
      ['AcceptBooking', 'CustomerBooking', { status: 'Accepted' }],
      ['CompleteBooking', 'CustomerBooking', { status: 'Completed' }],
    ]);
  });

  it('cancels a Requested or an Accepted booking with the reason, and nothing after', async () => {
    const requested = await newBooking();
    const cancelled = await cancel(manager, requested.booking.id);
    expect(cancelled.json()).toMatchObject({ status: 'Cancelled', cancelReason: 'No driver free' });
    expect((cancelled.json() as CustomerBooking).history.at(-1)).toMatchObject({
      status: 'Cancelled',
      by: 'Admin',
    });
    expect((await accept(manager, requested.booking.id)).statusCode).toBe(409);
    expect((await complete(manager, requested.booking.id)).statusCode).toBe(409);
    expect((await cancel(manager, requested.booking.id)).statusCode).toBe(409);
    // The customer reads the reason on their booking.
    const seen = await call(requested.customer, 'GET', `bookings/${requested.booking.id}`);
    expect(seen.json()).toMatchObject({ status: 'Cancelled', cancelReason: 'No driver free' });

    const accepted = await newBooking();
    await accept(manager, accepted.booking.id);
    expect((await cancel(manager, accepted.booking.id, 'Customer phoned')).statusCode).toBe(200);
    expect((await actionsOn(accepted.booking.id)).at(-1)).toMatchObject({
      action: 'CancelBooking',
      before: { status: 'Accepted' },
      after: { status: 'Cancelled' },
      note: 'Customer phoned',
      admin: { id: manager.row.id },
    });
  });

  it('refuses the customer’s own cancel once an admin cancelled, and a cancelled one for the admin', async () => {
    const { customer, booking } = await newBooking();
    expect((await call(customer, 'DELETE', `bookings/${booking.id}`)).statusCode).toBe(200);
    expect((await accept(manager, booking.id)).statusCode).toBe(409);
    expect((await cancel(manager, booking.id)).statusCode).toBe(409);
    expect(await actionsOn(booking.id)).toEqual([]);
  });

  it('lets exactly one of racing accepts, cancels and the customer’s cancel take effect', async () => {
    const { customer, booking } = await newBooking();
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => accept(manager, booking.id)),
      ...Array.from({ length: 5 }, () => call(customer, 'DELETE', `bookings/${booking.id}`)),
    ]);
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(9);
    const status = await statusOf(booking.id);
    expect((await actionsOn(booking.id)).length).toBe(status === 'Accepted' ? 1 : 0);

    const second = await newBooking();
    const cancels = await Promise.all(Array.from({ length: 8 }, () => cancel(manager, second.booking.id)));
    expect(cancels.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(await actionsOn(second.booking.id)).toHaveLength(1);
  });

  it('needs a reason to cancel, and answers 404 for an unknown booking', async () => {
    const { booking } = await newBooking();
    const noReason = await cancel(manager, booking.id, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: [expect.stringMatching(/^reason:/)] });
    expect((await call(manager, 'PATCH', `bookings/admin/cancel/${booking.id}`, {})).statusCode).toBe(400);
    expect((await accept(manager, UNKNOWN_ID)).statusCode).toBe(404);
    expect((await call(manager, 'GET', `bookings/admin/one/${UNKNOWN_ID}`)).statusCode).toBe(404);
    expect((await call(manager, 'GET', `bookings/admin/admin-actions/${UNKNOWN_ID}`)).statusCode).toBe(404);
  });
});

describe('permissions', () => {
  it('lets a ViewerAdmin read and export but not move', async () => {
    const { booking } = await newBooking();
    expect((await call(viewer, 'GET', 'bookings/admin/all-bookings')).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `bookings/admin/one/${booking.id}`)).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `bookings/admin/admin-actions/${booking.id}`)).statusCode).toBe(200);
    expect((await call(viewer, 'GET', 'bookings/admin/export')).statusCode).toBe(200);
    for (const move of [accept, complete, cancel])
      expect((await move(viewer, booking.id)).statusCode).toBe(403);
    expect(await statusOf(booking.id)).toBe('Requested');
  });

  it('refuses moves to an admin who may manage but not see customer bookings (decision 0007)', async () => {
    const { booking } = await newBooking();
    const blind = await signedInAdmin(app, db, ['ManageOrders', 'ViewAgentsBookings']);
    for (const move of [accept, complete, cancel]) {
      const response = await move(blind, booking.id);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe('Missing permission: ViewOrders');
    }
    expect(await statusOf(booking.id)).toBe('Requested');
  });

  it('needs ViewOrders to read and ManageOrders to move', async () => {
    const { booking } = await newBooking();
    const agentsOnly = await signedInAdmin(app, db, ['ViewAgentsBookings']);
    expect((await call(agentsOnly, 'GET', 'bookings/admin/all-bookings')).statusCode).toBe(403);
    expect((await call(agentsOnly, 'GET', `bookings/admin/one/${booking.id}`)).statusCode).toBe(403);
    expect((await call(agentsOnly, 'GET', 'bookings/admin/export')).statusCode).toBe(403);
    const reader = await signedInAdmin(app, db, ['ViewOrders']);
    expect((await call(reader, 'GET', `bookings/admin/one/${booking.id}`)).statusCode).toBe(200);
    expect((await accept(reader, booking.id)).statusCode).toBe(403);
  });

  it('keeps customers, agents and visitors off the admin calls (401 for the Admin audience)', async () => {
    const { customer, booking } = await newBooking();
    const agent = await signedInAgent(app, db);
    for (const account of [customer, agent]) {
      const response = await accept(account, booking.id);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ message: expect.stringMatching(/^Admin /) });
      expect((await call(account, 'GET', 'bookings/admin/all-bookings')).statusCode).toBe(401);
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/bookings/admin/all-bookings' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('lists and export', () => {
  it('lists every customer’s bookings with filters, search and pages', async () => {
    const first = await newBooking({ travellerName: 'Nasser Fahad', flightNumber: 'XY777' });
    const second = await newBooking();
    await accept(manager, second.booking.id);
    const byCustomer = (
      await call(manager, 'GET', `bookings/admin/all-bookings?userId=${first.customer.row.id}`)
    ).json() as Paginated<CustomerBooking>;
    expect(byCustomer.items.map((item) => item.id)).toEqual([first.booking.id]);
    const byFlight = (await call(manager, 'GET', 'bookings/admin/all-bookings?search=xy777')).json();
    expect((byFlight as Paginated<CustomerBooking>).items.map((item) => item.id)).toEqual([first.booking.id]);
    const byEmail = (
      await call(manager, 'GET', `bookings/admin/all-bookings?search=${first.customer.row.email}`)
    ).json() as Paginated<CustomerBooking>;
    expect(byEmail.items.map((item) => item.id)).toEqual([first.booking.id]);
    const accepted = (
      await call(manager, 'GET', `bookings/admin/all-bookings?status=Accepted&areaId=${catalogue.areaId}`)
    ).json() as Paginated<CustomerBooking>;
    expect(accepted.items.map((item) => item.id)).toContain(second.booking.id);
    expect(accepted.items.every((item) => item.status === 'Accepted')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    const range = await call(
      manager,
      'GET',
      `bookings/admin/all-bookings?dateField=createdAt&from=${today}&to=2000-01-01`,
    );
    expect(range.statusCode).toBe(400);
    expect((await call(manager, 'GET', 'bookings/admin/all-bookings?userId=nope')).statusCode).toBe(400);
  });

  it('a row carries only the list fields (issue #21), each as the whole booking has it', async () => {
    const { customer, booking } = await newBooking({ travellerName: 'Row Person', flightNumber: 'XY778' });
    const listKeys = Object.keys(customerBookingListItemSchema.shape).sort();
    const expected: CustomerBookingListItem = {
      id: booking.id,
      reference: booking.reference,
      userId: booking.userId,
      customer: booking.customer,
      status: booking.status,
      paymentMethod: booking.paymentMethod,
      direction: booking.direction,
      returnOf: booking.returnOf,
      returnLegId: booking.returnLegId,
      createdAt: booking.createdAt,
      place: { address: booking.place.address },
      location: booking.location,
      car: { id: booking.car.id, nameAr: booking.car.nameAr, nameEn: booking.car.nameEn },
      pickupAt: booking.pickupAt,
      flightNumber: 'XY778',
      travellerName: 'Row Person',
      price: { hours: booking.price.hours, total: booking.price.total, currency: booking.price.currency },
    };
    for (const page of [
      await call(manager, 'GET', `bookings/admin/all-bookings?userId=${customer.row.id}`),
      await call(customer, 'GET', 'bookings'),
    ]) {
      const [row] = (page.json() as Paginated<CustomerBookingListItem>).items;
      expect(Object.keys(row ?? {}).sort()).toEqual(listKeys);
      expect(row).toEqual(expected);
    }
  });

  it('exports the filtered list as .xlsx with headers in the asked language', async () => {
    const { customer, booking } = await newBooking({ travellerName: 'Export Person', paymentMethod: 'Card' });
    await newBooking();
    const response = await call(manager, 'GET', `bookings/admin/export?userId=${customer.row.id}&lang=en`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(XLSX_MIME);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="customer-bookings-/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    const headerRow = sheet.getRow(1).values as unknown[];
    expect(headerRow).toContain('Reference');
    expect(headerRow).toContain('Payment');
    expect(sheet.rowCount).toBe(2);
    const row = sheet.getRow(2).values as unknown[];
    expect(row).toContain(booking.reference);
    expect(row).toContain('Export Person');
    expect(row).toContain('Card to the driver');
    expect(row).toContain(200);

    const arabic = await call(manager, 'GET', `bookings/admin/export?userId=${customer.row.id}&lang=ar`);
    const arabicBook = new ExcelJS.Workbook();
    await arabicBook.xlsx.load(arabic.rawPayload as unknown as ArrayBuffer);
    expect(arabicBook.worksheets[0]?.getRow(1).values).toContain('المرجع');
    expect(arabicBook.worksheets[0]?.getRow(2).values).toContain('بطاقة للسائق');
  });
});
