import type { PushSubscriptionResponse } from '@masar/contract/admins';
import type { RegisterPushBody } from '@masar/contract/notifications';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, agents, drivers, pushSubscriptions, users } from '../../db/schema/index';
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

/** Active accounts an audience stands for, as (role, id) pairs. */
async function accountIds(db: Database, audience: Audience): Promise<string[]> {
  if (audience.role === 'Admin') {
    const rows = await db
      .select({ id: admins.id })
      .from(admins)
      .where(
        and(
          eq(admins.active, true),
          audience.permission ? adminHolds(audience.permission) : undefined,
          audience.id ? eq(admins.id, audience.id) : undefined,
        ),
      );
    return rows.map((row) => row.id);
  }
  const table = audience.role === 'Agent' ? agents : audience.role === 'Driver' ? drivers : users;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.active, true), audience.id ? eq(table.id, audience.id) : undefined));
  return rows.map((row) => row.id);
}

/** The accounts of an audience and their push subscriptions. */
export async function subscriptionsOf(
  db: Database,
  audiences: Audience[],
): Promise<{ accounts: number; subscriptions: StoredSubscription[] }> {
  let accounts = 0;
  const subscriptions: StoredSubscription[] = [];
  for (const audience of audiences) {
    const ids = await accountIds(db, audience);
    accounts += ids.length;
    if (!ids.length) continue;
    const rows = await db
      .select({
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
        lang: pushSubscriptions.lang,
      })
      .from(pushSubscriptions)
      .where(and(eq(pushSubscriptions.role, audience.role), inArray(pushSubscriptions.subjectId, ids)));
    subscriptions.push(...rows);
  }
  return { accounts, subscriptions };
}
