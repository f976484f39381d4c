import { permissions as allPermissions, type Permission } from '@masar/contract/permissions';
import type { Database } from '../db/client';
import { admins, agentPlaces, agents, drivers, users } from '../db/schema/index';
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

/** A driver with a unique mobile (+9665…); no vehicles unless the test adds them through the API. */
export async function createDriverRow(
  db: Database,
  input: Partial<Omit<typeof drivers.$inferInsert, 'passwordHash'>> & { password?: string } = {},
) {
  const { password, ...fields } = input;
  const [row] = await db
    .insert(drivers)
    .values({
      nameAr: 'سائق تجربة',
      nameEn: 'Test Driver',
      mobile: `+9665${String(Date.now() % 1e8)
        .padStart(8, '0')
        .slice(0, 4)}${String(counter++ % 10_000).padStart(4, '0')}`,
      licenceNumber: 'L-1000',
      licenceExpiry: '2030-01-01',
      nationalId: '1000000001',
      languages: ['ar'],
      mustChangePassword: false,
      ...fields,
      passwordHash: await hashPassword(password ?? 'Driver-Pass-2026!'),
    })
    .returning();
  if (!row) throw new Error('driver not created');
  return row;
}
