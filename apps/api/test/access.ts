import type { Permission } from '@masar/contract/permissions';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client';
import { signedInAdmin, signedInAgent, signedInUser } from './accounts';
import type { createTestApp } from './test-app';

type App = Awaited<ReturnType<typeof createTestApp>>['app'];

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type Body = FormData | object | undefined;

/** `call(method, url, authorization?, body?)`: one request to the test app, as every module test makes them. */
export function callerOf(app: App) {
  return (method: Method, url: string, authorization?: string, payload?: Body) =>
    app.inject({ method, url, payload, headers: authorization ? { authorization } : {} });
}
export type Call = ReturnType<typeof callerOf>;

/**
 * The usual callers of a catalogue test, signed in once at the top of the file: an admin holding
 * `permissions` (the editor) and an agent. Returns their Authorization headers.
 */
export async function signedInEditorAndAgent(app: App, db: Database, permissions: Permission[]) {
  return {
    editor: (await signedInAdmin(app, db, permissions)).authorization,
    agent: (await signedInAgent(app, db)).authorization,
  };
}

/**
 * One call's guard (DESIGN §4): no token is a 401 whose message starts with the route's role word, tokens
 * of the other roles are 401, an admin without the permission is a 403 naming it, and the callers let in
 * get `status`. `body` is called for each request, so a create may use a fresh e-mail each time.
 */
export async function expectGuarded(
  call: Call,
  request: { method: Method; url: string; body?: () => Body },
  access: {
    audience: 'Admin' | 'Agent' | 'User';
    otherRoles: string[];
    withoutPermission?: { authorization: string; permission: Permission };
    allowed?: { authorization: string; status: number }[];
  },
) {
  const { method, url } = request;
  const body = request.body ?? (() => undefined);
  const none = await call(method, url, undefined, body());
  expect(none.statusCode).toBe(401);
  expect(none.json().message).toMatch(new RegExp(`^${access.audience} `));
  for (const authorization of access.otherRoles) {
    expect((await call(method, url, authorization, body())).statusCode).toBe(401);
  }
  if (access.withoutPermission) {
    const denied = await call(method, url, access.withoutPermission.authorization, body());
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe(`Missing permission: ${access.withoutPermission.permission}`);
  }
  for (const { authorization, status } of access.allowed ?? []) {
    expect((await call(method, url, authorization, body())).statusCode).toBe(status);
  }
}

/**
 * The permission matrix of a catalogue module (DESIGN §4), as a `describe('who may call')` block:
 * - every route: 401 without a token, with a message for the admin client;
 * - every change: 403 for an admin holding the other catalogue permissions but not `permission`, 401 for
 *   agents and users, and then (`afterRefused`) the record is checked untouched;
 * - every read in `openReads` (default: every GET): 200 for an agent, a user and an admin with no
 *   permission at all.
 * `prepare` makes the records a call needs, fresh for each case.
 */
export function describeCatalogueAccess<Target>(options: {
  app: App;
  db: Database;
  call: Call;
  routes: readonly (readonly [Method, string])[];
  permission: Permission;
  otherPermissions: Permission[];
  prepare: () => Promise<Target>;
  urlOf: (path: string, target: Target) => string;
  bodyOf: (method: Method, target: Target) => Body;
  openReads?: (path: string) => boolean;
  afterRefused?: (target: Target) => Promise<void>;
}) {
  const { app, db, call, routes, permission } = options;
  const openReads = options.openReads ?? (() => true);

  describe('who may call', () => {
    it.each(routes)(
      '%s %s: 401 without a token, with a message for the admin client',
      async (method, path) => {
        const target = await options.prepare();
        const response = await call(
          method,
          options.urlOf(path, target),
          undefined,
          options.bodyOf(method, target),
        );
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toMatch(/^Admin /);
      },
    );

    it.each(routes.filter(([method]) => method !== 'GET'))(
      `%s %s: 403 without ${permission}; agents and users 401`,
      async (method, path) => {
        const target = await options.prepare();
        const others = await signedInAdmin(app, db, options.otherPermissions);
        const agent = await signedInAgent(app, db);
        const user = await signedInUser(app, db);
        await expectGuarded(
          call,
          { method, url: options.urlOf(path, target), body: () => options.bodyOf(method, target) },
          {
            audience: 'Admin',
            otherRoles: [agent.authorization, user.authorization],
            withoutPermission: { authorization: others.authorization, permission },
          },
        );
        await options.afterRefused?.(target);
      },
    );

    it.each(routes.filter(([method, path]) => method === 'GET' && openReads(path)))(
      '%s %s: any signed-in role reads',
      async (_method, path) => {
        const target = await options.prepare();
        const agent = await signedInAgent(app, db);
        const user = await signedInUser(app, db);
        const admin = await signedInAdmin(app, db, []);
        for (const authorization of [agent.authorization, user.authorization, admin.authorization]) {
          expect((await call('GET', options.urlOf(path, target), authorization)).statusCode).toBe(200);
        }
      },
    );
  });
}
