import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { bookableTrip, bookTrip } from '../../../test/booking-fixture';
import { eventStreams } from '../../../test/event-stream';
import { createTestApp } from '../../../test/test-app';

const { app, db } = await createTestApp();
let base = '';
const openStream = eventStreams(() => base);
let trip: object;
let manager: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  trip = await bookableTrip(db);
  manager = await signedInAdmin(app, db, [
    'ViewAgentsBookings',
    'ManageOrders',
    'ManagePayments',
    'EditAdmins',
  ]);
});

const patch = (url: string, payload?: object) =>
  app.inject({
    method: 'PATCH',
    url: `/api/${url}`,
    headers: { authorization: manager.authorization },
    payload,
  });

describe('GET /events', () => {
  it("an admin's changed permissions reach their open stream, which then ends to reconnect under the new ones", async () => {
    const viewer = await signedInAdmin(app, db, ['ViewAgentsBookings', 'ViewPayments']);
    const other = await signedInAdmin(app, db, ['ViewAgentsBookings']);
    const viewerStream = await openStream(viewer.authorization);
    const otherStream = await openStream(other.authorization);
    const update = (payload: object) =>
      app.inject({
        method: 'PATCH',
        url: `/api/admin/updateAdmin?id=${viewer.row.id}`,
        headers: { authorization: manager.authorization },
        payload,
      });
    // A change of name alone changes no rights: nothing is sent.
    expect((await update({ name: 'Renamed Viewer' })).statusCode).toBe(200);
    expect((await update({ permissions: ['ViewAgentsBookings'] })).statusCode).toBe(200);
    const heard = await viewerStream.next();
    expect(heard.event).toEqual({ type: 'account.changed', role: 'Admin', accountId: viewer.row.id });
    expect(heard.message.notification).toBeUndefined();
    await expect(viewerStream.next()).rejects.toThrow('stream ended');

    // Deactivation too, on a new stream; the other admin heard of neither.
    const again = await openStream(viewer.authorization);
    expect((await update({ active: false })).statusCode).toBe(200);
    expect((await again.next()).event).toMatchObject({ type: 'account.changed', accountId: viewer.row.id });
    const { booking } = await bookTrip(
      app,
      (await signedInAgent(app, db, { balance: 50_000 })).authorization,
      trip,
    );
    expect((await otherStream.next()).event).toMatchObject({
      type: 'agentBooking.created',
      bookingId: booking.id,
    });
  });

  it('the agent hears their booking accepted; another agent never does', async () => {
    const owner = await signedInAgent(app, db, { balance: 50_000 });
    const stranger = await signedInAgent(app, db, { balance: 50_000 });
    const ownerStream = await openStream(owner.authorization);
    const strangerStream = await openStream(stranger.authorization, 'ar');
    const { booking } = await bookTrip(app, owner.authorization, trip);
    expect((await patch(`agents-bookings/mark-booking-as-accepted-by-admins/${booking.id}`)).statusCode).toBe(
      200,
    );

    const heard = await ownerStream.next();
    expect(heard.event).toEqual({
      type: 'agentBooking.accepted',
      bookingId: booking.id,
      agentId: owner.row.id,
      reference: booking.reference,
    });
    expect(heard.message).toMatchObject({
      notification: { title: 'Booking accepted' },
      data: { link: '/en/panel/requests', eventId: heard.id },
    });

    // The stranger's first event is their own balance change, made after the acceptance: nothing came before it.
    const topUp = await app.inject({
      method: 'POST',
      url: `/api/transactions/update-balance/${stranger.row.id}`,
      headers: { authorization: manager.authorization },
      payload: { operation: 'ADD', amount: 1_000, note: 'Bonus' },
    });
    expect(topUp.statusCode).toBe(201);
    const first = await strangerStream.next();
    expect(first.event).toEqual({
      type: 'balance.changed',
      agentId: stranger.row.id,
      balance: 51_000,
      currency: 'SAR',
    });
    expect(first.message.notification?.title).toBe('تغيّر رصيد محفظتك');
  });

  it('new bookings reach admins who may view them; a failed (rolled back) booking announces nothing', async () => {
    const clerk = await signedInAdmin(app, db, ['EditCars']);
    const viewer = await signedInAdmin(app, db, ['ViewerAdmin']);
    const clerkStream = await openStream(clerk.authorization);
    const viewerStream = await openStream(viewer.authorization);
    const broke = await signedInAgent(app, db, { balance: 100 });
    expect((await bookTrip(app, broke.authorization, trip)).status).toBe(402);
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    const { booking } = await bookTrip(app, agent.authorization, trip);

    const heard = await viewerStream.next();
    expect(heard.event).toMatchObject({ type: 'agentBooking.created', bookingId: booking.id });
    // The clerk's first event is a later message to every admin: the booking never reached them.
    const sent = await app.inject({
      method: 'POST',
      url: '/api/firebase/send',
      headers: { authorization: manager.authorization },
      payload: { target: 'allAdmins', title: 'Marker', body: 'After the booking' },
    });
    expect(sent.statusCode).toBe(200);
    expect((await clerkStream.next()).event).toMatchObject({ type: 'announcement', title: 'Marker' });
  });

  it('keeps working after the listening connection drops (it reconnects)', async () => {
    const listener = () =>
      db.$client.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and query = 'LISTEN masar_events'`,
      );
    const [before] = (await listener()).rows;
    expect(before).toBeDefined();
    await db.$client.query('select pg_terminate_backend($1)', [before?.pid]);
    // A new listening connection replaces the terminated one.
    await expect
      .poll(
        async () => {
          const pids = (await listener()).rows.map((row) => row.pid);
          return pids.length === 1 && pids[0] !== before?.pid;
        },
        { timeout: 10_000 },
      )
      .toBe(true);

    const admin = await signedInAdmin(app, db, []);
    const stream = await openStream(admin.authorization);
    const sent = await app.inject({
      method: 'POST',
      url: '/api/firebase/send',
      headers: { authorization: manager.authorization },
      payload: { target: 'allAdmins', title: 'Back', body: 'After a reconnect' },
    });
    expect(sent.statusCode).toBe(200);
    expect((await stream.next()).event).toMatchObject({ type: 'announcement', title: 'Back' });
  });

  it('needs a valid token', async () => {
    const missing = await fetch(`${base}/api/events`);
    expect(missing.status).toBe(401);
    const expired = await fetch(`${base}/api/events`, { headers: { authorization: 'Bearer nonsense' } });
    expect(expired.status).toBe(401);
    expect(((await expired.json()) as { message: string }).message).toMatch(/^Agent /);
  });
});
