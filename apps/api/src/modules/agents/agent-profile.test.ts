import { EMAIL_TAKEN, WRONG_CURRENT_PASSWORD } from '@masar/contract/auth';
import { IMAGE_MAX_BYTES } from '@masar/contract/images';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PASSWORD, signedInAdmin, signedInAgent } from '../../../test/accounts';
import { form, pngImage } from '../../../test/images';
import { createTestApp, signIn } from '../../../test/test-app';
import { agents, images } from '../../db/schema/index';
import { createAgent } from '../../seed/factories';

const { app, db } = await createTestApp();

const edit = (authorization: string | undefined, payload: FormData | object) =>
  app.inject({
    method: 'PATCH',
    url: '/api/agents/editByAgent',
    payload,
    headers: authorization ? { authorization } : {},
  });

const png = (bytes: Buffer, name = 'me.png', type = 'image/png') => ({ avatar: { bytes, name, type } });

describe('PATCH /agents/editByAgent', () => {
  it('sets and clears the agent’s own low-balance alert, never the credit limit (issue #19)', async () => {
    const agent = await signedInAgent(app, db, { creditLimit: 10_000 });
    const set = await edit(agent.authorization, form({ lowBalanceThreshold: '٥٠٠٠', creditLimit: '999999' }));
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ lowBalanceThreshold: 5_000, creditLimit: 10_000 });
    const bad = await edit(agent.authorization, form({ lowBalanceThreshold: '-1' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toEqual([expect.stringMatching(/^lowBalanceThreshold: /)]);
    const kept = await edit(agent.authorization, form({ name: 'Same Alert' }));
    expect(kept.json()).toMatchObject({ lowBalanceThreshold: 5_000 });
    const off = await edit(agent.authorization, form({ lowBalanceThreshold: '' }));
    expect(off.json()).toMatchObject({ lowBalanceThreshold: null });
  });

  it('needs an agent token', async () => {
    const body = form({ name: 'Nobody Here' });
    const none = await edit(undefined, body);
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toMatch(/^Agent /);
    const admin = await signedInAdmin(app, db, ['EditAgents']);
    expect((await edit(admin.authorization, form({ name: 'Nobody Here' }))).statusCode).toBe(401);
  });

  it('changes the agent’s own profile fields; empty optional fields become null', async () => {
    const agent = await signedInAgent(app, db, { balance: 5_000, city: 'Riyadh', address: 'Old address' });
    const response = await edit(
      agent.authorization,
      form({
        name: 'Renamed Agent',
        phone: '+966512345678',
        companyName: 'Renamed Travel',
        country: 'SA',
        city: 'Jeddah',
        address: '',
        balance: '999999',
        active: 'false',
      }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: agent.row.id,
      name: 'Renamed Agent',
      phone: '+966512345678',
      companyName: 'Renamed Travel',
      city: 'Jeddah',
      address: null,
      balance: 5_000,
      active: true,
    });
  });

  it('answers bad fields with one 400 message each', async () => {
    const agent = await signedInAgent(app, db);
    const response = await edit(agent.authorization, form({ name: 'x', phone: '12', removeAvatar: 'maybe' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      expect.stringMatching(/^name: /),
      expect.stringMatching(/^phone: Phone must be a Saudi mobile/),
      expect.stringMatching(/^removeAvatar: /),
    ]);
  });

  it('a JSON body is refused with 415: the form is multipart', async () => {
    const agent = await signedInAgent(app, db);
    const response = await edit(agent.authorization, { name: 'Json Name' });
    expect(response.statusCode).toBe(415);
  });

  describe('changing the e-mail', () => {
    it('needs the current password, which must be right', async () => {
      const agent = await signedInAgent(app, db);
      const missing = await edit(agent.authorization, form({ email: 'new.mail@masar.test' }));
      expect(missing.statusCode).toBe(400);
      expect(missing.json().message).toEqual([expect.stringMatching(/^currentPassword: /)]);
      const wrong = await edit(
        agent.authorization,
        form({ email: 'new.mail@masar.test', currentPassword: 'not the password' }),
      );
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().message).toBe(WRONG_CURRENT_PASSWORD);

      const ok = await edit(
        agent.authorization,
        form({ email: 'New.Mail@Masar.test', currentPassword: PASSWORD }),
      );
      expect(ok.statusCode).toBe(200);
      expect(ok.json().email).toBe('new.mail@masar.test');
      expect((await signIn(app, 'Agent', 'new.mail@masar.test', PASSWORD)).body.agent.id).toBe(agent.row.id);
    });

    it('the same e-mail in another case is not a change', async () => {
      const agent = await signedInAgent(app, db);
      const response = await edit(
        agent.authorization,
        form({ email: agent.row.email.toUpperCase(), city: 'Taif' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: agent.row.email, city: 'Taif' });
    });

    it('an e-mail of another agent is a 409, whatever its case', async () => {
      await createAgent(db, { email: 'someone.else@masar.test' });
      const agent = await signedInAgent(app, db);
      const response = await edit(
        agent.authorization,
        form({ email: 'SomeOne.Else@masar.test', currentPassword: PASSWORD }),
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(EMAIL_TAKEN);
    });
  });

  describe('avatar', () => {
    it('accepts a real PNG, stores it and serves it at avatarUrl with a strong ETag and 304', async () => {
      const agent = await signedInAgent(app, db);
      const bytes = pngImage(4, 3);
      const response = await edit(agent.authorization, form({ name: 'With Picture' }, png(bytes)));
      expect(response.statusCode).toBe(200);
      const { avatarUrl } = response.json();
      expect(avatarUrl).toMatch(/^\/api\/images\/[0-9a-f-]{36}$/);

      const image = await app.inject({ method: 'GET', url: avatarUrl });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      expect(image.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(image.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
      expect(image.rawPayload.equals(bytes)).toBe(true);

      const again = await app.inject({
        method: 'GET',
        url: avatarUrl,
        headers: { 'if-none-match': image.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');

      const [stored] = await db.select().from(images).where(eq(images.ownerId, agent.row.id));
      expect(stored).toMatchObject({ ownerKind: 'agent-avatar', mime: 'image/png', width: 4, height: 3 });
      const current = await app.inject({
        method: 'GET',
        url: '/api/agents/currentAgentData',
        headers: { authorization: agent.authorization },
      });
      expect(current.json().avatarUrl).toBe(avatarUrl);
    });

    it('judges the type by the bytes: a PNG sent as application/octet-stream is a PNG', async () => {
      const agent = await signedInAgent(app, db);
      const response = await edit(
        agent.authorization,
        form({}, png(pngImage(2, 2), 'blob', 'application/octet-stream')),
      );
      expect(response.statusCode).toBe(200);
      const image = await app.inject({ method: 'GET', url: response.json().avatarUrl });
      expect(image.headers['content-type']).toBe('image/png');
    });

    it('refuses a text file named .png and declared image/png (400)', async () => {
      const agent = await signedInAgent(app, db);
      const response = await edit(
        agent.authorization,
        form({}, png(Buffer.from('<svg onload="alert(1)">not an image</svg>'), 'evil.png')),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual(['avatar: Only JPEG, PNG or WebP images are accepted']);
    });

    it('refuses a file over 5 MB with a clear 413, and changes nothing', async () => {
      const agent = await signedInAgent(app, db, { city: 'Riyadh' });
      const big = Buffer.concat([pngImage(2, 2), Buffer.alloc(IMAGE_MAX_BYTES)]);
      const response = await edit(agent.authorization, form({ city: 'Jeddah' }, png(big)));
      expect(response.statusCode).toBe(413);
      expect(response.json()).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'avatar: The file is larger than 5 MB',
      });
      const [row] = await db.select({ city: agents.city }).from(agents).where(eq(agents.id, agent.row.id));
      expect(row?.city).toBe('Riyadh');
    });

    it('refuses a pixel flood: a PNG header claiming 50000×50000', async () => {
      const agent = await signedInAgent(app, db);
      const flood = pngImage(1, 1, { claimedWidth: 50_000, claimedHeight: 50_000 });
      const response = await edit(agent.authorization, form({}, png(flood)));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toEqual([
        expect.stringMatching(/^avatar: The image is too large \(50000×50000\)/),
      ]);
    });

    it('refuses a second file and a file in another field', async () => {
      const agent = await signedInAgent(app, db);
      const two = form({});
      for (const name of ['a.png', 'b.png']) {
        two.append('avatar', new Blob([new Uint8Array(pngImage(1, 1))], { type: 'image/png' }), name);
      }
      const response = await edit(agent.authorization, two);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('Send at most 1 file(s) in this form');

      const elsewhere = form({}, { document: { bytes: pngImage(1, 1), name: 'x.png', type: 'image/png' } });
      const other = await edit(agent.authorization, elsewhere);
      expect(other.statusCode).toBe(400);
      expect(other.json().message).toEqual(['document: No file is expected in this field']);
    });

    it('an empty file input (no file chosen) leaves the picture as it is', async () => {
      const agent = await signedInAgent(app, db);
      const first = await edit(agent.authorization, form({}, png(pngImage(1, 1))));
      const empty = await edit(
        agent.authorization,
        form(
          { city: 'Makkah' },
          { avatar: { bytes: Buffer.alloc(0), name: '', type: 'application/octet-stream' } },
        ),
      );
      expect(empty.statusCode).toBe(200);
      expect(empty.json()).toMatchObject({ city: 'Makkah', avatarUrl: first.json().avatarUrl });
    });

    it('a new picture replaces the old one, which is deleted; removeAvatar removes it', async () => {
      const agent = await signedInAgent(app, db);
      const first = (await edit(agent.authorization, form({}, png(pngImage(2, 2))))).json().avatarUrl;
      const second = (
        await edit(agent.authorization, form({}, png(pngImage(3, 3, { color: [255, 0, 0] }))))
      ).json().avatarUrl;
      expect(second).not.toBe(first);
      expect((await app.inject({ method: 'GET', url: first })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(200);

      const removed = await edit(agent.authorization, form({ removeAvatar: 'true' }));
      expect(removed.json().avatarUrl).toBeNull();
      expect((await app.inject({ method: 'GET', url: second })).statusCode).toBe(404);
      expect(await db.select({ id: images.id }).from(images).where(eq(images.ownerId, agent.row.id))).toEqual(
        [],
      );
    });
  });
});
