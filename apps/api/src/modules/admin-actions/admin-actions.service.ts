import type {
  AdminAction,
  AdminActionEntity,
  AdminActionNoteCode,
  AdminActionType,
  ListAdminActionsQuery,
} from '@masar/contract/admin-actions';
import type { Paginated } from '@masar/contract/common';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { adminActions, admins } from '../../db/schema/index';
import { withinDays } from '../../lib/day-range';
import { afterRow, readCountedPageAfter, toPage } from '../../lib/pagination';

export interface AdminActionRecord {
  adminId: string;
  action: AdminActionType;
  entityType: AdminActionEntity;
  entityId: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  noteCode?: AdminActionNoteCode | null;
  note?: string | null;
}

/** Logs an admin change; call inside the change's transaction so the log and the change commit together. */
export async function recordAdminAction(tx: Queryable, record: AdminActionRecord): Promise<void> {
  await tx.insert(adminActions).values({
    ...record,
    before: record.before ?? null,
    after: record.after ?? null,
    noteCode: record.noteCode ?? null,
    note: record.note ?? null,
  });
}

type Entity = { id: string };

/**
 * The state the log keeps: the API's view of the row (never a password hash or image bytes) without
 * its id and bookkeeping times, so an update's before/after differ only in what the admin changed.
 */
function snapshot(entity: Entity | null | undefined): Record<string, unknown> | null {
  if (!entity) return null;
  const {
    id: _id,
    createdAt: _created,
    updatedAt: _updated,
    ...state
  } = entity as Entity & Record<string, unknown>;
  return state;
}

/**
 * Logs a create (no `before`), a delete (no `after`) or an update of an agent, admin or catalogue row,
 * given as the API returns it. `action` overrides the derived one (Activate / Deactivate). Without an
 * admin (the seed and the test factories call the services directly) there is nobody to log.
 */
export async function recordChange(
  tx: Queryable,
  adminId: string | undefined,
  entityType: AdminActionEntity,
  change: {
    before?: Entity | null;
    after?: Entity | null;
    action?: AdminActionType;
    noteCode?: AdminActionNoteCode;
  },
): Promise<void> {
  if (!adminId) return;
  const entity = change.after ?? change.before;
  if (!entity) throw new Error('recordChange needs the state before or after the change');
  const derived = !change.before ? 'Create' : !change.after ? 'Delete' : 'Update';
  await recordAdminAction(tx, {
    adminId,
    action: change.action ?? derived,
    entityType,
    entityId: entity.id,
    before: snapshot(change.before),
    after: snapshot(change.after),
    noteCode: change.noteCode,
  });
}

/** An update that flips `active` is an Activate or a Deactivate; any other is an Update. */
export function updateAction(before: { active: boolean }, after: { active: boolean }): AdminActionType {
  if (before.active === after.active) return 'Update';
  return after.active ? 'Activate' : 'Deactivate';
}

function selectActions(db: Queryable, counted: SQL<number> = sql<number>`0`) {
  return (
    db
      // `counted`: a page's capped total in the same statement (lib/pagination cappedCountColumn).
      .select({ counted, action: adminActions, admin: { id: admins.id, name: admins.name } })
      .from(adminActions)
      .innerJoin(admins, eq(admins.id, adminActions.adminId))
  );
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectActions>['execute']>>[number];

function toAdminAction({ action, admin }: Joined): AdminAction {
  return {
    id: action.id,
    admin,
    action: action.action as AdminActionType,
    entityType: action.entityType as AdminActionEntity,
    entityId: action.entityId,
    before: action.before,
    after: action.after,
    noteCode: action.noteCode,
    note: action.note,
    createdAt: action.createdAt.toISOString(),
  };
}

/** Every admin action on one row, oldest first. */
export async function listActionsOn(
  db: Queryable,
  entityType: AdminActionEntity,
  entityId: string,
): Promise<AdminAction[]> {
  const rows = await selectActions(db)
    .where(and(eq(adminActions.entityType, entityType), eq(adminActions.entityId, entityId)))
    .orderBy(asc(adminActions.createdAt), asc(adminActions.id));
  return rows.map(toAdminAction);
}

/** WHERE for the log's filters; days are whole days in the business time zone. */
function actionFiltersSql(query: ListAdminActionsQuery, timeZone: string): SQL | undefined {
  return and(
    query.adminId ? eq(adminActions.adminId, query.adminId) : undefined,
    query.action ? eq(adminActions.action, query.action) : undefined,
    query.entityType ? eq(adminActions.entityType, query.entityType) : undefined,
    query.entityId ? eq(adminActions.entityId, query.entityId) : undefined,
    withinDays(adminActions.createdAt, query, timeZone),
  );
}

/** The action log for GET /admin-actions, newest first. */
export async function listAdminActions(
  db: Database,
  timeZone: string,
  query: ListAdminActionsQuery,
): Promise<Paginated<AdminAction>> {
  const where = actionFiltersSql(query, timeZone);
  // Newest first, and past the first pages after the row the web sends (keyset paging).
  const newestFirst = { createdAt: adminActions.createdAt };
  const keyset = afterRow(query.after, '-createdAt', newestFirst, adminActions.id, adminActions, where);
  const order = [desc(adminActions.createdAt), desc(adminActions.id)];
  const { rows, count } = await readCountedPageAfter(
    db,
    { shape: 'adminActions', table: adminActions, id: adminActions.id, filters: where, keyset, order },
    (onPage, limit, counted) =>
      selectActions(db, counted)
        .where(onPage)
        .orderBy(...order)
        .limit(limit),
    query,
  );
  return toPage(rows.map(toAdminAction), count, query);
}

/** Every admin, by name: whose actions the log can be filtered by. */
export async function listAdminOptions(db: Database): Promise<{ id: string; name: string }[]> {
  return db
    .select({ id: admins.id, name: admins.name })
    .from(admins)
    .orderBy(asc(admins.name), asc(admins.id));
}
