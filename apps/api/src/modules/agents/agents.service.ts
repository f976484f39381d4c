import {
  type AgentOption,
  AVATAR_FIELD,
  type CreateAgentBody,
  type EditAgentByAdminBody,
  editAgentByAgentFields,
  type ListAgentsQuery,
} from '@masar/contract/agents';
import { type Agent, EMAIL_TAKEN, WRONG_CURRENT_PASSWORD } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import { fieldMessage, message } from '@masar/contract/messages';
import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { agents } from '../../db/schema/index';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { isUniqueViolation } from '../../lib/database-errors';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { MultipartForm } from '../../lib/multipart';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { parseOrThrow } from '../../lib/validation';
import { recordChange, updateAction } from '../admin-actions/admin-actions.service';
import { toAgent } from '../auth/accounts';
import { revokeAllSessions } from '../auth/auth.service';
import { enqueueWelcome, type WelcomeMail } from '../auth/password-reset';
import { checkImage, deleteImage, storeImage } from '../images/images.service';

type AgentRow = typeof agents.$inferSelect;
type AgentChanges = Partial<Omit<typeof agents.$inferInsert, 'id' | 'balance' | 'createdAt'>>;

/**
 * An agent always starts with a zero balance in the configured currency. `adminId`: who defines the
 * agent, for the action log; `welcome`: e-mail them a link to choose their own password.
 */
export async function createAgent(
  db: Database,
  currency: string,
  body: CreateAgentBody,
  adminId?: string,
  welcome?: WelcomeMail,
): Promise<Agent> {
  if (body.currency && body.currency !== currency) {
    throw badRequest([fieldMessage('currency', 'currencyNotSupported', { currency })]);
  }
  refuseCommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(agents)
      .values({
        name: body.name,
        email: body.email,
        passwordHash,
        phone: body.phone ?? null,
        companyName: body.companyName ?? null,
        country: body.country ?? null,
        city: body.city ?? null,
        address: body.address ?? null,
        legalName: body.legalName ?? null,
        vatNumber: body.vatNumber ?? null,
        active: body.active,
        currency,
        ...(welcome && { language: welcome.language }),
      })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(EMAIL_TAKEN);
    const agent = toAgent(row);
    await recordChange(tx, adminId, 'Agent', { after: agent });
    if (welcome) await enqueueWelcome(tx, welcome, { role: 'Agent', ...row, language: welcome.language });
    return agent;
  });
}

async function findAgentRow(db: Queryable, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(agents).where(eq(agents.id, id));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound(message('agentNotFound'));
  return row;
}

export async function getAgent(db: Database, id: string): Promise<Agent> {
  return toAgent(await findAgentRow(db, id));
}

/** Writes the changes (never the balance); a taken e-mail is a 409. */
async function saveAgent(db: Queryable, id: string, changes: AgentChanges): Promise<AgentRow> {
  try {
    const [row] = await db
      .update(agents)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(agents.id, id))
      .returning();
    if (!row) throw notFound(message('agentNotFound'));
    return row;
  } catch (error) {
    if (isUniqueViolation(error, 'agents_email_unique')) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

const profileChanges = (body: Omit<EditAgentByAdminBody, 'password' | 'active'>): AgentChanges => ({
  name: body.name,
  email: body.email,
  phone: body.phone,
  companyName: body.companyName,
  country: body.country,
  city: body.city,
  address: body.address,
});

/** Deactivation and a new password end the agent's sessions; `adminId` is logged as the one who changed it. */
export async function editAgentByAdmin(
  db: Database,
  id: string,
  body: EditAgentByAdminBody,
  adminId?: string,
): Promise<Agent> {
  if (body.password) refuseCommonPassword(body.password);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;
  return db.transaction(async (tx) => {
    const current = await findAgentRow(tx, id, { lock: true });
    const row = await saveAgent(tx, id, {
      ...profileChanges(body),
      legalName: body.legalName,
      vatNumber: body.vatNumber,
      active: body.active,
      passwordHash,
    });
    if (passwordHash || (current.active && body.active === false)) {
      await revokeAllSessions(tx, 'Agent', id);
    }
    const before = toAgent(current);
    const agent = toAgent(row);
    await recordChange(tx, adminId, 'Agent', {
      before,
      after: agent,
      action: updateAction(before, agent),
      // The log never holds the password or its hash: only that it changed.
      noteCode: passwordHash ? 'PasswordChanged' : undefined,
    });
    return agent;
  });
}

/**
 * The agent's own profile form. A new e-mail needs the current password; a new picture replaces
 * (and deletes) the old one. Never the balance, the credit limit or the active flag; the low-balance alert yes.
 */
export async function editAgentByAgent(db: Database, id: string, form: MultipartForm): Promise<Agent> {
  const fields = parseOrThrow(editAgentByAgentFields, form.fields);
  const upload = form.files.find((file) => file.field === AVATAR_FIELD);
  const avatar = upload ? await checkImage(upload.bytes, AVATAR_FIELD) : undefined;

  const current = await findAgentRow(db, id);
  const changesEmail = fields.email !== undefined && fields.email !== current.email.toLowerCase();
  if (changesEmail) {
    if (!fields.currentPassword) {
      throw badRequest([fieldMessage('currentPassword', 'currentPasswordForEmail')]);
    }
    if (!(await verifyPassword(current.passwordHash, fields.currentPassword))) {
      throw badRequest(WRONG_CURRENT_PASSWORD);
    }
  }

  return db.transaction(async (tx) => {
    const locked = await findAgentRow(tx, id, { lock: true });
    const changes: AgentChanges = profileChanges(fields);
    if (fields.lowBalanceThreshold !== undefined) changes.lowBalanceThreshold = fields.lowBalanceThreshold;
    if (fields.mailUpdates !== undefined) changes.mailUpdates = fields.mailUpdates;
    if (avatar) changes.avatarImageId = await storeImage(tx, { kind: 'agent-avatar', id }, avatar);
    else if (fields.removeAvatar) changes.avatarImageId = null;
    const row = await saveAgent(tx, id, changes);
    if (locked.avatarImageId && changes.avatarImageId !== undefined) {
      await deleteImage(tx, locked.avatarImageId);
    }
    return toAgent(row);
  });
}

export async function listAgents(db: Database, query: ListAgentsQuery): Promise<Paginated<Agent>> {
  const filters: (SQL | undefined)[] = [
    searchAny(query.search, [agents.name, agents.email, agents.phone, agents.companyName]),
  ];
  if (query.active !== undefined) filters.push(eq(agents.active, query.active));
  const where = and(...filters);
  const sortable = {
    name: agents.name,
    email: agents.email,
    companyName: agents.companyName,
    createdAt: agents.createdAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(agents)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, agents.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(agents).where(where),
  ]);
  return toPage(rows.map(toAgent), total?.n ?? 0, query);
}

/** Every agent (active or not, so past bookings can still be filtered by theirs), by name. */
export async function listAgentOptions(db: Database): Promise<AgentOption[]> {
  return db
    .select({ id: agents.id, name: agents.name, companyName: agents.companyName, email: agents.email })
    .from(agents)
    .orderBy(asc(agents.name), asc(agents.id));
}
