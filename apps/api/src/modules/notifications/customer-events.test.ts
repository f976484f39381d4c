import type { CustomerBooking } from '@masar/contract/customer-bookings';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInUser } from '../../../test/accounts';
import { customerBookingBody, customerTripCatalogue } from '../../../test/booking-fixture';
import { eventStreams } from '../../../test/event-stream';
import { createTestApp } from '../../../test/test-app';

const { app, db } = await createTestApp();
let base = '';
const openStream = eventStreams(() => base);
let catalogue: Awaited<ReturnType<typeof customerTripCatalogue>>;

beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  catalogue = await customerTripCatalogue(db);
});

const call = (authorization: string, method: 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api/${url}`, headers: { authorization }, ...(payload && { payload }) });

describe('customer booking events', () => {
  it('a new booking reaches admins with ViewOrders; its acceptance reaches the customer only', async () => {
    const orders = await signedInAdmin(app, db, ['ViewOrders', 'ManageOrders']);
    const customer = await signedInUser(app, db);
    const other = await signedInUser(app, db);
    const adminStream = await openStream(orders.authorization);
    const customerStream = await openStream(customer.authorization, 'ar');
    const otherStream = await openStream(other.authorization);

    const created = await call(customer.authorization, 'POST', 'bookings', customerBookingBody(catalogue));
    expect(created.statusCode).toBe(201);
    const booking = created.json() as CustomerBooking;
    expect((await adminStream.next()).event).toEqual({
      type: 'customerBooking.created',
      bookingId: booking.id,
      userId: customer.row.id,
      reference: booking.reference,
    });

    const accepted = await call(
      orders.authorization,
      'PATCH',
      `bookings/admin/mark-as-accepted/${booking.id}`,
    );
    expect(accepted.statusCode).toBe(200);
    const heard = await customerStream.next();
    expect(heard.event).toMatchObject({ type: 'customerBooking.accepted', bookingId: booking.id });
    expect(heard.message).toMatchObject({
      notification: { title: 'تم قبول حجزك' },
      data: { link: '/account/bookings' },
    });

    // The other customer's first event is their own cancellation: the acceptance never reached them.
    const own = (await call(other.authorization, 'POST', 'bookings', customerBookingBody(catalogue))).json();
    expect((await adminStream.next()).event).toMatchObject({
      type: 'customerBooking.created',
      bookingId: own.id,
    });
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/bookings/${own.id}`,
      headers: { authorization: other.authorization },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await otherStream.next()).event).toMatchObject({
      type: 'customerBooking.cancelled',
      bookingId: own.id,
    });
  });
});
