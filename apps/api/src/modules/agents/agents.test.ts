import { EMAIL_TAKEN } from '@masar/contract/auth';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerOf, expectGuarded } from '../../../test/access';
import { PASSWORD, signedInAdmin, signedInAgent, signedInUser } from '../../../test/accounts';
import { createTestApp, signIn } from '../../../test/test-app';
import { agents } from '../../db/schema/index';
import { createAgent } from '../../seed/factories';

const { app, db } = await createTestApp();

const call = callerOf(app);

let editor: Awaited<ReturnType<typeof signedInAdmin>>;
let viewer: Awaited<ReturnType<typeof signedInAdmin>>;
let readOnly: Awaited<ReturnType<typeof signedInAdmin>>;
let unrelated: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  editor = await signedInAdmin(app, db, ['ViewAgents', 'EditAgents']);
  viewer = await signedInAdmin(app, db, ['ViewAgents']);
  readOnly = await signedInAdmin(app, db, ['ViewerAdmin']);
  unrelated = await signedInAdmin(app, db, ['ViewAdmins', 'EditAdmins']);
});

let counter = 0;
const newAgent = (overrides: object = {}) => ({
  name: 'Faisal Travel Agent',
  email: `faisal-${counter++}-${Date.now()}@masar.test`,
  password: 'a long passphrase 1',
  phone: '+966551234567',
  companyName: 'Faisal Tours',
  country: 'SA',
  city: 'Riyadh',
  address: 'Olaya St 12',
  ...overrides,
});

describe('who may call what', () => {
  it.each([
    ['GET', '/api/agents/listAgents', 'ViewAgents'],
    ['GET', '/api/agents/listAllAgents', 'ViewAgents'],
    ['GET', '/api/agents/one/:id', 'ViewAgents'],
    ['POST', '/api/agents/create', 'EditAgents'],
    ['PATCH', '/api/agents/editByAdmin/:id', 'EditAgents'],
  ] as const)('%s %s needs %s', async (method, path, permission) => {
    const target = await createAgent(db);
    const url = path.replace(':id', target.id);
    const body = () => (method === 'POST' ? newAgent() : method === 'PATCH' ? { city: 'Jeddah' } : undefined);

    const agent = await signedInAgent(app, db);
    const allowed = permission === 'ViewAgents' ? viewer : editor;
    await expectGuarded(
      call,
      { method, url, body },
      {
        audience: 'Admin',
        otherRoles: [agent.authorization],
        withoutPermission: { authorization: unrelated.authorization, permission },
        allowed: [
          { authorization: allowed.authorization, status: method === 'POST' ? 201 : 200 },
          { authorization: readOnly.authorization, status: permission === 'ViewAgents' ? 200 : 403 },
        ],
      },
    );
  });

  it('GET /api/agents/currentAgentData is the signed-in agent’s, for agents only', async () => {
    const agent = await signedInAgent(app, db, { name: 'Me Myself' });
    const response = await call('GET', '/api/agents/currentAgentData', agent.authorization);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: agent.row.id,
      name: 'Me Myself',
      avatarUrl: null,
      balance: 0,
    });
    const none = await call('GET', '/api/agents/currentAgentData');
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toMatch(/^Agent /);
    expect((await call('GET', '/api/agents/currentAgentData', editor.authorization)).statusCode).toBe(401);
    const user = await signedInUser(app, db);
    expect((await call('GET', '/api/agents/currentAgentData', user.authorization)).statusCode).toBe(401);
  });
});

describe('create', () => {
  it('creates an agent with a zero balance in the configured currency, who can sign in', async () => {
    const body = newAgent({ email: 'Mixed.Agent@Masar.TEST', balance: 999_999 });
    const response = await call('POST', '/api/agents/create', editor.authorization, body);
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({
      email: 'mixed.agent@masar.test',
      name: body.name,
      phone: '+966551234567',
      companyName: 'Faisal Tours',
      active: true,
      balance: 0,
      currency: 'SAR',
      avatarUrl: null,
    });
    expect(JSON.stringify(created)).not.toMatch(/password/i);
    expect((await signIn(app, 'Agent', 'mixed.agent@masar.test', body.password)).body.agent.id).toBe(
      created.id,
    );
  });

  it('stores empty optional fields as null and may create an inactive agent', async () => {
    const response = await call(
      'POST',
      '/api/agents/create',
      editor.authorization,
      newAgent({ phone: '', companyName: '  ', country: null, active: false }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ phone: null, companyName: null, country: null, active: false });
  });

  it('accepts only the configured currency', async () => {
    const ok = await call('POST', '/api/agents/create', editor.authorization, newAgent({ currency: 'SAR' }));
    expect(ok.statusCode).toBe(201);
    const other = await call(
      'POST',
      '/api/agents/create',
      editor.authorization,
      newAgent({ currency: 'USD' }),
    );
    expect(other.statusCode).toBe(400);
    expect(other.json().message).toEqual(['currency: Only SAR is supported']);
  });

  it('refuses an e-mail already used, whatever its case, with 409', async () => {
    await createAgent(db, { email: 'dup.agent@masar.test' });
    const response = await call(
      'POST',
      '/api/agents/create',
      editor.authorization,
      newAgent({ email: 'DUP.Agent@masar.test' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EMAIL_TAKEN);
  });

  it.each([
    [{ password: 'short' }, /^password: Password must be at least 8 characters/],
    [{ password: 'qwertyuiop' }, /^password: This password is too common/],
    [{ phone: '12345' }, /^phone: Phone must be a Saudi mobile/],
    [{ email: 'nope' }, /^email: /],
    [{ name: '' }, /^name: /],
    [{ currency: 'riyal' }, /^currency: /],
    [{ address: 'x'.repeat(501) }, /^address: /],
  ])('refuses %o with a 400 naming the field', async (change, message) => {
    const response = await call('POST', '/api/agents/create', editor.authorization, newAgent(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.arrayContaining([expect.stringMatching(message)]));
  });
});

describe('editByAdmin', () => {
  it('changes only the fields sent, never the balance', async () => {
    const target = await createAgent(db, { balance: 12_345, city: 'Riyadh', phone: '+966500000001' });
    const response = await call('PATCH', `/api/agents/editByAdmin/${target.id}`, editor.authorization, {
      city: 'Jeddah',
      companyName: 'New Name Travel',
      balance: 99_999_999,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      city: 'Jeddah',
      companyName: 'New Name Travel',
      phone: '+966500000001',
      balance: 12_345,
    });
    const [row] = await db.select({ balance: agents.balance }).from(agents).where(eq(agents.id, target.id));
    expect(row?.balance).toBe(12_345);
  });

  it('404 for an unknown agent', async () => {
    const response = await call(
      'PATCH',
      '/api/agents/editByAdmin/00000000-0000-4000-8000-000000000000',
      editor.authorization,
      { city: 'Jeddah' },
    );
    expect(response.statusCode).toBe(404);
  });

  it('refuses an e-mail of another agent, whatever its case, with 409', async () => {
    await createAgent(db, { email: 'taken.agent@masar.test' });
    const target = await createAgent(db);
    const response = await call('PATCH', `/api/agents/editByAdmin/${target.id}`, editor.authorization, {
      email: 'Taken.Agent@MASAR.test',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(EMAIL_TAKEN);
  });

  it('deactivation ends the agent’s sessions and access at once', async () => {
    const agent = await signedInAgent(app, db);
    expect((await call('GET', '/api/agents/currentAgentData', agent.authorization)).statusCode).toBe(200);
    const response = await call('PATCH', `/api/agents/editByAdmin/${agent.row.id}`, editor.authorization, {
      active: false,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().active).toBe(false);
    const refresh = await call('POST', '/api/auth/refreshAgentToken', undefined, {
      refreshToken: agent.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    expect((await call('GET', '/api/agents/currentAgentData', agent.authorization)).statusCode).toBe(401);
  });

  it('a new password ends the agent’s sessions and replaces the old one', async () => {
    const agent = await signedInAgent(app, db);
    const url = `/api/agents/editByAdmin/${agent.row.id}`;
    const common = await call('PATCH', url, editor.authorization, { password: 'password1' });
    expect(common.statusCode).toBe(400);
    const response = await call('PATCH', url, editor.authorization, { password: 'fresh agent passphrase' });
    expect(response.statusCode).toBe(200);
    const refresh = await call('POST', '/api/auth/refreshAgentToken', undefined, {
      refreshToken: agent.refreshToken,
    });
    expect(refresh.statusCode).toBe(401);
    expect((await signIn(app, 'Agent', agent.row.email, 'fresh agent passphrase')).body.agent.id).toBe(
      agent.row.id,
    );
    const old = await call('POST', '/api/auth/loginAgent', undefined, {
      email: agent.row.email,
      password: PASSWORD,
    });
    expect(old.statusCode).toBe(401);
  });

  it('other changes keep the sessions', async () => {
    const agent = await signedInAgent(app, db);
    await call('PATCH', `/api/agents/editByAdmin/${agent.row.id}`, editor.authorization, { city: 'Abha' });
    const refresh = await call('POST', '/api/auth/refreshAgentToken', undefined, {
      refreshToken: agent.refreshToken,
    });
    expect(refresh.statusCode).toBe(200);
  });
});

describe('reading agents', () => {
  it('one agent by id; 404 when unknown, 400 when malformed', async () => {
    const target = await createAgent(db, { name: 'Readable Agent' });
    const ok = await call('GET', `/api/agents/one/${target.id}`, viewer.authorization);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ id: target.id, name: 'Readable Agent' });
    const missing = await call(
      'GET',
      '/api/agents/one/00000000-0000-4000-8000-000000000000',
      viewer.authorization,
    );
    expect(missing.statusCode).toBe(404);
    expect((await call('GET', '/api/agents/one/abc', viewer.authorization)).statusCode).toBe(400);
  });

  it('listAgents pages, searches name, e-mail, phone and company, and filters by active', async () => {
    const tag = `Zq${Date.now().toString(36)}`;
    await createAgent(db, { name: `${tag} One` });
    await createAgent(db, { name: 'Second', email: `${tag.toLowerCase()}.second@masar.test` });
    await createAgent(db, {
      name: 'Third',
      phone: '+966577770001',
      companyName: `${tag} Company`,
      active: false,
    });
    await createAgent(db, { name: 'Fourth', phone: '+966577770002' });

    const list = (query: string) => call('GET', `/api/agents/listAgents?${query}`, viewer.authorization);
    const names = async (query: string) =>
      (await list(query)).json().items.map((agent: { name: string }) => agent.name);

    expect(await names(`search=${tag.toLowerCase()}&sort=name`)).toEqual(['Second', 'Third', `${tag} One`]);
    expect(await names(`search=${tag}&active=true&sort=name`)).toEqual(['Second', `${tag} One`]);
    expect(await names(`search=${tag}&active=false`)).toEqual(['Third']);
    expect(await names('search=%2B96657777&sort=-name')).toEqual(['Third', 'Fourth']);
    const page = (await list(`search=${tag}&limit=2&page=2&sort=name`)).json();
    expect(page).toMatchObject({ total: 3, page: 2, limit: 2, pages: 2 });
    expect(page.items.map((agent: { name: string }) => agent.name)).toEqual([`${tag} One`]);
    expect((await list('active=perhaps')).statusCode).toBe(400);
  });

  it('listAllAgents is a plain list of id, name, company and e-mail (tells same names apart), by name', async () => {
    const response = await call('GET', '/api/agents/listAllAgents', viewer.authorization);
    expect(response.statusCode).toBe(200);
    const options = response.json();
    expect(Array.isArray(options)).toBe(true);
    expect(Object.keys(options[0]).sort()).toEqual(['companyName', 'email', 'id', 'name']);
    const names = options.map((option: { name: string }) => option.name);
    expect(names).toEqual([...names].sort());
  });
});
