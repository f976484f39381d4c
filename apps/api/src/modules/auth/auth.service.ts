import {
  type AdminAuthResponse,
  type AgentAuthResponse,
  BAD_CREDENTIALS,
  BAD_DRIVER_CREDENTIALS,
  type ChangePasswordBody,
  type DriverAuthResponse,
  EMAIL_TAKEN,
  type RegisterUserBody,
  type UserAuthResponse,
  WRONG_CURRENT_PASSWORD,
} from '@masar/contract/auth';
import { fieldMessage, message } from '@masar/contract/messages';
import type { EmailRole } from '@masar/contract/permission-names';
import type { Role } from '@masar/contract/permissions';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { admins, agents, drivers, loginFailures, refreshTokens, users } from '../../db/schema/index';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { badRequest, conflict, forbidden, tooManyRequests, unauthorized } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import type { Language } from '../../lib/request-language';
import { newOpaqueToken, REFRESH_TOKEN_TTL_MS, sha256, type TokenSigner } from '../../lib/tokens';
import {
  type AccountRow,
  accountKey as accountKeyOf,
  accountPayload,
  accountTables,
  findAccountByEmail,
  findAccountById,
  findDriverByMobile,
  toUser,
} from './accounts';

type EmailAuthResponse = AdminAuthResponse | AgentAuthResponse | UserAuthResponse;

export const LOGIN_FAILURE_LIMIT = 10;
export const LOGIN_WINDOW_MINUTES = 15;

interface Deps {
  db: Database;
  tokens: TokenSigner;
}

async function issueTokens({ db, tokens }: Deps, role: Role, row: AccountRow, familyId?: string) {
  const refreshToken = newOpaqueToken();
  await db.insert(refreshTokens).values({
    familyId: familyId ?? crypto.randomUUID(),
    role,
    subjectId: row.id,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  const accessToken = await tokens.sign({ sub: row.id, role });
  return { access_token: accessToken, refresh_token: refreshToken };
}

async function issueSession(deps: Deps, role: Role, row: AccountRow, familyId?: string) {
  return { ...(await issueTokens(deps, role, row, familyId)), ...accountPayload(role, row) };
}

async function recentFailures(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(loginFailures)
    .where(
      and(
        eq(loginFailures.key, key),
        gt(loginFailures.createdAt, sql`now() - make_interval(mins => ${LOGIN_WINDOW_MINUTES})`),
      ),
    );
  return row?.n ?? 0;
}

/**
 * Sign-in for any e-mail role; failures are counted per IP and per account, and 10 within 15 minutes lock either.
 * The account's e-mails follow the language it last signed in with.
 */
export async function login(
  deps: Deps,
  role: EmailRole,
  credentials: { email: string; password: string; ip: string; language: Language },
): Promise<EmailAuthResponse> {
  const { email, password, ip, language } = credentials;
  const session = await signIn(deps, role, `account:${role}:${email.toLowerCase()}`, password, ip, () =>
    findAccountByEmail(deps.db, role, email),
  );
  const table = accountTables[role];
  await deps.db.execute(
    sql`update ${table} set language = ${language} where lower(email) = ${email.toLowerCase()} and language <> ${language}`,
  );
  return session;
}
/** A driver signs in with their mobile (E.164), under the same rate limit as the others. */
export async function loginDriver(
  deps: Deps,
  mobile: string,
  password: string,
  ip: string,
): Promise<DriverAuthResponse> {
  return signIn(deps, 'Driver', `account:Driver:${mobile}`, password, ip, () =>
    findDriverByMobile(deps.db, mobile),
  );
}

async function signIn(
  deps: Deps,
  role: Role,
  accountKey: string,
  password: string,
  ip: string,
  find: () => Promise<AccountRow | undefined>,
) {
  const { db } = deps;
  const ipKey = `ip:${ip}`;
  const [byIp, byAccount] = await Promise.all([recentFailures(db, ipKey), recentFailures(db, accountKey)]);
  if (byIp >= LOGIN_FAILURE_LIMIT || byAccount >= LOGIN_FAILURE_LIMIT) {
    throw tooManyRequests(message('tooManySignIns', { minutes: LOGIN_WINDOW_MINUTES }));
  }
  const row = await find();
  const valid = await verifyPassword(row?.passwordHash, password);
  if (!row || !valid) {
    await db.insert(loginFailures).values([{ key: ipKey }, { key: accountKey }]);
    throw unauthorized(role === 'Driver' ? BAD_DRIVER_CREDENTIALS : BAD_CREDENTIALS);
  }
  if (!row.active) throw forbidden(message('accountDeactivated'));
  await db.delete(loginFailures).where(eq(loginFailures.key, accountKey));
  // The payload's key follows the role (accountPayload), which the caller names in its return type.
  return issueSession(deps, role, row) as Promise<never>;
}

/**
 * Rotates a refresh token. A token that was already used is a sign of theft:
 * its whole family is revoked, so both the thief and the owner must sign in again.
 */
export async function refresh(deps: Deps, role: EmailRole, refreshToken: string): Promise<EmailAuthResponse>;
export async function refresh(deps: Deps, role: 'Driver', refreshToken: string): Promise<DriverAuthResponse>;
export async function refresh(deps: Deps, role: Role, refreshToken: string) {
  const { db } = deps;
  const expired = unauthorized(message('sessionExpired', { role }));
  const [token] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  if (!token || token.role !== role) throw expired;

  const [claimed] = await db
    .update(refreshTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(refreshTokens.id, token.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)))
    .returning({ id: refreshTokens.id });
  if (!claimed) {
    await revokeFamily(db, token.familyId);
    throw expired;
  }
  if (token.expiresAt.getTime() < Date.now()) throw expired;
  const row = await findAccountById(db, role, token.subjectId);
  if (!row?.active) {
    await revokeFamily(db, token.familyId);
    throw expired;
  }
  return issueSession(deps, role, row, token.familyId);
}

export async function logout(db: Database, refreshToken: string): Promise<void> {
  const [token] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
  if (token) await revokeFamily(db, token.familyId);
}

async function revokeFamily(db: Database, familyId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of an account (deactivation, password change); may run inside the caller's transaction. */
export async function revokeAllSessions(db: Queryable, role: Role, subjectId: string) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(refreshTokens.role, role),
        eq(refreshTokens.subjectId, subjectId),
        isNull(refreshTokens.revokedAt),
      ),
    );
}

export async function registerUser(deps: Deps, body: RegisterUserBody, language: Language) {
  refuseCommonPassword(body.password);
  if (await findAccountByEmail(deps.db, 'User', body.email)) {
    throw conflict(EMAIL_TAKEN);
  }
  const [row] = await deps.db
    .insert(users)
    .values({
      name: body.name,
      email: body.email,
      phone: body.phone,
      language,
      passwordHash: await hashPassword(body.password),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw conflict(EMAIL_TAKEN);
  return { ...(await issueTokens(deps, 'User', row)), user: toUser(row) };
}

/**
 * Any signed-in account changes its own password. A wrong current password counts as a failed
 * sign-in (so a stolen access token cannot be used to guess it); on success every other session
 * ends and a new one is returned, so the caller stays signed in.
 */
export async function changePassword(deps: Deps, role: Role, id: string, body: ChangePasswordBody) {
  const { db } = deps;
  const row = await findAccountById(db, role, id);
  if (!row?.active) throw unauthorized(message('accountNotActive', { role }));
  const accountKey = accountKeyOf(role, row);
  if ((await recentFailures(db, accountKey)) >= LOGIN_FAILURE_LIMIT) {
    throw tooManyRequests(message('tooManyAttempts', { minutes: LOGIN_WINDOW_MINUTES }));
  }
  if (!(await verifyPassword(row.passwordHash, body.currentPassword))) {
    await db.insert(loginFailures).values({ key: accountKey });
    throw badRequest(WRONG_CURRENT_PASSWORD);
  }
  if (body.newPassword === body.currentPassword) {
    throw badRequest([fieldMessage('newPassword', 'samePassword')]);
  }
  refuseCommonPassword(body.newPassword, 'newPassword');
  const passwordHash = await hashPassword(body.newPassword);
  const updated = await db.transaction(async (tx) => {
    const changes = { passwordHash, updatedAt: sql`now()` };
    const [saved] =
      role === 'Admin'
        ? await tx.update(admins).set(changes).where(eq(admins.id, id)).returning()
        : role === 'Agent'
          ? await tx.update(agents).set(changes).where(eq(agents.id, id)).returning()
          : role === 'Driver'
            ? await tx
                .update(drivers)
                .set({ ...changes, mustChangePassword: false })
                .where(eq(drivers.id, id))
                .returning()
            : await tx.update(users).set(changes).where(eq(users.id, id)).returning();
    await revokeAllSessions(tx, role, id);
    return saved;
  });
  if (!updated) throw unauthorized(message('accountNotActive', { role }));
  return issueSession(deps, role, updated);
}
