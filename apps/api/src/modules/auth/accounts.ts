import type { Admin, Agent, DriverAccount, User } from '@masar/contract/auth';
import { imageUrl } from '@masar/contract/images';
import type { EmailRole } from '@masar/contract/permission-names';
import type { Permission, Role } from '@masar/contract/permissions';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, agents, drivers, users } from '../../db/schema/index';

type AdminRow = typeof admins.$inferSelect;
type AgentRow = typeof agents.$inferSelect;
type UserRow = typeof users.$inferSelect;
type DriverRow = typeof drivers.$inferSelect;
export type EmailAccountRow = AdminRow | AgentRow | UserRow;
export type AccountRow = EmailAccountRow | DriverRow;

export const accountTables = { Admin: admins, Agent: agents, User: users } as const;

export function toAdmin(row: AdminRow): Admin {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    permissions: row.permissions as Permission[],
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toAgent(row: AgentRow): Agent {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    companyName: row.companyName,
    country: row.country,
    city: row.city,
    address: row.address,
    legalName: row.legalName,
    vatNumber: row.vatNumber,
    active: row.active,
    balance: row.balance,
    creditLimit: row.creditLimit,
    lowBalanceThreshold: row.lowBalanceThreshold,
    mailUpdates: row.mailUpdates,
    currency: row.currency,
    avatarUrl: row.avatarImageId ? imageUrl(row.avatarImageId) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDriverAccount(row: DriverRow): DriverAccount {
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    mobile: row.mobile,
    photoUrl: row.photoImageId ? imageUrl(row.photoImageId) : null,
    mustChangePassword: row.mustChangePassword,
    active: row.active,
  };
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    active: row.active,
    mailUpdates: row.mailUpdates,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findAccountByEmail(
  db: Database,
  role: EmailRole,
  email: string,
): Promise<EmailAccountRow | undefined> {
  const table = accountTables[role];
  const [row] = await db.select().from(table).where(sql`lower(${table.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findAccountById(db: Database, role: Role, id: string): Promise<AccountRow | undefined> {
  if (role === 'Driver') {
    const [driver] = await db.select().from(drivers).where(eq(drivers.id, id));
    return driver;
  }
  const table = accountTables[role];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row;
}

/** A driver by their mobile (E.164), the key a driver signs in with. */
export async function findDriverByMobile(db: Database, mobile: string): Promise<DriverRow | undefined> {
  const [row] = await db.select().from(drivers).where(eq(drivers.mobile, mobile));
  return row;
}

/** The key failed sign-ins of an account are counted under: its e-mail, or a driver's mobile. */
export function accountKey(role: Role, row: AccountRow): string {
  return `account:${role}:${'email' in row ? row.email.toLowerCase() : row.mobile}`;
}

/** The account object a login or refresh returns, under the key of its role. */
export function accountPayload(role: Role, row: AccountRow) {
  if (role === 'Admin') return { admin: toAdmin(row as AdminRow) };
  if (role === 'Agent') return { agent: toAgent(row as AgentRow) };
  if (role === 'Driver') return { driver: toDriverAccount(row as DriverRow) };
  return { user: toUser(row as UserRow) };
}
