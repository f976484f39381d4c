import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { bookableTrip, bookTrip } from '../../../test/booking-fixture';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { browserKeys, startPushReceiver } from '../../../test/push-receiver';
import { createTestApp } from '../../../test/test-app';
import { pushSubscriptions } from '../../db/schema/index';
import { savePushSubscription } from './push-subscriptions';

const { app, db } = await createTestApp();
const receiver = await startPushReceiver();
let trip: object;
let manager: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  await app.ready();
  trip = await bookableTrip(db);
  manager = await signedInAdmin(app, db, ['ViewAgentsBookings', 'ManageOrders', 'EditAgents']);
});

/** A browser of `owner` subscribed at the loopback push service (the route itself insists on https). */
async function subscribe(
  owner: { role: 'Admin' | 'Agent' | 'User'; id: string },
  path: string,
  lang: 'ar' | 'en',
) {
  const browser = browserKeys();
  await savePushSubscription(db, owner, { endpoint: `${receiver.url}${path}`, keys: browser.keys, lang });
  return browser;
}

const accept = (id: string) =>
  app.inject({
    method: 'PATCH',
    url: `/api/agents-bookings/mark-booking-as-accepted-by-admins/${id}`,
    headers: { authorization: manager.authorization },
  });

const send = (authorization: string | undefined, payload: object) =>
  app.inject({
    method: 'POST',
    url: '/api/firebase/send',
    headers: authorization ? { authorization } : {},
    payload,
  });

describe('web push', () => {
  it('an accepted booking reaches the agent’s browsers encrypted (RFC 8291), each in its language', async () => {
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    const english = await subscribe({ role: 'Agent', id: agent.row.id }, '/push/agent-en', 'en');
    const arabic = await subscribe({ role: 'Agent', id: agent.row.id }, '/push/agent-ar', 'ar');
    const { booking } = await bookTrip(app, agent.authorization, trip);
    expect((await accept(booking.id)).statusCode).toBe(200);

    const message = await receiver.next('/push/agent-en');
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(message.headers.authorization).toMatch(/^vapid t=.+, k=.+/);
    expect(JSON.parse(english.decrypt(message.body))).toEqual({
      notification: { title: 'Booking accepted', body: `Booking ${booking.reference} has been accepted.` },
      data: { link: '/en/panel/requests', eventId: expect.any(String), type: 'agentBooking.accepted' },
    });
    const inArabic = JSON.parse(arabic.decrypt((await receiver.next('/push/agent-ar')).body));
    expect(inArabic.notification.title).toBe('تم قبول الحجز');
    // The Latin reference is isolated inside the Arabic sentence, so it reads whole in a right-to-left toast.
    expect(inArabic.notification.body).toBe(`تم قبول الحجز \u2066${booking.reference}\u2069.`);
    expect(inArabic.data.link).toBe('/panel/requests');
  });

  it('a new booking goes to the admins who may view agent bookings, not to the others', async () => {
    const clerk = await signedInAdmin(app, db, ['EditCars']);
    const viewer = await signedInAdmin(app, db, ['ViewerAdmin']);
    await subscribe({ role: 'Admin', id: clerk.row.id }, '/push/clerk', 'en');
    const viewerBrowser = await subscribe({ role: 'Admin', id: viewer.row.id }, '/push/viewer', 'en');
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    const { booking } = await bookTrip(app, agent.authorization, trip);

    const message = JSON.parse(viewerBrowser.decrypt((await receiver.next('/push/viewer')).body));
    expect(message.notification.body).toContain(booking.reference);
    // The viewer's message has come, so the clerk's would have too: none is waiting.
    await expect(receiver.next('/push/clerk', 300)).rejects.toThrow();
  });

  it('a subscription the push service answers 410 (or 404) is removed', async () => {
    const agent = await signedInAgent(app, db);
    await subscribe({ role: 'Agent', id: agent.row.id }, '/push/gone', 'en');
    receiver.answerWith((path) => (path === '/push/gone' ? 410 : 201));
    const response = await send(manager.authorization, {
      target: 'agent',
      agentId: agent.row.id,
      title: 'Hello',
      body: 'Test',
    });
    expect(response.json()).toEqual({ recipients: 1, subscriptions: 1 });
    await receiver.next('/push/gone');
    const endpoint = `${receiver.url}/push/gone`;
    await expect
      .poll(async () => db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)))
      .toHaveLength(0);
    receiver.answerWith(() => 201);
  });
});

describe('POST /firebase/send', () => {
  it('writes to agents with EditAgents and to every admin with EditAdmins only', async () => {
    const agent = await signedInAgent(app, db);
    const browser = await subscribe({ role: 'Agent', id: agent.row.id }, '/push/announce', 'ar');
    const message = { title: 'صيانة', body: 'النظام متوقف الليلة', link: '/panel/requests' };
    const agentsOnly = await signedInAdmin(app, db, ['EditAgents']);
    const adminsOnly = await signedInAdmin(app, db, ['EditAdmins']);

    expect((await send(agentsOnly.authorization, { target: 'allAgents', ...message })).statusCode).toBe(200);
    const received = JSON.parse(browser.decrypt((await receiver.next('/push/announce')).body));
    expect(received).toMatchObject({ notification: { title: 'صيانة' }, data: { link: '/panel/requests' } });

    const forbidden = await send(agentsOnly.authorization, { target: 'allAdmins', ...message });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().message).toBe('Missing permission: EditAdmins');
    expect((await send(adminsOnly.authorization, { target: 'allAgents', ...message })).statusCode).toBe(403);
    expect((await send(adminsOnly.authorization, { target: 'allAdmins', ...message })).statusCode).toBe(200);
    const viewer = await signedInAdmin(app, db, ['ViewerAdmin']);
    expect((await send(viewer.authorization, { target: 'allAgents', ...message })).statusCode).toBe(403);
  });

  it('needs an admin, a valid message and an existing agent', async () => {
    const message = { title: 'Hi', body: 'There' };
    expect((await send(undefined, { target: 'allAgents', ...message })).statusCode).toBe(401);
    const agent = await signedInAgent(app, db);
    expect((await send(agent.authorization, { target: 'allAgents', ...message })).statusCode).toBe(401);

    const invalid = await send(manager.authorization, {
      target: 'agent',
      title: ' ',
      body: 'x',
      link: 'https://evil.test',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().message).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^title: /),
        expect.stringMatching(/^link: /),
        expect.stringMatching(/^agentId: /),
      ]),
    );
    const unknown = await send(manager.authorization, { target: 'agent', agentId: UNKNOWN_ID, ...message });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /firebase/register-token', () => {
  const body = (endpoint: string) => ({ endpoint, keys: browserKeys().keys, lang: 'en' });

  it('any role stores its subscription; the public key is served; turning off removes only its own', async () => {
    const key = await app.inject({ method: 'GET', url: '/api/firebase/vapid-public-key' });
    expect(key.json().publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const agent = await signedInAgent(app, db);
    const endpoint = 'https://push.example.test/send/agent-1';
    const saved = await app.inject({
      method: 'POST',
      url: '/api/firebase/register-token',
      headers: { authorization: agent.authorization },
      payload: body(endpoint),
    });
    expect(saved.statusCode).toBe(200);
    const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(row).toMatchObject({ role: 'Agent', subjectId: agent.row.id, lang: 'en' });

    const other = await signedInAgent(app, db);
    const off = (authorization: string) =>
      app.inject({
        method: 'POST',
        url: '/api/firebase/unregister-token',
        headers: { authorization },
        payload: { endpoint },
      });
    expect((await off(other.authorization)).statusCode).toBe(204);
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(1);
    expect((await off(agent.authorization)).statusCode).toBe(204);
    expect(
      await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint)),
    ).toHaveLength(0);
  });

  it('refuses a missing token and a non-https endpoint', async () => {
    const unsigned = await app.inject({
      method: 'POST',
      url: '/api/firebase/register-token',
      payload: body('https://x.test/1'),
    });
    expect(unsigned.statusCode).toBe(401);
    const agent = await signedInAgent(app, db);
    const insecure = await app.inject({
      method: 'POST',
      url: '/api/firebase/register-token',
      headers: { authorization: agent.authorization },
      payload: body('http://x.test/1'),
    });
    expect(insecure.statusCode).toBe(400);
  });
});

describe('GET /firebase/agent-options', () => {
  it('lists agents for who may write to them', async () => {
    const agent = await signedInAgent(app, db);
    const writer = await signedInAdmin(app, db, ['EditAgents']);
    const options = await app.inject({
      method: 'GET',
      url: '/api/firebase/agent-options',
      headers: { authorization: writer.authorization },
    });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toEqual(expect.arrayContaining([expect.objectContaining({ id: agent.row.id })]));
    const reader = await signedInAdmin(app, db, ['ViewAgents']);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/firebase/agent-options',
      headers: { authorization: reader.authorization },
    });
    expect(refused.statusCode).toBe(403);
  });
});
