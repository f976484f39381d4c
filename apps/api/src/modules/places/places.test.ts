import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, expectGuarded } from '../../../test/access';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { createPlace } from '../../seed/factories';

const { app, db } = await createTestApp();

const call = callerOf(app);

let agentA: Awaited<ReturnType<typeof signedInAgent>>;
let agentB: Awaited<ReturnType<typeof signedInAgent>>;

beforeAll(async () => {
  agentA = await signedInAgent(app, db);
  agentB = await signedInAgent(app, db);
});

const kingdomCentre = {
  name: 'Kingdom Centre',
  address: 'King Fahd Rd, Al Olaya, Riyadh',
  lat: 24.711389,
  lng: 46.674444,
  notes: 'North gate',
};

describe('an agent’s places', () => {
  it('are created, read, listed newest first, searched, changed and deleted', async () => {
    const agent = await signedInAgent(app, db);
    const created = await call('POST', '/api/places/createByAgent', agent.authorization, kingdomCentre);
    expect(created.statusCode).toBe(201);
    const place = created.json();
    expect(place).toMatchObject({ ...kingdomCentre, id: expect.any(String) });

    const second = (
      await call('POST', '/api/places/createByAgent', agent.authorization, {
        name: 'Al-Balad',
        address: 'Historic Jeddah',
        lat: 21.485833,
        lng: 39.186389,
      })
    ).json();
    expect(second.notes).toBeNull();

    const list = await call('GET', '/api/places/findAgentAll', agent.authorization);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((p: { id: string }) => p.id)).toEqual([second.id, place.id]);
    const searched = await call('GET', '/api/places/findAgentAll?search=OLAYA', agent.authorization);
    expect(searched.json().map((p: { id: string }) => p.id)).toEqual([place.id]);
    // A name typed with Arabic-Indic digits is found by them, by ASCII and by Persian digits alike.
    const gate = (
      await call('POST', '/api/places/createByAgent', agent.authorization, {
        ...kingdomCentre,
        name: 'بوابة ١٢',
      })
    ).json();
    for (const search of ['١٢', '12', '۱۲']) {
      const found = await call(
        'GET',
        `/api/places/findAgentAll?search=${encodeURIComponent(search)}`,
        agent.authorization,
      );
      expect(found.json().map((p: { id: string }) => p.id)).toEqual([gate.id]);
    }
    expect(
      (await call('DELETE', `/api/places/removeByAgent/${gate.id}`, agent.authorization)).statusCode,
    ).toBe(204);

    const one = await call('GET', `/api/places/findOneByAgent/${place.id}`, agent.authorization);
    expect(one.json()).toEqual(place);

    const changed = await call('PATCH', `/api/places/${place.id}`, agent.authorization, {
      notes: '',
      lat: 24.7,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Kingdom Centre', lat: 24.7, lng: 46.674444, notes: null });

    const removed = await call('DELETE', `/api/places/removeByAgent/${place.id}`, agent.authorization);
    expect(removed.statusCode).toBe(204);
    expect(
      (await call('GET', `/api/places/findOneByAgent/${place.id}`, agent.authorization)).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/api/places/removeByAgent/${place.id}`, agent.authorization)).statusCode,
    ).toBe(404);
  });

  it.each([
    [{ lat: 90.0001 }, /^lat: /],
    [{ lat: -91 }, /^lat: /],
    [{ lng: 180.5 }, /^lng: /],
    [{ lng: -181 }, /^lng: /],
    [{ lat: '24.7' }, /^lat: /],
    [{ name: '' }, /^name: /],
    [{ address: '   ' }, /^address: /],
    [{ notes: 'x'.repeat(1001) }, /^notes: /],
  ])('refuses %o with a 400 naming the field', async (change, message) => {
    const response = await call('POST', '/api/places/createByAgent', agentA.authorization, {
      ...kingdomCentre,
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.stringMatching(message)]);
  });

  it('accepts the edges of the ranges', async () => {
    for (const [lat, lng] of [
      [90, 180],
      [-90, -180],
    ]) {
      const response = await call('POST', '/api/places/createByAgent', agentA.authorization, {
        ...kingdomCentre,
        lat,
        lng,
      });
      expect(response.statusCode).toBe(201);
    }
    const bad = await call('POST', '/api/places/createByAgent', agentA.authorization, {
      name: 'Only a name',
    });
    expect(bad.json().message).toEqual([
      expect.stringMatching(/^address: /),
      expect.stringMatching(/^lat: /),
      expect.stringMatching(/^lng: /),
    ]);
  });
});

describe('agent A and agent B', () => {
  it('B never sees or changes A’s place: 404 on every call, and A’s place is untouched', async () => {
    const place = await createPlace(db, { agentId: agentA.row.id, name: 'A’s hotel' });
    const b = agentB.authorization;

    expect((await call('GET', `/api/places/findOneByAgent/${place.id}`, b)).statusCode).toBe(404);
    const patch = await call('PATCH', `/api/places/${place.id}`, b, { name: 'Taken over' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json().message).toBe('Place not found');
    expect((await call('DELETE', `/api/places/removeByAgent/${place.id}`, b)).statusCode).toBe(404);
    const listB = await call('GET', '/api/places/findAgentAll', b);
    expect(listB.json().map((p: { id: string }) => p.id)).not.toContain(place.id);
    const searchB = await call('GET', '/api/places/findAgentAll?search=hotel', b);
    expect(searchB.json()).toEqual([]);

    const mine = await call('GET', `/api/places/findOneByAgent/${place.id}`, agentA.authorization);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().name).toBe('A’s hotel');
  });

  it('an unknown id is the same 404 as another agent’s', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const response = await call('GET', `/api/places/findOneByAgent/${unknown}`, agentB.authorization);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Place not found');
  });
});

describe('who may call', () => {
  it.each([
    ['POST', '/api/places/createByAgent'],
    ['GET', '/api/places/findAgentAll'],
    ['GET', '/api/places/findOneByAgent/:id'],
    ['PATCH', '/api/places/:id'],
    ['DELETE', '/api/places/removeByAgent/:id'],
  ] as const)('%s %s: agents only', async (method, path) => {
    const place = await createPlace(db, { agentId: agentA.row.id });
    const url = path.replace(':id', place.id);
    const body = () =>
      method === 'POST' ? kingdomCentre : method === 'PATCH' ? { name: 'Renamed' } : undefined;
    const admin = await signedInAdmin(app, db, ['ViewAgents', 'EditAgents']);
    const user = await signedInUser(app, db);
    await expectGuarded(
      call,
      { method, url, body },
      {
        audience: 'Agent',
        otherRoles: [admin.authorization, user.authorization],
        allowed: [
          {
            authorization: agentA.authorization,
            status: method === 'POST' ? 201 : method === 'DELETE' ? 204 : 200,
          },
        ],
      },
    );
  });
});
