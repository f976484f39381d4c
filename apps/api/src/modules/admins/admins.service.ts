import {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_REMOVE_OWN_EDIT_ADMINS,
  type CreateAdminBody,
  LAST_ADMIN_EDITOR,
  type ListAdminsQuery,
  type UpdateAdminBody,
} from '@masar/contract/admins';
import { type Admin, EMAIL_TAKEN } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import { message } from '@masar/contract/messages';
import { and, arrayContains, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins } from '../../db/schema/index';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';
import { hashPassword } from '../../lib/passwords';
import type { Principal } from '../../plugins/auth';
import { recordChange, updateAction } from '../admin-actions/admin-actions.service';
import { toAdmin } from '../auth/accounts';
import { revokeAllSessions } from '../auth/auth.service';
import { enqueueWelcome, type WelcomeMail } from '../auth/password-reset';
import { emitEvent } from '../notifications/event-bus';

const EDIT_ADMINS = 'EditAdmins';

/**
 * `adminId`: who defines the admin, for the action log; `welcome`: e-mail them a link to choose their own password
 * (in the creating admin's language).
 */
export async function createAdmin(
  db: Database,
  body: CreateAdminBody,
  adminId?: string,
  welcome?: WelcomeMail,
): Promise<Admin> {
  refuseCommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(admins)
      .values({
        name: body.name,
        email: body.email,
        passwordHash,
        permissions: body.permissions,
        active: body.active,
        ...(welcome && { language: welcome.language }),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(EMAIL_TAKEN);
    const admin = toAdmin(row);
    await recordChange(tx, adminId, 'Admin', { after: admin });
    if (welcome) await enqueueWelcome(tx, welcome, { role: 'Admin', ...row, language: welcome.language });
    return admin;
  });
}

export async function getAdminById(db: Database, id: string): Promise<Admin> {
  const [row] = await db.select().from(admins).where(eq(admins.id, id));
  if (!row) throw notFound(message('adminNotFound'));
  return toAdmin(row);
}

export async function listAdmins(db: Database, query: ListAdminsQuery): Promise<Paginated<Admin>> {
  const filters: (SQL | undefined)[] = [searchAny(query.search, [admins.name, admins.email])];
  if (query.active !== undefined) filters.push(eq(admins.active, query.active));
  const where = and(...filters);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(admins)
      .where(where)
      .orderBy(
        ...orderBy(
          query.sort,
          { name: admins.name, email: admins.email, createdAt: admins.createdAt },
          admins.id,
        ),
      )
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(admins).where(where),
  ]);
  return toPage(rows.map(toAdmin), total?.n ?? 0, query);
}

/**
 * Changes an admin. Someone must always be able to manage admins: nobody removes their own
 * EditAdmins or deactivates themselves (400), and the last active EditAdmins holder keeps it (409).
 * The holders are locked for the check, so two concurrent changes that would each remove one of the
 * last two holders run one after the other and the second is refused. Deactivation and a new
 * password end the account's sessions.
 */
function rightsChanged(before: typeof admins.$inferSelect, after: typeof admins.$inferSelect): boolean {
  const sorted = (permissions: string[]) => [...permissions].sort().join(',');
  return before.active !== after.active || sorted(before.permissions) !== sorted(after.permissions);
}

export async function updateAdmin(
  db: Database,
  actor: Pick<Principal, 'id'>,
  id: string,
  body: UpdateAdminBody,
): Promise<Admin> {
  const removesEditAdmins = body.permissions !== undefined && !body.permissions.includes(EDIT_ADMINS);
  if (id === actor.id) {
    const problems = [
      ...(removesEditAdmins ? [CANNOT_REMOVE_OWN_EDIT_ADMINS] : []),
      ...(body.active === false ? [CANNOT_DEACTIVATE_SELF] : []),
    ];
    if (problems.length) throw badRequest(problems);
  }
  if (body.password) refuseCommonPassword(body.password);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;

  return db.transaction(async (tx) => {
    // Lock in id order, so concurrent updates queue up instead of deadlocking.
    const editors = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(and(eq(admins.active, true), arrayContains(admins.permissions, [EDIT_ADMINS])))
      .orderBy(admins.id)
      .for('update');
    const [current] = await tx.select().from(admins).where(eq(admins.id, id)).for('update');
    if (!current) throw notFound(message('adminNotFound'));

    const isEditor = editors.some((editor) => editor.id === id);
    if (isEditor && (removesEditAdmins || body.active === false) && editors.length <= 1) {
      throw conflict(LAST_ADMIN_EDITOR);
    }
    // The actor's permission was checked before the lock; a concurrent change may have removed it.
    if (!editors.some((editor) => editor.id === actor.id))
      throw forbidden(message('missingPermission', { permission: EDIT_ADMINS }));

    let row: typeof admins.$inferSelect | undefined;
    try {
      [row] = await tx
        .update(admins)
        .set({
          name: body.name,
          email: body.email,
          permissions: body.permissions,
          active: body.active,
          passwordHash,
          updatedAt: sql`now()`,
        })
        .where(eq(admins.id, id))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error, 'admins_email_unique')) throw conflict(EMAIL_TAKEN);
      throw error;
    }
    if (!row) throw notFound(message('adminNotFound'));
    if (passwordHash || (current.active && body.active === false)) {
      await revokeAllSessions(tx, 'Admin', id);
    }
    // Their open pages still hold the old permissions in their token: tell them (after the commit).
    if (rightsChanged(current, row)) {
      await emitEvent(tx, { type: 'account.changed', role: 'Admin', accountId: id });
    }
    const before = toAdmin(current);
    const admin = toAdmin(row);
    await recordChange(tx, actor.id, 'Admin', {
      before,
      after: admin,
      action: updateAction(before, admin),
      // The log never holds the password or its hash: only that it changed.
      noteCode: passwordHash ? 'PasswordChanged' : undefined,
    });
    return admin;
  });
}
