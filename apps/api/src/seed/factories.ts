import { permissions as allPermissions, type Permission } from '@masar/contract/permissions';
import type { Database } from '../db/client';
import { admins, agentPlaces, agents, users } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { creditWallet } from '../modules/transactions/wallet';

/** Row builders shared by the seed and the tests (DESIGN.md §7). */
let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

export async function createAdmin(
  db: Database,
  input: {
    name?: string;
    email?: string;
    password?: string;
    permissions?: Permission[];
    active?: boolean;
  } = {},
) {
  const [row] = await db
    .insert(admins)
    .values({
      name: input.name ?? 'Test Admin',
      email: (input.email ?? `admin-${unique()}@masar.test`).toLowerCase(),
      passwordHash: await hashPassword(input.password ?? 'Admin-Pass-2026!'),
      permissions: input.permissions ?? [...allPermissions],
      active: input.active ?? true,
    })
    .returning();
  if (!row) throw new Error('admin not created');
  return row;
}

/** A `balance` arrives through the wallet, as a TopUp entry, so the ledger always adds up. */
export async function createAgent(
  db: Database,
  input: Partial<Omit<typeof agents.$inferInsert, 'passwordHash'>> & { password?: string } = {},
) {
  const { password, balance = 0, ...fields } = input;
  const [row] = await db
    .insert(agents)
    .values({
      name: 'Test Agent',
      companyName: 'Test Travel',
      ...fields,
      email: (fields.email ?? `agent-${unique()}@masar.test`).toLowerCase(),
      passwordHash: await hashPassword(password ?? 'Agent-Pass-2026!'),
    })
    .returning();
  if (!row) throw new Error('agent not created');
  if (balance <= 0) return row;
  const { balanceAfter } = await db.transaction((tx) =>
    creditWallet(tx, 'TopUp', {
      agentId: row.id,
      amount: balance,
      currency: row.currency,
      noteCode: 'OpeningBalance',
    }),
  );
  return { ...row, balance: balanceAfter };
}

export async function createUser(
  db: Database,
  input: Partial<Omit<typeof users.$inferInsert, 'passwordHash'>> & { password?: string } = {},
) {
  const { password, ...fields } = input;
  const [row] = await db
    .insert(users)
    .values({
      name: 'Test Customer',
      phone: '+966500000000',
      ...fields,
      email: (fields.email ?? `user-${unique()}@masar.test`).toLowerCase(),
      passwordHash: await hashPassword(password ?? 'User-Pass-2026!'),
    })
    .returning();
  if (!row) throw new Error('user not created');
  return row;
}

export async function createPlace(
  db: Database,
  input: Partial<typeof agentPlaces.$inferInsert> & { agentId: string },
) {
  const [row] = await db
    .insert(agentPlaces)
    .values({ name: 'Test Place', address: 'King Fahd Rd, Riyadh', lat: 24.7114, lng: 46.6744, ...input })
    .returning();
  if (!row) throw new Error('place not created');
  return row;
}
