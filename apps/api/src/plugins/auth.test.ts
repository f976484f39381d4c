import type { Permission } from '@masar/contract/permissions';
import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn } from '../../test/test-app';
import { createAdmin, createAgent, createUser } from '../seed/factories';
import { principalOf, requireRole } from './auth';

const { app, db } = await createTestApp();

// Routes that exist only in this test, guarded the way feature routes are.
app.get(
  '/api/test/cars-edit',
  { preHandler: requireRole('Admin', { permission: 'EditCars' }) },
  async (req) => ({
    id: principalOf(req).id,
  }),
);
app.get(
  '/api/test/agents-view',
  { preHandler: requireRole('Admin', { permission: 'ViewAgents' }) },
  async () => ({}),
);
app.get('/api/test/agent-only', { preHandler: requireRole('Agent') }, async (req) => ({
  id: principalOf(req).id,
}));
app.get('/api/test/any', { preHandler: requireRole(['Admin', 'Agent', 'User']) }, async (req) => ({
  role: principalOf(req).role,
}));
app.get('/api/test/boom', async () => {
  throw new Error('secret internal detail');
});

const get = (url: string, authorization?: string) =>
  app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

/** `call`'s first answer with `status`, or its last one after 2 s (an announcement takes a moment to arrive). */
async function firstAnswer<T extends { statusCode: number }>(call: () => Promise<T>, status: number) {
  const until = Date.now() + 2_000;
  for (;;) {
    const answer = await call();
    if (answer.statusCode === status || Date.now() > until) return answer;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

let editor: string;
let viewerOnly: string;
let readOnlyAdmin: string;
let agent: string;
let agentId: string;
let user: string;

beforeAll(async () => {
  const make = async (permissions: Permission[]) => {
    const row = await createAdmin(db, { permissions, password: 'Right-Password-1' });
    return (await signIn(app, 'Admin', row.email, 'Right-Password-1')).authorization;
  };
  editor = await make(['EditCars']);
  viewerOnly = await make(['ViewAgents']);
  readOnlyAdmin = await make(['ViewerAdmin']);
  const agentRow = await createAgent(db, { password: 'Right-Password-1' });
  agentId = agentRow.id;
  agent = (await signIn(app, 'Agent', agentRow.email, 'Right-Password-1')).authorization;
  const userRow = await createUser(db, { password: 'Right-Password-1' });
  user = (await signIn(app, 'User', userRow.email, 'Right-Password-1')).authorization;
});

describe('requireRole', () => {
  it('401 without a token, the message starting with the route’s role', async () => {
    const response = await get('/api/test/cars-edit');
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/^Admin /);
    expect((await get('/api/test/agent-only')).json().message).toMatch(/^Agent /);
  });

  it('401 for a token of the wrong role', async () => {
    const response = await get('/api/test/cars-edit', agent);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/^Admin /);
    expect((await get('/api/test/agent-only', editor)).statusCode).toBe(401);
  });

  it('403 for an admin without the permission, 200 with it', async () => {
    expect((await get('/api/test/cars-edit', viewerOnly)).statusCode).toBe(403);
    expect((await get('/api/test/cars-edit', editor)).statusCode).toBe(200);
    expect((await get('/api/test/agents-view', viewerOnly)).statusCode).toBe(200);
  });

  it('ViewerAdmin reads every View* but changes nothing', async () => {
    expect((await get('/api/test/agents-view', readOnlyAdmin)).statusCode).toBe(200);
    expect((await get('/api/test/cars-edit', readOnlyAdmin)).statusCode).toBe(403);
  });

  it('routes open to every role accept each of them', async () => {
    for (const [token, role] of [
      [editor, 'Admin'],
      [agent, 'Agent'],
      [user, 'User'],
    ] as const) {
      const response = await get('/api/test/any', token);
      expect(response.statusCode).toBe(200);
      expect(response.json().role).toBe(role);
    }
  });

  it('refuses a forged, an alg=none and an expired token', async () => {
    const [header, payload] = agent.slice(7).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ role: 'Admin', sub: agentId, exp: 9999999999 }),
    ).toString('base64url');
    expect((await get('/api/test/agent-only', `Bearer ${header}.${forgedPayload}.x`)).statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    expect((await get('/api/test/agent-only', `Bearer ${none}`)).statusCode).toBe(401);
    const otherSecret = await new SignJWT({ role: 'Agent' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(agentId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expect((await get('/api/test/agent-only', `Bearer ${otherSecret}`)).statusCode).toBe(401);
    const expired = await app.tokens.sign({ sub: agentId, role: 'Agent' });
    const [h, p, s] = expired.split('.');
    const claims = JSON.parse(Buffer.from(p as string, 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url');
    expect((await get('/api/test/agent-only', `Bearer ${h}.${tampered}.${s}`)).statusCode).toBe(401);
  });

  it('a deactivated account’s still-valid access token stops working once the change commits', async () => {
    const row = await createAgent(db, { password: 'Right-Password-1' });
    const token = (await signIn(app, 'Agent', row.email, 'Right-Password-1')).authorization;
    expect((await get('/api/test/agent-only', token)).statusCode).toBe(200); // its access is kept now
    // As from outside the API (another process, psql): the commit announces it (decision 0025).
    await db.execute(`update agents set active = false where id = '${row.id}'`);
    const response = await firstAnswer(() => get('/api/test/agent-only', token), 401);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/^Agent /);
  });
});

describe('API core', () => {
  it('GET /api says hello', async () => {
    const response = await get('/api');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Masar API', status: 'ok' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('unknown API routes are 404 in the error shape', async () => {
    const response = await get('/api/no/such/route');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'Route GET /api/no/such/route not found',
    });
  });

  it('a crash is a bare 500 without details', async () => {
    const response = await get('/api/test/boom');
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      statusCode: 500,
      error: 'Internal Server Error',
      message: 'Internal Server Error',
    });
    expect(response.body).not.toContain('secret');
  });

  it('malformed JSON is a 400, not a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/loginAdmin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().statusCode).toBe(400);
  });

  it('publishes OpenAPI with the auth calls', async () => {
    const response = await get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining(['/api/auth/loginAdmin', '/api/auth/refreshAgentToken', '/api']),
    );
    expect((await get('/api/docs')).statusCode).toBeLessThan(400);
  });
});
