import { describe, expect, it } from 'vitest';
import { callerOf, expectGuarded } from '../../../test/access';
import { signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import { createTestApp } from '../../../test/test-app';
import { createUser } from '../../seed/factories';

const { app, db } = await createTestApp();

const call = callerOf(app);

describe('the signed-in customer', () => {
  it('reads their own data', async () => {
    const user = await signedInUser(app, db, { name: 'Huda Customer' });
    const response = await call('GET', '/api/Users/currentUserData', user.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: user.row.id, name: 'Huda Customer', email: user.row.email });
    expect(JSON.stringify(response.json())).not.toMatch(/password/i);
  });

  it('changes their own name and phone, and nothing else', async () => {
    const user = await signedInUser(app, db, { name: 'Old Name', phone: '+966500000009' });
    const response = await call('PATCH', '/api/Users', user.authorization, {
      name: 'New Name',
      email: 'hijack@masar.test',
      active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      name: 'New Name',
      phone: '+966500000009',
      email: user.row.email,
      active: true,
    });
    const phone = await call('PATCH', '/api/Users', user.authorization, { phone: '+966511112222' });
    expect(phone.json()).toMatchObject({ name: 'New Name', phone: '+966511112222' });
  });

  it('bad input is a 400 with one message per field', async () => {
    const user = await signedInUser(app, db);
    const response = await call('PATCH', '/api/Users', user.authorization, { name: '', phone: '0500' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([
      expect.stringMatching(/^name: /),
      expect.stringMatching(/^phone: Phone must be a Saudi mobile/),
    ]);
  });

  it('only the User role may call these (401 with a "User" message otherwise)', async () => {
    const agent = await signedInAgent(app, db);
    const admin = await signedInAdmin(app, db, ['ViewCustomers']);
    for (const [method, url] of [
      ['GET', '/api/Users/currentUserData'],
      ['PATCH', '/api/Users'],
    ] as const) {
      const body = () => (method === 'PATCH' ? { name: 'Someone' } : undefined);
      await expectGuarded(
        call,
        { method, url, body },
        { audience: 'User', otherRoles: [agent.authorization, admin.authorization] },
      );
    }
  });
});

describe('customers for admins', () => {
  it.each(['/api/Users/list', '/api/Users/one/:id'])('%s needs ViewCustomers', async (path) => {
    const target = await createUser(db);
    const url = path.replace(':id', target.id);
    const user = await signedInUser(app, db);
    const denied = await signedInAdmin(app, db, ['ViewAgents', 'ViewOrders']);
    const customers = await signedInAdmin(app, db, ['ViewCustomers']);
    const readOnly = await signedInAdmin(app, db, ['ViewerAdmin']);
    await expectGuarded(
      call,
      { method: 'GET', url },
      {
        audience: 'Admin',
        otherRoles: [user.authorization],
        withoutPermission: { authorization: denied.authorization, permission: 'ViewCustomers' },
        allowed: [
          { authorization: customers.authorization, status: 200 },
          { authorization: readOnly.authorization, status: 200 },
        ],
      },
    );
  });

  it('one customer by id; 404 when unknown', async () => {
    const admin = await signedInAdmin(app, db, ['ViewCustomers']);
    const target = await createUser(db, { name: 'Visible Customer' });
    const ok = await call('GET', `/api/Users/one/${target.id}`, admin.authorization);
    expect(ok.json()).toMatchObject({ id: target.id, name: 'Visible Customer' });
    const missing = await call(
      'GET',
      '/api/Users/one/00000000-0000-4000-8000-000000000000',
      admin.authorization,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('pages and searches name, e-mail and phone', async () => {
    const admin = await signedInAdmin(app, db, ['ViewCustomers']);
    const tag = `Cx${Date.now().toString(36)}`;
    await createUser(db, { name: `${tag} Alpha` });
    await createUser(db, { name: 'Beta', email: `${tag.toLowerCase()}.beta@masar.test` });
    await createUser(db, { name: 'Gamma', phone: '+966588880001' });
    const list = async (query: string) =>
      (await call('GET', `/api/Users/list?${query}`, admin.authorization)).json();

    expect(await list(`search=${tag}`)).toMatchObject({ total: 2 });
    const page = await list(`search=${tag}&sort=name&limit=1&page=2`);
    expect(page).toMatchObject({ total: 2, page: 2, limit: 1, pages: 2 });
    expect(page.items.map((user: { name: string }) => user.name)).toEqual([`${tag} Alpha`]);
    const byPhone = await list('search=588880001');
    expect(byPhone.items.map((user: { name: string }) => user.name)).toEqual(['Gamma']);
  });
});
