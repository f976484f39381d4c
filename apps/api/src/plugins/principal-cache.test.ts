import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn } from '../../test/test-app';
import { createAdmin, createAgent } from '../seed/factories';
import type { Principal } from './auth';
import { PrincipalCache } from './principal-cache';

const { app, db } = await createTestApp();
await app.ready();
// A change made outside the API (psql, another service): only the announcement reaches the processes.
const otherProcess = new pg.Client(db.$client.options);
await otherProcess.connect();
afterAll(() => otherProcess.end());

/** A read of the database as the guard makes it, counted. */
function countedRead(principal: Principal | undefined) {
  const read = async () => {
    read.count++;
    return principal;
  };
  read.count = 0;
  return read;
}

const until = async (done: () => Promise<boolean>) => {
  const deadline = Date.now() + 2_000;
  while (!(await done()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
};

describe('the principal cache', () => {
  it('keeps an account’s access between calls, until its access changes, however it is changed', async () => {
    const cache = new PrincipalCache(db.$client.options, app.log);
    await cache.start();
    try {
      const agent = await createAgent(db);
      const read = countedRead({ role: 'Agent', id: agent.id, permissions: [] });
      await cache.get('Agent', agent.id, read);
      await cache.get('Agent', agent.id, read);
      expect(read.count).toBe(1);

      // A change of something else is not announced: the access stays kept.
      await otherProcess.query(`update agents set name = 'Renamed' where id = $1`, [agent.id]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await cache.get('Agent', agent.id, read);
      expect(read.count).toBe(1);

      await otherProcess.query(`update agents set active = false where id = $1`, [agent.id]);
      await until(async () => {
        await cache.get('Agent', agent.id, read);
        return read.count > 1;
      });
      expect(read.count).toBe(2);

      const admin = await createAdmin(db, { permissions: ['ViewAgents'] });
      const adminRead = countedRead({ role: 'Admin', id: admin.id, permissions: ['ViewAgents'] });
      await cache.get('Admin', admin.id, adminRead);
      await otherProcess.query(`update admins set permissions = '{ViewAdmins}' where id = $1`, [admin.id]);
      await until(async () => {
        await cache.get('Admin', admin.id, adminRead);
        return adminRead.count > 1;
      });
      expect(adminRead.count).toBe(2);
    } finally {
      await cache.stop();
    }
  });

  it('keeps nothing while it is not listening for changes', async () => {
    const cache = new PrincipalCache(db.$client.options, app.log);
    const read = countedRead({ role: 'User', id: 'u1', permissions: [] });
    await cache.get('User', 'u1', read);
    await cache.get('User', 'u1', read);
    expect(read.count).toBe(2);
  });

  it('does not keep a read that was under way when a change arrived (it may predate the change)', async () => {
    const cache = new PrincipalCache(db.$client.options, app.log);
    await cache.start();
    try {
      let finish: (principal: Principal) => void = () => {};
      const slow = cache.get('Agent', 'a1', () => new Promise<Principal>((resolve) => (finish = resolve)));
      cache.forget('Agent', 'a1');
      finish({ role: 'Agent', id: 'a1', permissions: [] });
      await slow;
      const read = countedRead({ role: 'Agent', id: 'a1', permissions: [] });
      await cache.get('Agent', 'a1', read);
      expect(read.count).toBe(1);
    } finally {
      await cache.stop();
    }
  });
});

describe('the guard with the cache', () => {
  it('a deactivation through the API applies to the agent’s very next call', async () => {
    const agent = await createAgent(db, { password: 'Right-Password-1' });
    const { authorization } = await signIn(app, 'Agent', agent.email, 'Right-Password-1');
    const mine = () =>
      app.inject({ method: 'GET', url: '/api/agents/currentAgentData', headers: { authorization } });
    expect((await mine()).statusCode).toBe(200);
    expect((await mine()).statusCode).toBe(200); // kept

    const editor = await createAdmin(db, { password: 'Right-Password-1', permissions: ['EditAgents'] });
    const admin = await signIn(app, 'Admin', editor.email, 'Right-Password-1');
    const off = await app.inject({
      method: 'PATCH',
      url: `/api/agents/editByAdmin/${agent.id}`,
      headers: { authorization: admin.authorization },
      payload: { active: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await mine()).statusCode).toBe(401);
  });

  it('a permission taken away through the API applies to the admin’s very next call', async () => {
    const viewer = await createAdmin(db, { password: 'Right-Password-1', permissions: ['ViewAgents'] });
    const { authorization } = await signIn(app, 'Admin', viewer.email, 'Right-Password-1');
    const agents = () =>
      app.inject({ method: 'GET', url: '/api/agents/listAgents', headers: { authorization } });
    expect((await agents()).statusCode).toBe(200);

    const editor = await createAdmin(db, {
      password: 'Right-Password-1',
      permissions: ['EditAdmins', 'ViewAdmins'],
    });
    const admin = await signIn(app, 'Admin', editor.email, 'Right-Password-1');
    const change = await app.inject({
      method: 'PATCH',
      url: `/api/admin/updateAdmin?id=${viewer.id}`,
      headers: { authorization: admin.authorization },
      payload: { permissions: ['ViewAdmins'] },
    });
    expect(change.statusCode).toBe(200);
    expect((await agents()).statusCode).toBe(403);
  });
});
