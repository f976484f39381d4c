import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { pushSubscriptions } from '../../db/schema/index';

const { app, db } = await createTestApp();

const call = (authorization: string | undefined, payload: object) =>
  app.inject({
    method: 'PATCH',
    url: '/api/admin/update-fcm',
    payload,
    headers: authorization ? { authorization } : {},
  });

describe('update-fcm', () => {
  const subscription = (endpoint: string, auth = 'c2VjcmV0LWF1dGg') => ({
    endpoint,
    expirationTime: null,
    keys: {
      p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
      auth,
    },
  });

  it('any admin stores their own subscription; the same endpoint is updated, not duplicated', async () => {
    const unrelated = await signedInAdmin(app, db, ['EditCars']);
    const viewer = await signedInAdmin(app, db, []); // no permission at all
    const endpoint = 'https://push.example.test/send/abc123';
    const first = await call(unrelated.authorization, subscription(endpoint));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ endpoint });

    // Another admin signs in on the same browser: the endpoint is now theirs, with new keys.
    const second = await call(viewer.authorization, subscription(endpoint, 'bmV3LWF1dGgta2V5'));
    expect(second.statusCode).toBe(200);
    const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ role: 'Admin', subjectId: viewer.row.id, auth: 'bmV3LWF1dGgta2V5' });
  });

  it('needs an admin token and a valid subscription', async () => {
    const viewer = await signedInAdmin(app, db, ['ViewerAdmin']);
    const body = subscription('https://push.example.test/send/x');
    expect((await call(undefined, body)).statusCode).toBe(401);
    const agent = await signedInAgent(app, db);
    expect((await call(agent.authorization, body)).statusCode).toBe(401);
    const bad = await call(viewer.authorization, {
      endpoint: 'http://insecure.test/x',
      keys: { p256dh: 'not base64!', auth: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^endpoint: /),
        expect.stringMatching(/^keys\.p256dh: /),
        expect.stringMatching(/^keys\.auth: /),
      ]),
    );
  });
});
