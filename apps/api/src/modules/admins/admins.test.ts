import { CANNOT_DEACTIVATE_SELF, CANNOT_REMOVE_OWN_EDIT_ADMINS } from '@masar/contract/admins';
import { EMAIL_TAKEN } from '@masar/contract/auth';
import { permissions as allPermissions } from '@masar/contract/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, expectGuarded } from '../../../test/access';
import { PASSWORD, signedInAdmin, signedInAgent } from '../../../test/accounts';
import { createTestApp, signIn } from '../../../test/test-app';
import { createAdmin } from '../../seed/factories';

const { app, db } = await createTestApp();

const call = callerOf(app);

let editor: Awaited<ReturnType<typeof signedInAdmin>>;
let viewer: Awaited<ReturnType<typeof signedInAdmin>>;
let readOnly: Awaited<ReturnType<typeof signedInAdmin>>;
let unrelated: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  editor = await signedInAdmin(app, db, ['ViewAdmins', 'EditAdmins']);
  viewer = await signedInAdmin(app, db, ['ViewAdmins']);
  readOnly = await signedInAdmin(app, db, ['ViewerAdmin']);
  unrelated = await signedInAdmin(app, db, ['EditCars']);
});

const newAdmin = (overrides: object = {}) => ({
  name: 'Noura Admin',
  email: `noura-${Math.random().toString(36).slice(2)}@masar.test`,
  password: 'a long passphrase 1',
  permissions: ['ViewAgents', 'EditAgents'],
  active: true,
  ...overrides,
});

describe('who may call what', () => {
  it.each([
    ['GET', '/api/admin/listAdmins', 'ViewAdmins'],
    ['GET', '/api/admin/getAdminById?id=:id', 'ViewAdmins'],
    ['POST', '/api/admin/createAdmin', 'EditAdmins'],
    ['PATCH', '/api/admin/updateAdmin?id=:id', 'EditAdmins'],
  ] as const)('%s %s needs %s', async (method, path, permission) => {
    const target = await createAdmin(db, { permissions: ['ViewReports'] });
    const url = path.replace(':id', target.id);
    const body = () =>
      method === 'POST' ? newAdmin() : method === 'PATCH' ? { name: 'Renamed Admin' } : undefined;

    const agent = await signedInAgent(app, db);
    const allowed = permission === 'ViewAdmins' ? viewer : editor;
    await expectGuarded(
      call,
      { method, url, body },
      {
        audience: 'Admin',
        otherRoles: [agent.authorization],
        withoutPermission: { authorization: unrelated.authorization, permission },
        allowed: [
          { authorization: allowed.authorization, status: method === 'POST' ? 201 : 200 },
          // ViewerAdmin reads but never changes.
          { authorization: readOnly.authorization, status: permission === 'ViewAdmins' ? 200 : 403 },
        ],
      },
    );
    if (permission === 'EditAdmins') {
      expect((await call(method, url, viewer.authorization, body())).statusCode).toBe(403);
    }
  });
});

describe('createAdmin', () => {
  it('creates an admin who can sign in with the given permissions', async () => {
    const body = newAdmin({ email: 'New.Admin@Masar.TEST', permissions: ['ViewAgents', 'ViewAgents'] });
    const response = await call('POST', '/api/admin/createAdmin', editor.authorization, body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      email: 'new.admin@masar.test',
      permissions: ['ViewAgents'],
      active: true,
    });
    expect(JSON.stringify(created)).not.toMatch(/password/i);
    const session = await signIn(app, 'Admin', 'new.admin@masar.test', body.password);
    expect(session.body.admin.id).toBe(created.id);
  });

  it('refuses an e-mail already used, whatever its case, with 409', async () => {
    const first = await call(
      'POST',
      '/api/admin/createAdmin',
      editor.authorization,
      newAdmin({ email: 'twin@masar.test' }),
    );
    expect(first.statusCode).toBe(201);
    const again = await call(
      'POST',
      '/api/admin/createAdmin',
      editor.authorization,
      newAdmin({ email: 'TWIN@Masar.test' }),
    );
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(EMAIL_TAKEN);
  });

  it.each([
    [{ password: 'short' }, /^password: Password must be at least 8 characters/],
    [{ password: 'password1' }, /^password: This password is too common/],
    [{ email: 'not-an-email' }, /^email: /],
    [{ name: 'x' }, /^name: /],
    [{ permissions: ['EditEverything'] }, /^permissions\.0: /],
    [{ active: 'yes' }, /^active: /],
  ])('refuses %o with a 400 naming the field', async (change, message) => {
    const response = await call('POST', '/api/admin/createAdmin', editor.authorization, newAdmin(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });

  it('lists every problem of a bad body, one message each', async () => {
    const response = await call('POST', '/api/admin/createAdmin', editor.authorization, { email: 'x' });
    expect(response.statusCode).toBe(400);
    const messages: string[] = response.json().message;
    for (const field of ['name', 'email', 'password', 'permissions']) {
      expect(messages).toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^${field}: `))]));
    }
  });
});

describe('updateAdmin', () => {
  it('changes only the fields sent', async () => {
    const target = await createAdmin(db, { name: 'Before', permissions: ['ViewReports'] });
    const response = await call('PATCH', `/api/admin/updateAdmin?id=${target.id}`, editor.authorization, {
      name: 'After',
      permissions: ['ViewReports', 'ViewPayments'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: target.id,
      name: 'After',
      email: target.email,
      permissions: ['ViewReports', 'ViewPayments'],
      active: true,
    });
  });

  it('404 for an unknown admin, 400 for a malformed id', async () => {
    const unknown = await call(
      'PATCH',
      '/api/admin/updateAdmin?id=00000000-0000-4000-8000-000000000000',
      editor.authorization,
      { name: 'Nobody Here' },
    );
    expect(unknown.statusCode).toBe(404);
    const malformed = await call('PATCH', '/api/admin/updateAdmin?id=42', editor.authorization, {
      name: 'Nobody',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual([expect.stringMatching(/^id: /)]);
  });

  it('refuses an e-mail of another admin, whatever its case, with 409', async () => {
    const other = await createAdmin(db, { email: 'taken.admin@masar.test' });
    const target = await createAdmin(db);
    const response = await call('PATCH', `/api/admin/updateAdmin?id=${target.id}`, editor.authorization, {
      email: 'Taken.Admin@MASAR.test',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EMAIL_TAKEN);
    expect(other.id).not.toBe(target.id);
  });

  it('an admin cannot remove their own EditAdmins nor deactivate themselves (400)', async () => {
    const self = await signedInAdmin(app, db, [...allPermissions]);
    const url = `/api/admin/updateAdmin?id=${self.row.id}`;
    const drop = await call('PATCH', url, self.authorization, { permissions: ['ViewAdmins'] });
    expect(drop.statusCode).toBe(400);
    expect(drop.json().message).toEqual([CANNOT_REMOVE_OWN_EDIT_ADMINS]);
    const off = await call('PATCH', url, self.authorization, { active: false });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toEqual([CANNOT_DEACTIVATE_SELF]);
    // Other changes to oneself are fine.
    const rename = await call('PATCH', url, self.authorization, {
      name: 'Still Me',
      permissions: ['EditAdmins', 'ViewAdmins'],
      active: true,
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().permissions).toEqual(['EditAdmins', 'ViewAdmins']);
  });

  it('deactivating an admin ends their sessions and their access at once', async () => {
    const target = await signedInAdmin(app, db, ['ViewAdmins']);
    expect((await call('GET', '/api/admin/listAdmins', target.authorization)).statusCode).toBe(200);
    const response = await call('PATCH', `/api/admin/updateAdmin?id=${target.row.id}`, editor.authorization, {
      active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(false);
    const refresh = await call('POST', '/api/auth/refreshAdminToken', undefined, {
      refreshToken: target.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    expect((await call('GET', '/api/admin/listAdmins', target.authorization)).statusCode).toBe(401);
    // Reactivated, the old refresh token stays dead: they must sign in again.
    await call('PATCH', `/api/admin/updateAdmin?id=${target.row.id}`, editor.authorization, { active: true });
    const again = await call('POST', '/api/auth/refreshAdminToken', undefined, {
      refreshToken: target.refreshToken,
    });
    expect(again.statusCode).toBe(401);
    expect((await signIn(app, 'Admin', target.row.email, PASSWORD)).body.admin.active).toBe(true);
  });

  it('a new password ends the admin’s sessions; the new one signs in, the old one no longer does', async () => {
    const target = await signedInAdmin(app, db, ['ViewAdmins']);
    const url = `/api/admin/updateAdmin?id=${target.row.id}`;
    const common = await call('PATCH', url, editor.authorization, { password: 'iloveyou1' });
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toEqual([expect.stringMatching(/^password: This password is too common/)]);

    const response = await call('PATCH', url, editor.authorization, { password: 'brand new passphrase' });
    expect(response.statusCode).toBe(200);
    const refresh = await call('POST', '/api/auth/refreshAdminToken', undefined, {
      refreshToken: target.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signIn(app, 'Admin', target.row.email, 'brand new passphrase')).body.admin.id).toBe(
      target.row.id,
    );
    const old = await call('POST', '/api/auth/loginAdmin', undefined, {
      email: target.row.email,
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
  });

  it('a change without password or deactivation keeps the sessions', async () => {
    const target = await signedInAdmin(app, db, ['ViewAdmins']);
    await call('PATCH', `/api/admin/updateAdmin?id=${target.row.id}`, editor.authorization, {
      name: 'Renamed',
    });
    const refresh = await call('POST', '/api/auth/refreshAdminToken', undefined, {
      refreshToken: target.refreshToken,
    });
    expect(refresh.statusCode).toBe(200);
  });
});

describe('getAdminById and listAdmins', () => {
  it('reads one admin; 404 when unknown', async () => {
    const ok = await call('GET', `/api/admin/getAdminById?id=${viewer.row.id}`, viewer.authorization);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      id: viewer.row.id,
      email: viewer.row.email,
      permissions: ['ViewAdmins'],
    });
    const missing = await call(
      'GET',
      '/api/admin/getAdminById?id=00000000-0000-4000-8000-000000000000',
      viewer.authorization,
    );
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/api/admin/getAdminById', viewer.authorization)).statusCode).toBe(400);
  });

  it('pages, searches name and e-mail, and filters by active', async () => {
    const tag = `pager${Date.now()}`;
    for (let i = 0; i < 5; i++) {
      await createAdmin(db, { name: `${tag} Admin ${i}`, active: i !== 4 });
    }
    await createAdmin(db, { name: 'Zed By Mail', email: `${tag}-mail@masar.test` });

    const page = await call(
      'GET',
      `/api/admin/listAdmins?search=${tag}&limit=2&page=2&sort=name`,
      viewer.authorization,
    );
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body).toMatchObject({ total: 6, page: 2, limit: 2, pages: 3 });
    // Case is ignored: 'Zed By Mail' sorts after the lower-case tag (in byte order it would come first).
    expect(body.items.map((admin: { name: string }) => admin.name)).toEqual([
      `${tag} Admin 2`,
      `${tag} Admin 3`,
    ]);

    const inactive = await call(
      'GET',
      `/api/admin/listAdmins?search=${tag}&active=false`,
      viewer.authorization,
    );
    expect(inactive.json().items.map((admin: { name: string }) => admin.name)).toEqual([`${tag} Admin 4`]);
    const byMail = await call(
      'GET',
      `/api/admin/listAdmins?search=${tag.toUpperCase()}-MAIL`,
      viewer.authorization,
    );
    expect(byMail.json().items.map((admin: { name: string }) => admin.name)).toEqual(['Zed By Mail']);
  });

  it('treats % and _ in a search as plain characters', async () => {
    const response = await call('GET', '/api/admin/listAdmins?search=%25', viewer.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json().total).toBe(0);
  });

  it.each([
    ['limit=0', /^limit: /],
    ['limit=101', /^limit: /],
    ['page=0', /^page: /],
    ['active=maybe', /^active: /],
    ['sort=password', /^sort: /],
  ])('refuses ?%s with a 400', async (query, message) => {
    const response = await call('GET', `/api/admin/listAdmins?${query}`, viewer.authorization);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual([expect.stringMatching(message)]);
  });
});
