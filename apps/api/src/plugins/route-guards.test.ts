import { type Permission, permissions, type Role } from '@masar/contract/permissions';
import type { RouteOptions } from 'fastify';
import { describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent, signedInDriver, signedInUser } from '../../test/accounts';
import { UNKNOWN_ID } from '../../test/catalogue';
import { createTestApp } from '../../test/test-app';
import type { Guard } from './auth';

/**
 * Every route × every role, generated from the app's own route table: a new route without a guard
 * fails here unless it is added to the public list below on purpose.
 */
const publicRoutes = new Set([
  'GET /api',
  'GET /api/openapi.json',
  // Map tiles for every map screen, the public site's included.
  'GET /api/settings',
  'POST /api/auth/loginAdmin',
  'POST /api/auth/loginAgent',
  'POST /api/auth/loginUser',
  'POST /api/auth/loginDriver',
  'POST /api/auth/refreshAdminToken',
  'POST /api/auth/refreshAgentToken',
  'POST /api/auth/refreshUserToken',
  'POST /api/auth/refreshDriverToken',
  'POST /api/auth/registerUser',
  'POST /api/auth/logout',
  // Password reset (decision 0010): the same 202 whatever the address (rate-limited per address and IP);
  // the link's 256-bit token is the credential of the other two.
  'POST /api/auth/forgotPassword',
  'POST /api/auth/checkResetToken',
  'POST /api/auth/resetPassword',
  // Car pictures on the public site; ids are random UUIDs.
  'GET /api/images/:id',
  // Visitors see prices before they sign up (rate-limited per IP).
  'POST /api/bookings/quote',
  'GET /api/firebase/vapid-public-key',
]);

/** Answers that never end (server-sent events): checked for refusals only. */
const streams = new Set(['GET /api/events']);

const { app, db } = await createTestApp();
const methods = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');
const apiRoutes = app.routeTable.filter(
  (route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'),
);

function guardOf(route: RouteOptions): Guard | undefined {
  const handlers = [route.preHandler, route.onRequest].flat().filter(Boolean);
  return handlers.find((handler) => handler && 'access' in handler) as Guard | undefined;
}

/** A concrete URL for a route pattern: unknown ids, a point, a harmless value elsewhere. */
function concrete(url: string): string {
  return url
    .replace(/:lat\b/, '24.7')
    .replace(/:lng\b/, '46.7')
    .replace(/:[a-zA-Z]+/g, UNKNOWN_ID)
    .replace(/\*$/, 'x');
}

const tokens = {
  Admin: (await signedInAdmin(app, db, [...permissions])).authorization,
  AdminWithout: (await signedInAdmin(app, db, [])).authorization,
  Agent: (await signedInAgent(app, db)).authorization,
  User: (await signedInUser(app, db)).authorization,
  Driver: (await signedInDriver(app, db)).authorization,
};
const roles: Role[] = ['Admin', 'Agent', 'User', 'Driver'];
/** For each permission, an admin holding every other one (ViewerAdmin too, unless the one is a View*). */
const allBut = Object.fromEntries(
  await Promise.all(
    permissions.map(async (permission) => {
      const others = permissions.filter(
        (other) => other !== permission && !(permission.startsWith('View') && other === 'ViewerAdmin'),
      );
      return [permission, (await signedInAdmin(app, db, others)).authorization] as const;
    }),
  ),
) as Record<Permission, string>;

async function call(method: string, url: string, authorization?: string) {
  return app.inject({
    method: method as 'GET',
    url: concrete(url),
    headers: authorization ? { authorization } : {},
    ...(method === 'GET' || method === 'DELETE' ? {} : { payload: {} }),
  });
}

describe('the route table', () => {
  it('has the routes of every module', () => {
    expect(apiRoutes.length).toBeGreaterThan(100);
  });

  it('guards every route that is not public on purpose', () => {
    const unguarded = apiRoutes
      .flatMap((route) => methods(route).map((method) => ({ key: `${method} ${route.url}`, route })))
      .filter(
        ({ key, route }) =>
          !guardOf(route) && !publicRoutes.has(key) && !route.url.startsWith('/api/public/'),
      )
      .map(({ key }) => key);
    expect(unguarded).toEqual([]);
  });
});

describe.each(
  apiRoutes.flatMap((route) => {
    const guard = guardOf(route);
    return guard ? methods(route).map((method) => ({ method, url: route.url, access: guard.access })) : [];
  }),
)('$method $url', ({ method, url, access }) => {
  it('answers 401 without a token', async () => {
    expect((await call(method, url)).statusCode).toBe(401);
  });

  it.each(roles.filter((role) => !access.roles.includes(role)))('answers 401 to a %s token', async (role) => {
    expect((await call(method, url, tokens[role])).statusCode).toBe(401);
  });

  if (access.permissions.length > 0 && access.roles.includes('Admin')) {
    it(`answers 403 to an admin without ${access.permissions.join(', ')}`, async () => {
      expect((await call(method, url, tokens.AdminWithout)).statusCode).toBe(403);
    });
    // Each permission is needed: holding every other one is not enough.
    it.each(access.permissions)('answers 403 to an admin holding all but %s', async (permission) => {
      const response = await call(method, url, allBut[permission]);
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(`Missing permission: ${permission}`);
    });
  }

  it.skipIf(streams.has(`${method} ${url}`)).each(access.roles)(
    'lets a %s with the rights through, without a 5xx',
    async (role) => {
      const response = await call(method, url, tokens[role]);
      expect([401, 403]).not.toContain(response.statusCode);
      expect(response.statusCode, response.body).toBeLessThan(500);
    },
  );
});
