import type { AdminAction, AdminActionType, adminActionEntities } from '@masar/contract/admin-actions';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { adminActions, admins } from '../../db/schema/index';

export interface AdminActionRecord {
  adminId: string;
  action: AdminActionType;
  entityType: (typeof adminActionEntities)[number];
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  note?: string | null;
}

/** Logs an admin change; call inside the change's transaction so the log and the change commit together. */
export async function recordAdminAction(tx: Queryable, record: AdminActionRecord): Promise<void> {
  await tx.insert(adminActions).values({
    ...record,
    before: record.before ?? null,
    after: record.after ?? null,
    note: record.note ?? null,
  });
}

/** Every admin action on one row, oldest first. */
export async function listActionsOn(
  db: Queryable,
  entityType: AdminActionRecord['entityType'],
  entityId: string,
): Promise<AdminAction[]> {
  const rows = await db
    .select({ action: adminActions, admin: { id: admins.id, name: admins.name } })
    .from(adminActions)
    .innerJoin(admins, eq(admins.id, adminActions.adminId))
    .where(and(eq(adminActions.entityType, entityType), eq(adminActions.entityId, entityId)))
    .orderBy(asc(adminActions.createdAt), asc(adminActions.id));
  return rows.map(({ action, admin }) => ({
    id: action.id,
    admin,
    action: action.action as AdminActionType,
    entityType: action.entityType as AdminActionRecord['entityType'],
    entityId: action.entityId,
    before: action.before,
    after: action.after,
    note: action.note,
    createdAt: action.createdAt.toISOString(),
  }));
}
