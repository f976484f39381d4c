import type { AdminAction } from '@masar/contract/admin-actions';
import type { Paginated } from '@masar/contract/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { createAdmin } from '../../seed/factories';
import { recordAdminAction } from './admin-actions.service';

const { app, db } = await createTestApp();

let reader: { authorization: string };
let viewer: { authorization: string };
let first: { id: string; name: string };
let second: { id: string; name: string };
const agentA = '11111111-1111-4111-8111-111111111111';
const agentB = '22222222-2222-4222-8222-222222222222';

/** Three actions at known times: 6 Jan 00:30 Riyadh (21:30 UTC on 5 Jan), 6 Jan and 8 Jan. */
beforeAll(async () => {
  reader = await signedInAdmin(app, db, ['ViewAdminActions']);
  viewer = await signedInAdmin(app, db, ['ViewerAdmin']);
  first = await createAdmin(db, { name: 'Aisha Log' });
  second = await createAdmin(db, { name: 'Bilal Log' });
  const actions = [
    { adminId: first.id, action: 'AddBalance', entityId: agentA, at: '2026-01-05T21:30:00Z' },
    { adminId: second.id, action: 'Update', entityId: agentB, at: '2026-01-06T09:00:00Z' },
    { adminId: first.id, action: 'SubtractBalance', entityId: agentB, at: '2026-01-08T09:00:00Z' },
  ] as const;
  for (const { at, ...action } of actions) {
    await recordAdminAction(db, { ...action, entityType: 'Agent', before: { n: 1 }, after: { n: 2 } });
    await db.$client.query('update admin_actions set created_at = $1 where entity_id = $2 and action = $3', [
      at,
      action.entityId,
      action.action,
    ]);
  }
});

async function list(query: Record<string, string>, authorization = reader.authorization) {
  return app.inject({ url: '/api/admin-actions', query, headers: { authorization } });
}
async function actionsOf(query: Record<string, string>) {
  const response = await list(query);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Paginated<AdminAction>;
}

describe('GET /admin-actions', () => {
  it('lists every action newest first, with the admin and before/after', async () => {
    const page = await actionsOf({});
    expect(page.total).toBe(3);
    expect(page.items.map((action) => action.action)).toEqual(['SubtractBalance', 'Update', 'AddBalance']);
    expect(page.items[0]).toMatchObject({
      admin: { id: first.id, name: 'Aisha Log' },
      entityType: 'Agent',
      entityId: agentB,
      before: { n: 1 },
      after: { n: 2 },
      createdAt: '2026-01-08T09:00:00.000Z',
    });
  });

  it('pages', async () => {
    const page = await actionsOf({ limit: '2', page: '2' });
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2, pages: 2 });
    expect(page.items.map((action) => action.action)).toEqual(['AddBalance']);
  });

  it('filters by admin, action, entity and business-time-zone days', async () => {
    const names = async (query: Record<string, string>) =>
      (await actionsOf(query)).items.map((action) => action.action);
    expect(await names({ adminId: first.id })).toEqual(['SubtractBalance', 'AddBalance']);
    expect(await names({ action: 'Update' })).toEqual(['Update']);
    expect(await names({ entityType: 'Agent', entityId: agentB })).toEqual(['SubtractBalance', 'Update']);
    expect(await names({ entityType: 'Car' })).toEqual([]);
    // 21:30 UTC on 5 Jan is already 6 Jan in Riyadh.
    expect(await names({ from: '2026-01-06', to: '2026-01-06' })).toEqual(['Update', 'AddBalance']);
    expect(await names({ to: '2026-01-05' })).toEqual([]);
  });

  it('refuses a backwards date range and unknown filter values with 400', async () => {
    expect((await list({ from: '2026-01-08', to: '2026-01-06' })).statusCode).toBe(400);
    expect((await list({ action: 'Explode' })).statusCode).toBe(400);
    expect((await list({ entityType: 'Spaceship' })).statusCode).toBe(400);
  });

  it('needs ViewAdminActions (ViewerAdmin reads too): 403 for other admins, 401 for agents', async () => {
    expect((await list({}, viewer.authorization)).statusCode).toBe(200);
    const payments = await signedInAdmin(app, db, ['ViewPayments', 'ManagePayments']);
    const refused = await list({}, payments.authorization);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403 });
    const agent = await signedInAgent(app, db);
    expect((await list({}, agent.authorization)).statusCode).toBe(401);
    expect((await app.inject({ url: '/api/admin-actions' })).statusCode).toBe(401);
  });
});

describe('GET /admin-actions/admins', () => {
  it('lists every admin by name for the filter, behind the same permission', async () => {
    const response = await app.inject({
      url: '/api/admin-actions/admins',
      headers: { authorization: reader.authorization },
    });
    expect(response.statusCode).toBe(200);
    const admins = response.json() as { id: string; name: string }[];
    expect(admins).toEqual(expect.arrayContaining([{ id: first.id, name: 'Aisha Log' }]));
    const names = admins.map((admin) => admin.name);
    expect(names.indexOf('Aisha Log')).toBeLessThan(names.indexOf('Bilal Log'));
    const other = await signedInAdmin(app, db, ['ViewReports']);
    const refused = await app.inject({
      url: '/api/admin-actions/admins',
      headers: { authorization: other.authorization },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('a long log: the page and its capped total in one statement (issue #21)', () => {
  it('counts ten pages ahead, then "+"; exact near the end; keyset pages as numbered ones', async () => {
    const entity = '33333333-3333-4333-8333-333333333333';
    await db.$client.query(
      `insert into admin_actions (admin_id, action, entity_type, entity_id, created_at)
       select $1, 'Update', 'Agent', $2, now() - (n || ' minutes')::interval from generate_series(1, 250) n`,
      [first.id, entity],
    );
    const filter = { entityType: 'Agent', entityId: entity, limit: '20' };
    const firstPage = await actionsOf(filter);
    expect(firstPage).toMatchObject({ total: 200, totalCapped: true });
    expect(firstPage.items).toHaveLength(20);
    const nearEnd = await actionsOf({ ...filter, page: '12' });
    expect(nearEnd.total).toBe(250);
    expect(nearEnd.totalCapped).toBeUndefined();
    const before = await actionsOf({ ...filter, page: '11' });
    const byKeyset = await actionsOf({ ...filter, page: '12', after: before.items.at(-1)?.id as string });
    expect(byKeyset.items.map((action) => action.id)).toEqual(nearEnd.items.map((action) => action.id));
    expect(byKeyset.total).toBe(250);
    const pastTheEnd = await actionsOf({ ...filter, page: '20' });
    expect(pastTheEnd.items).toEqual([]);
    expect(pastTheEnd.total).toBe(250);
  });
});
