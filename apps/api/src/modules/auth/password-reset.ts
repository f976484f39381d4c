import {
  type ForgotPasswordBody,
  RESET_LINK_INVALID,
  RESET_LINK_MINUTES,
  type ResetPasswordBody,
  WELCOME_LINK_DAYS,
} from '@masar/contract/auth';
import type { MailSettings } from '@masar/contract/mail';
import type { Role } from '@masar/contract/permissions';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { type AppConfig, publicUrlOfApp } from '../../config';
import type { Database, Queryable } from '../../db/client';
import { loginFailures, passwordResetTokens } from '../../db/schema/index';
import { refuseCommonPassword } from '../../lib/common-passwords';
import { badRequest } from '../../lib/errors';
import { hashPassword } from '../../lib/passwords';
import { takeRateLimitHit, withinRateLimit } from '../../lib/rate-limit';
import { type Language, requestLanguage } from '../../lib/request-language';
import { newOpaqueToken, sha256 } from '../../lib/tokens';
import { enqueueMail } from '../mail/mail.service';
import { passwordResetMail, welcomeMail } from '../mail/mail-templates';
import { accountTables, findAccountByEmail, findAccountById } from './accounts';
import { revokeAllSessions } from './auth.service';

/** Reset requests per address (whatever the role) and per IP, within RESET_WINDOW_MINUTES. */
export const RESET_ADDRESS_LIMIT = 3;
export const RESET_IP_LIMIT = 10;
export const RESET_WINDOW_MINUTES = 15;
/**
 * Uses of a link (checking it, setting the password) per IP within RESET_WINDOW_MINUTES. A link's token is 256
 * random bits, past guessing; the limit keeps one address from hammering the table anyway.
 */
export const RESET_LINK_IP_LIMIT = 30;

export interface ResetDeps {
  db: Database;
  mailMode: MailSettings['mode'];
  /** The base of the link, without a trailing slash. */
  publicUrl: string;
}

/** The page that sets the new password, in the language of the page that asked. */
export function resetLink(publicUrl: string, language: 'ar' | 'en', token: string): string {
  return `${publicUrl}${language === 'en' ? '/en' : ''}/reset-password?token=${encodeURIComponent(token)}`;
}

/**
 * POST /auth/forgotPassword, in two steps so the answer never tells whether the address has an account, by its
 * content or its time: `takeResetRequest` (before answering: the per-IP limit, a 429 like the login's, which
 * tells nothing about an address) and `sendResetLink` (after the same 202 has left: the per-address limit and
 * the look-up; an unknown or disabled account writes nothing). For an active account: a token (only its
 * SHA-256 kept) and the e-mail, in one transaction.
 */
export async function takeResetRequest(db: Database, ip: string): Promise<void> {
  await takeRateLimitHit(db, `reset-ip:${ip}`, RESET_IP_LIMIT, RESET_WINDOW_MINUTES);
}

export async function sendResetLink(deps: ResetDeps, body: ForgotPasswordBody): Promise<void> {
  const { db } = deps;
  const email = body.email.toLowerCase();
  const language = body.lang ?? 'ar';
  if (!(await withinRateLimit(db, `reset-address:${email}`, RESET_ADDRESS_LIMIT, RESET_WINDOW_MINUTES)))
    return;
  const account = await findAccountByEmail(db, body.role, email);
  if (!account?.active) return;

  const token = newOpaqueToken();
  const mail = passwordResetMail({
    language,
    name: account.name,
    link: resetLink(deps.publicUrl, language, token),
    minutes: RESET_LINK_MINUTES,
  });
  await db.transaction(async (tx) => {
    // Links dead for a day tell nobody anything: each new one clears them, so the table stays small.
    await tx
      .delete(passwordResetTokens)
      .where(lt(passwordResetTokens.expiresAt, sql`now() - interval '1 day'`));
    await tx.insert(passwordResetTokens).values({
      role: body.role,
      accountId: account.id,
      tokenHash: sha256(token),
      expiresAt: sql`now() + make_interval(mins => ${RESET_LINK_MINUTES})`,
    });
    await enqueueMail(tx, deps.mailMode, {
      kind: 'PasswordReset',
      recipient: account.email,
      language,
      ...mail,
    });
  });
}

const takeLinkUse = (db: Database, ip: string) =>
  takeRateLimitHit(db, `reset-link-ip:${ip}`, RESET_LINK_IP_LIMIT, RESET_WINDOW_MINUTES);

/** The stored token row of a link, whatever its state. */
async function findToken(db: Database, token: string) {
  const [row] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, sha256(token)));
  return row;
}

/**
 * POST /auth/checkResetToken: `valid` when the link is unused, unexpired and its account active. `role` is the
 * link's role whenever the link is known (so the page can offer "ask for a new one" on the right sign-in page),
 * null for an unknown one.
 */
export async function checkResetToken(
  db: Database,
  token: string,
  ip: string,
): Promise<{ valid: boolean; role: Role | null }> {
  await takeLinkUse(db, ip);
  const row = await findToken(db, token);
  if (!row) return { valid: false, role: null };
  const usable = !row.usedAt && row.expiresAt.getTime() > Date.now();
  const account = usable ? await findAccountById(db, row.role, row.accountId) : undefined;
  return { valid: !!account?.active, role: row.role };
}

/**
 * POST /auth/resetPassword: in one transaction, the link is used up (with every other open link of the account),
 * the password set and every session of the account ended; the account's failed sign-ins are forgotten (the
 * mailbox proved its owner). A used, expired or unknown link, or a disabled account: 400, nothing changed.
 */
export async function resetPassword(
  db: Database,
  body: ResetPasswordBody,
  ip: string,
): Promise<{ role: Role }> {
  await takeLinkUse(db, ip);
  const invalid = badRequest(RESET_LINK_INVALID);
  const found = await findToken(db, body.token);
  if (!found || found.usedAt || found.expiresAt.getTime() <= Date.now()) throw invalid;
  refuseCommonPassword(body.password);
  const passwordHash = await hashPassword(body.password);
  return db.transaction(async (tx) => {
    const [token] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.id, found.id),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!token || token.role === 'Driver') throw invalid; // drivers have no e-mail: never a link
    const table = accountTables[token.role];
    const [account] = await tx
      .update(table)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(and(eq(table.id, token.accountId), eq(table.active, true)))
      .returning({ id: table.id, email: table.email });
    if (!account) throw invalid; // rolls the use of the link back too
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResetTokens.role, token.role),
          eq(passwordResetTokens.accountId, token.accountId),
          isNull(passwordResetTokens.usedAt),
        ),
      );
    await revokeAllSessions(tx, token.role, token.accountId);
    await tx
      .delete(loginFailures)
      .where(eq(loginFailures.key, `account:${token.role}:${account.email.toLowerCase()}`));
    return { role: token.role };
  });
}

/**
 * The welcome e-mail of an account an admin just created, in the creating transaction: a single-use link to
 * choose a password (a reset link that works WELCOME_LINK_DAYS) and the role's sign-in page. The account is
 * written in `language` (the creating admin's page): its e-mails use it until its first sign-in.
 */
export type WelcomeMail = Omit<ResetDeps, 'db'> & { language: Language };

/** The settings of the app (its `mail` and `config`), in the language of the page that sent `request`. */
export function welcomeMailOf(
  app: { mail: MailSettings; config: AppConfig },
  request: FastifyRequest,
): WelcomeMail {
  return {
    mailMode: app.mail.mode,
    publicUrl: publicUrlOfApp(app.config),
    language: requestLanguage(request),
  };
}

export async function enqueueWelcome(
  tx: Queryable,
  deps: Omit<ResetDeps, 'db'>,
  account: { role: 'Admin' | 'Agent'; id: string; email: string; name: string; language: Language },
): Promise<void> {
  const token = newOpaqueToken();
  await tx.insert(passwordResetTokens).values({
    role: account.role,
    accountId: account.id,
    tokenHash: sha256(token),
    expiresAt: sql`now() + make_interval(days => ${WELCOME_LINK_DAYS})`,
  });
  const prefix = account.language === 'en' ? '/en' : '';
  const signIn = account.role === 'Admin' ? '/admin-panel/login' : '/panel/login';
  await enqueueMail(tx, deps.mailMode, {
    kind: 'Welcome',
    recipient: account.email,
    language: account.language,
    ...welcomeMail({
      language: account.language,
      role: account.role,
      name: account.name,
      link: resetLink(deps.publicUrl, account.language, token),
      signInPage: `${deps.publicUrl}${prefix}${signIn}`,
      days: WELCOME_LINK_DAYS,
    }),
  });
}
