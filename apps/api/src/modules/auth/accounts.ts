import type { Admin, Agent, User } from '@masar/contract/auth';
import { imageUrl } from '@masar/contract/images';
import type { Permission, Role } from '@masar/contract/permissions';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { admins, agents, users } from '../../db/schema/index';

type AdminRow = typeof admins.$inferSelect;
type AgentRow = typeof agents.$inferSelect;
type UserRow = typeof users.$inferSelect;
export type AccountRow = AdminRow | AgentRow | UserRow;

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
    currency: row.currency,
    avatarUrl: row.avatarImageId ? imageUrl(row.avatarImageId) : null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toUser(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    active: row.active,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findAccountByEmail(
  db: Database,
  role: Role,
  email: string,
): Promise<AccountRow | undefined> {
  const table = accountTables[role];
  const [row] = await db.select().from(table).where(sql`lower(${table.email}) = ${email.toLowerCase()}`);
  return row;
}

export async function findAccountById(db: Database, role: Role, id: string): Promise<AccountRow | undefined> {
  const table = accountTables[role];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row;
}

/** The account object a login or refresh returns, under the key of its role. */
export function accountPayload(role: Role, row: AccountRow) {
  if (role === 'Admin') return { admin: toAdmin(row as AdminRow) };
  if (role === 'Agent') return { agent: toAgent(row as AgentRow) };
  return { user: toUser(row as UserRow) };
}
