import type { User } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import type { ListUsersQuery, UpdateUserBody } from '@masar/contract/customers';
import { message } from '@masar/contract/messages';
import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { customerSearchText, users } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { orderBy, pageOffset, toPage, trigramSearch } from '../../lib/pagination';
import { toUser } from '../auth/accounts';

export async function getCustomer(db: Database, id: string): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound(message('userNotFound'));
  return toUser(row);
}

/** The customer's own name, phone and e-mail choice. */
export async function updateCustomer(db: Database, id: string, body: UpdateUserBody): Promise<User> {
  const [row] = await db
    .update(users)
    .set({ name: body.name, phone: body.phone, mailUpdates: body.mailUpdates, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw notFound(message('userNotFound'));
  return toUser(row);
}

/** The customers whose name, e-mail or phone contains `search` (the users_search trigram index). */
export function customerSearch(search: string | undefined): SQL | undefined {
  return search ? trigramSearch(customerSearchText(users), search) : undefined;
}

export async function listCustomers(db: Database, query: ListUsersQuery): Promise<Paginated<User>> {
  const filters: (SQL | undefined)[] = [customerSearch(query.search)];
  if (query.active !== undefined) filters.push(eq(users.active, query.active));
  const where = and(...filters);
  const sortable = { name: users.name, email: users.email, createdAt: users.createdAt };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, users.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return toPage(rows.map(toUser), total?.n ?? 0, query);
}
