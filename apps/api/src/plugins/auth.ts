import { message } from '@masar/contract/messages';
import { hasPermission, type Permission, type Role } from '@masar/contract/permissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../db/client';
import { admins, agents, drivers, users } from '../db/schema/index';
import { preparedPerHandle } from '../db/statements';
import { forbidden, unauthorized } from '../lib/errors';
import { claimedRole } from '../lib/tokens';

export interface Principal {
  role: Role;
  id: string;
  /** Empty for agents, users and drivers. */
  permissions: Permission[];
}

declare module 'fastify' {
  interface FastifyRequest {
    principal?: Principal;
  }
}

export interface Access {
  roles: Role[];
  /** Every one is needed (an admin acting on customer bookings needs to see them too: decision 0007). */
  permissions: Permission[];
}

export type Guard = ((request: FastifyRequest) => Promise<void>) & { access: Access };

export const isGuard = (handler: unknown): handler is Guard =>
  typeof handler === 'function' && 'access' in handler;

/**
 * The one guard: role AND permission, checked on the server for every call (DESIGN.md §4).
 * A 401 message starts with the role word the client should refresh (spec §8).
 * The account's access is read through the process's PrincipalCache, which drops it on any change: a
 * deactivation or a permission change applies to the next call (decision 0025).
 */
export function requireRole(
  roles: Role | Role[],
  options: { permission?: Permission | Permission[] } = {},
): Guard {
  const allowed = Array.isArray(roles) ? roles : [roles];
  const needed = [options.permission ?? []].flat();
  const guard = async (request: FastifyRequest) => {
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (!token) throw unauthorized(message('tokenMissing', { role: String(allowed[0]) }));
    const claims = await request.server.tokens.verify(token);
    if (!claims) {
      // An expired token of an allowed role names that role, so the client refreshes the right one.
      const claimed = claimedRole(token);
      const audience = claimed && allowed.includes(claimed) ? claimed : allowed[0];
      throw unauthorized(message('tokenInvalid', { role: String(audience) }));
    }
    if (!allowed.includes(claims.role))
      throw unauthorized(message('tokenRequired', { role: String(allowed[0]) }));

    const principal = await request.server.principals.get(claims.role, claims.sub, () =>
      readPrincipal(request.server.db, claims.role, claims.sub),
    );
    if (!principal) throw unauthorized(message('accountNotActive', { role: claims.role }));
    // Permissions are an admin matter: on a route shared with agents, an agent passes on role alone
    // (and the service limits them to their own rows).
    const missing = needed.filter((permission) => !hasPermission(principal.permissions, permission));
    if (claims.role === 'Admin' && missing.length > 0) {
      throw forbidden(message('missingPermission', { permission: missing.join(', ') }));
    }
    request.principal = principal;
  };
  return Object.assign(guard, { access: { roles: allowed, permissions: needed } });
}

/**
 * Runs after requireRole('Admin'): one of `permissions` is enough (requireRole's own list means all of them),
 * e.g. an editor or a read-only admin (ViewerAdmin) may read a settings page.
 */
export function requireOneOf(permissions: readonly Permission[]) {
  return async (request: FastifyRequest) => {
    const held = principalOf(request).permissions;
    if (!permissions.some((permission) => hasPermission(held, permission))) {
      throw forbidden(message('missingPermission', { permission: permissions.join(' or ') }));
    }
  };
}

async function readPrincipal(db: Queryable, role: Role, id: string): Promise<Principal | undefined> {
  if (role === 'Admin') {
    const [row] = await adminById(db).execute({ id });
    return row?.active
      ? { role, id, permissions: Object.freeze(row.permissions) as Permission[] }
      : undefined;
  }
  const byId = role === 'Agent' ? agentById : role === 'Driver' ? driverById : userById;
  const [row] = await byId(db).execute({ id });
  return row?.active ? { role, id, permissions: [] } : undefined;
}

// An account's access, read when the cache does not hold it: prepared statements, planned once per connection.
const adminById = preparedPerHandle((db: Queryable) =>
  db
    .select({ active: admins.active, permissions: admins.permissions })
    .from(admins)
    .where(eq(admins.id, sql.placeholder('id')))
    .prepare('principal_admin'),
);
const activeById = (table: typeof agents | typeof drivers | typeof users, name: string) =>
  preparedPerHandle((db: Queryable) =>
    db
      .select({ active: table.active })
      .from(table)
      .where(eq(table.id, sql.placeholder('id')))
      .prepare(name),
  );
const agentById = activeById(agents, 'principal_agent');
const driverById = activeById(drivers, 'principal_driver');
const userById = activeById(users, 'principal_user');

/** The signed-in principal of a guarded route. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized(message('tokenMissing', { role: 'Agent' }));
  return request.principal;
}
