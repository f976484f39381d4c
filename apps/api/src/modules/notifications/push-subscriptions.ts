import type { PushSubscriptionResponse } from '@masar/contract/admins';
import type { RegisterPushBody } from '@masar/contract/notifications';
import { and, count, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, agents, drivers, pushSubscriptions, users } from '../../db/schema/index';
import { builtOnce, runPrepared } from '../../db/statements';
import type { Principal } from '../../plugins/auth';
import type { Audience } from './audience';

/**
 * Stores the browser's subscription for the signed-in account. One row per endpoint: a browser where
 * someone else signs in becomes theirs, with the keys and language it sends now.
 */
export async function savePushSubscription(
  db: Database,
  owner: Pick<Principal, 'role' | 'id'>,
  body: Omit<RegisterPushBody, 'lang'> & { lang?: RegisterPushBody['lang'] },
): Promise<PushSubscriptionResponse> {
  const values = {
    role: owner.role,
    subjectId: owner.id,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    ...(body.lang && { lang: body.lang }),
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ ...values, endpoint: body.endpoint })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('push subscription not saved');
  return {
    endpoint: row.endpoint,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Push turned off on this browser: only the account's own row goes (someone else's endpoint is left alone). */
export async function removeOwnPushSubscription(
  db: Database,
  owner: Pick<Principal, 'role' | 'id'>,
  endpoint: string,
): Promise<void> {
  await db
    .delete(pushSubscriptions)
    .where(
      and(
        eq(pushSubscriptions.endpoint, endpoint),
        eq(pushSubscriptions.role, owner.role),
        eq(pushSubscriptions.subjectId, owner.id),
      ),
    );
}

export async function removePushSubscription(db: Database, endpoint: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  lang: 'ar' | 'en';
}

/** Admins holding a permission, ViewerAdmin standing in for every View* one (hasPermission in SQL). */
function adminHolds(permission: NonNullable<Extract<Audience, { role: 'Admin' }>['permission']>): SQL {
  const held = sql`${admins.permissions} @> array[${permission}]::text[]`;
  return permission.startsWith('View')
    ? sql`(${held} or ${admins.permissions} @> array['ViewerAdmin']::text[])`
    : held;
}

/** The accounts table of a role, and whether an account of it is in the audience (active, holding its permission). */
function audienceAccounts(audience: Audience, id: string | Placeholder | undefined = audience.id) {
  const table =
    audience.role === 'Admin'
      ? admins
      : audience.role === 'Agent'
        ? agents
        : audience.role === 'Driver'
          ? drivers
          : users;
  const where = and(
    eq(table.active, true),
    audience.role === 'Admin' && audience.permission ? adminHolds(audience.permission) : undefined,
    id ? eq(table.id, id) : undefined,
  );
  return { table, where };
}

/** How many active accounts the audiences stand for (an announcement's recipients). */
export async function accountCount(db: Database, audiences: Audience[]): Promise<number> {
  let accounts = 0;
  for (const audience of audiences) {
    const { table, where } = audienceAccounts(audience);
    const [row] = await db.select({ count: count() }).from(table).where(where);
    accounts += row?.count ?? 0;
  }
  return accounts;
}

/**
 * The push subscriptions of the audiences' accounts: one prepared statement an audience (every booking event
 * pushes; issue #21 counts its round trips).
 */
export async function pushTargetsOf(db: Database, audiences: Audience[]): Promise<StoredSubscription[]> {
  const subscriptions: StoredSubscription[] = [];
  for (const audience of audiences) {
    // Prepared (named by its text): planning the join was most of its time. Built once per kind of audience.
    const query = builtOnce(
      `pushTargetsOf:${audience.role}:${(audience.role === 'Admin' && audience.permission) || ''}:${audience.id ? 'one' : 'all'}`,
      () => {
        const { table, where } = audienceAccounts(audience, audience.id && sql.placeholder('id'));
        return db
          .select({
            endpoint: pushSubscriptions.endpoint,
            p256dh: pushSubscriptions.p256dh,
            auth: pushSubscriptions.auth,
            lang: pushSubscriptions.lang,
          })
          .from(pushSubscriptions)
          .innerJoin(table, eq(table.id, pushSubscriptions.subjectId))
          .where(and(eq(pushSubscriptions.role, audience.role), where))
          .getSQL();
      },
      { id: audience.id ?? null },
    );
    subscriptions.push(...(await runPrepared<StoredSubscription>(db, query)));
  }
  return subscriptions;
}
