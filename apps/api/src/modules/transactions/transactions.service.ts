import type { Agent } from '@masar/contract/auth';
import type { Paginated } from '@masar/contract/common';
import { fieldMessage, message } from '@masar/contract/messages';
import {
  type AgentBalance,
  BALANCE_TOO_LOW,
  type ExportAllTransactionsQuery,
  type ListAgentBalancesQuery,
  type ListAgentTransactionsQuery,
  type ListAllTransactionsQuery,
  type LowBalanceAgent,
  type Transaction,
  type TransactionNoteCode,
  type UpdateBalanceBody,
  type UpdateCreditBody,
} from '@masar/contract/transactions';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { admins, agentBookings, agents, transactions } from '../../db/schema/index';
import { withinDays } from '../../lib/day-range';
import { badRequest, notFound } from '../../lib/errors';
import {
  afterRow,
  orderBy,
  ownerIs,
  pageOffset,
  readCountedPageAfter,
  readSearchPage,
  searchAny,
  sortKey,
  toPage,
} from '../../lib/pagination';
import { recordAdminAction } from '../admin-actions/admin-actions.service';
import { toAgent } from '../auth/accounts';
import { bookingSearch, isSelective } from '../bookings-core/booking-search';
import type { MailContext } from '../mail/mail.service';
import { emitEvent } from '../notifications/event-bus';
import { mailBalanceChange } from './balance-mail';
import { creditWallet, debitWallet } from './wallet';

function selectTransactions(db: Queryable, counted: SQL<number> = sql<number>`0`) {
  return db
    .select({
      // A page's capped total in the same statement (lib/pagination cappedCountColumn); 0 where not asked.
      counted,
      entry: transactions,
      agent: { id: agents.id, name: agents.name, companyName: agents.companyName },
      booking: { id: agentBookings.id, reference: agentBookings.reference },
      admin: { id: admins.id, name: admins.name },
    })
    .from(transactions)
    .innerJoin(agents, eq(agents.id, transactions.agentId))
    .leftJoin(agentBookings, eq(agentBookings.id, transactions.bookingId))
    .leftJoin(admins, eq(admins.id, transactions.adminId));
}
type Joined = Awaited<ReturnType<ReturnType<typeof selectTransactions>['execute']>>[number];

function toTransaction({ entry, agent, booking, admin }: Joined): Transaction {
  return {
    id: entry.id,
    agentId: entry.agentId,
    agent,
    type: entry.type,
    direction: entry.direction,
    amount: entry.amount,
    balanceAfter: entry.balanceAfter,
    currency: entry.currency,
    booking: booking?.id ? { id: booking.id, reference: booking.reference } : null,
    admin: admin?.id ? { id: admin.id, name: admin.name } : null,
    noteCode: entry.noteCode,
    note: entry.note,
    createdAt: entry.createdAt.toISOString(),
  };
}

type Filters = Pick<ListAgentTransactionsQuery, 'type' | 'direction' | 'from' | 'to' | 'search'> & {
  agentId?: string;
};

/** WHERE for the ledger filters but the search; days are whole days in the business time zone. */
function ledgerFiltersSql(query: Filters, timeZone: string): SQL | undefined {
  return and(
    query.agentId ? ownerIs(transactions.agentId, query.agentId) : undefined,
    query.type ? eq(transactions.type, query.type) : undefined,
    query.direction ? eq(transactions.direction, query.direction) : undefined,
    withinDays(transactions.createdAt, query, timeZone),
  );
}

/**
 * The two halves of a ledger search: the entries of the bookings whose text contains `search` (reference,
 * traveller, phone, flight: the bookings' own search, served by their trigram index; at most `bookingCap`
 * bookings), and the entries whose typed note contains it. Queries join them by UNION: with an OR across the
 * ledger and its bookings the planner reads the whole ledger.
 */
function ledgerSearchHalves(search: string, agentId?: string, bookingCap?: number): [SQL, SQL] {
  const bookings = and(
    agentId ? eq(agentBookings.agentId, agentId) : undefined,
    bookingSearch(agentBookings, search),
  );
  const cap = bookingCap === undefined ? sql`` : sql` limit ${bookingCap}`;
  return [
    sql`${transactions.bookingId} in (select ${agentBookings.id} from ${agentBookings} where ${bookings}${cap})`,
    sql`${transactions.note} is not null and ${searchAny(search, [transactions.note])}`,
  ];
}

/**
 * Whether an entry matches the search, tested on the entry itself: what ledgerSearchHalves finds. Its booking's
 * text is a scalar subquery, one look-up by key per entry read: as EXISTS, the planner hashed every booking the
 * term matches first (25,000 for a surname: 40 ms).
 */
function ledgerSearchHit(search: string): SQL<boolean> {
  return sql<boolean>`(coalesce((select ${bookingSearch(agentBookings, search)} from ${agentBookings}
      where ${agentBookings.id} = ${transactions.bookingId}), false)
    or coalesce(${searchAny(search, [transactions.note])}, false))`;
}

/** WHERE for the ledger filters and the search, for the export (each entry read in batches). */
function transactionFiltersSql(query: Filters, timeZone: string): SQL | undefined {
  if (!query.search) return ledgerFiltersSql(query, timeZone);
  const [ofBookings, noted] = ledgerSearchHalves(query.search, query.agentId);
  return and(
    ledgerFiltersSql(query, timeZone),
    sql`${transactions.id} in (select ${transactions.id} from ${transactions} where ${ofBookings}
      union select ${transactions.id} from ${transactions} where ${noted})`,
  );
}

const sortColumns = { createdAt: transactions.createdAt, amount: transactions.amount };

/**
 * One page of the entries matching the filters, with the total. A search goes first (lib/pagination
 * readSearchPage: at most SEARCH_MATCH_CAP entries, then sorted and paged); past the first pages of an
 * unsearched list the web sends `after` (keyset paging, lib/pagination afterRow).
 */
async function pageOfTransactions(
  db: Database,
  timeZone: string,
  query: Filters & Pick<ListAgentTransactionsQuery, 'page' | 'limit' | 'sort' | 'after'>,
): Promise<Paginated<Transaction>> {
  const { search } = query;
  const where = ledgerFiltersSql(query, timeZone);
  const order = orderBy(query.sort, sortColumns, transactions.id);
  if (search) {
    const { key, descending } = sortKey(query.sort, sortColumns);
    const { rows, count, searchCapped } = await readSearchPage(
      db,
      {
        // A common term (a surname) from the ledger's first rows in its order, each entry's booking looked up
        // by its key; a reference or phone fragment or a full name is rare: the trigram indexes first.
        selective: isSelective(search),
        firstRows: (size) =>
          db
            .select({ id: transactions.id, hit: ledgerSearchHit(search).as('hit') })
            .from(transactions)
            .where(where)
            .orderBy(...order)
            .limit(size),
        // Each half carries its sort key: no second look-up of the entries by id.
        matching: (cap) => {
          const half = (searched: SQL) =>
            db
              .select({ id: transactions.id, key: key.as('key') })
              .from(transactions)
              .where(and(where, searched))
              .limit(cap);
          const [ofBookings, noted] = ledgerSearchHalves(search, query.agentId, cap);
          return sql`(${half(ofBookings)}) union (${half(noted)}) limit ${cap}`;
        },
      },
      descending,
      { select: (ids) => selectTransactions(db).where(inArray(transactions.id, ids)), toRow: toTransaction },
      query,
    );
    return toPage(rows, count, query, searchCapped);
  }
  const keyset = afterRow(query.after, query.sort, sortColumns, transactions.id, transactions, where);
  const { rows, count } = await readCountedPageAfter(
    db,
    {
      shape: `transactions ${query.sort}`,
      table: transactions,
      id: transactions.id,
      filters: where,
      keyset,
      order,
    },
    (onPage, limit, counted) =>
      selectTransactions(db, counted)
        .where(onPage)
        .orderBy(...order)
        .limit(limit),
    query,
  );
  return toPage(rows.map(toTransaction), count, query);
}

/** The agent's own ledger entries, each with the balance right after it. */
export async function listAgentTransactions(
  db: Database,
  timeZone: string,
  agentId: string,
  query: ListAgentTransactionsQuery,
): Promise<Paginated<Transaction>> {
  return pageOfTransactions(db, timeZone, { ...query, agentId });
}

/** Every agent's wallet for the payments screen (the balances view), by name or by balance. */
export async function listAgentBalances(
  db: Database,
  query: ListAgentBalancesQuery,
): Promise<Paginated<AgentBalance>> {
  const where = searchAny(query.search, [agents.name, agents.email, agents.companyName]);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: agents.id,
        name: agents.name,
        email: agents.email,
        companyName: agents.companyName,
        active: agents.active,
        balance: agents.balance,
        creditLimit: agents.creditLimit,
        currency: agents.currency,
      })
      .from(agents)
      .where(where)
      .orderBy(...orderBy(query.sort, { name: agents.name, balance: agents.balance }, agents.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(agents).where(where),
  ]);
  return toPage(rows, total?.n ?? 0, query);
}

/** Every agent's entries for the payments screen, filterable by agent. */
export async function listAllTransactions(
  db: Database,
  timeZone: string,
  query: ListAllTransactionsQuery,
): Promise<Paginated<Transaction>> {
  return pageOfTransactions(db, timeZone, query);
}

/** Every entry matching the payments screen's filters, read 500 at a time so an export never holds them all. */
export async function* streamAllTransactions(
  db: Queryable,
  timeZone: string,
  query: ExportAllTransactionsQuery,
): AsyncGenerator<Transaction> {
  const where = transactionFiltersSql(query, timeZone);
  const order = orderBy(query.sort, sortColumns, transactions.id);
  for (let offset = 0; ; offset += 500) {
    const rows = await selectTransactions(db)
      .where(where)
      .orderBy(...order)
      .limit(500)
      .offset(offset);
    for (const row of rows) yield toTransaction(row);
    if (rows.length < 500) return;
  }
}

/** Minor units as text for a message ("1500.00 SAR"); the web shows it as sent. */
export const moneyText = (minor: number, currency: string) => `${(minor / 100).toFixed(2)} ${currency}`;

/**
 * An admin tops up (ADD ⇒ TopUp/Incoming) or takes from (SUBTRACT ⇒ Withdrawal/Outgoing) an agent's
 * wallet, logged as an admin action, inside the caller's transaction (update-balance, an approved top-up
 * request). Never below zero: 400, nothing written. Returns the ledger entry's id.
 */
export async function changeBalance(
  tx: Queryable,
  adminId: string,
  agentId: string,
  body: UpdateBalanceBody & { noteCode?: TransactionNoteCode },
  mail?: MailContext,
): Promise<string> {
  const [agent] = await tx
    .select({ balance: agents.balance, currency: agents.currency })
    .from(agents)
    .where(eq(agents.id, agentId))
    .for('update');
  if (!agent) throw notFound(message('agentNotFound'));
  const entry = {
    agentId,
    amount: body.amount,
    currency: agent.currency,
    adminId,
    note: body.note,
    noteCode: body.noteCode ?? null,
  };
  const result =
    body.operation === 'ADD'
      ? await creditWallet(tx, 'TopUp', entry)
      : await debitWallet(tx, 'Withdrawal', entry, mail);
  if (!result) throw badRequest([`amount: ${BALANCE_TOO_LOW}`]);
  await recordAdminAction(tx, {
    adminId,
    action: body.operation === 'ADD' ? 'AddBalance' : 'SubtractBalance',
    entityType: 'Agent',
    entityId: agentId,
    before: { balance: agent.balance },
    after: { balance: result.balanceAfter },
    note: body.note,
  });
  await emitEvent(tx, {
    type: 'balance.changed',
    agentId,
    balance: result.balanceAfter,
    currency: agent.currency,
  });
  if (mail)
    await mailBalanceChange(tx, mail, {
      ...entry,
      operation: body.operation,
      balanceAfter: result.balanceAfter,
    });
  return result.entryId;
}

/** One ledger entry as the contract shows it. */
export async function getTransaction(db: Queryable, entryId: string): Promise<Transaction> {
  const [row] = await selectTransactions(db).where(eq(transactions.id, entryId));
  if (!row) throw new Error('balance entry not found');
  return toTransaction(row);
}

/** POST /transactions/update-balance/{agentId}: changeBalance in a transaction of its own. */
export async function updateBalance(
  db: Database,
  adminId: string,
  agentId: string,
  body: UpdateBalanceBody,
  mail?: MailContext,
): Promise<Transaction> {
  const entryId = await db.transaction((tx) => changeBalance(tx, adminId, agentId, body, mail));
  return getTransaction(db, entryId);
}

/**
 * An admin sets an agent's credit limit and low-balance alert (decision 0011), logged with the note. A
 * limit below the agent's current debt is a 400 (the CHECK balance >= -credit_limit would refuse it too).
 */
export async function updateCredit(
  db: Database,
  adminId: string,
  agentId: string,
  body: UpdateCreditBody,
): Promise<Agent> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(agents).where(eq(agents.id, agentId)).for('update');
    if (!before) throw notFound(message('agentNotFound'));
    if (before.balance < -body.creditLimit) {
      throw badRequest([
        fieldMessage('creditLimit', 'creditBelowDebt', { debt: moneyText(-before.balance, before.currency) }),
      ]);
    }
    const [after] = await tx
      .update(agents)
      .set({
        creditLimit: body.creditLimit,
        lowBalanceThreshold: body.lowBalanceThreshold,
        updatedAt: sql`now()`,
      })
      .where(eq(agents.id, agentId))
      .returning();
    if (!after) throw new Error('agent vanished');
    await recordAdminAction(tx, {
      adminId,
      action: 'SetCredit',
      entityType: 'Agent',
      entityId: agentId,
      before: { creditLimit: before.creditLimit, lowBalanceThreshold: before.lowBalanceThreshold },
      after: { creditLimit: after.creditLimit, lowBalanceThreshold: after.lowBalanceThreshold },
      note: body.note,
    });
    // The agent's open pages refresh their balance and banner.
    await emitEvent(tx, {
      type: 'balance.changed',
      agentId,
      balance: after.balance,
      currency: after.currency,
    });
    return toAgent(after);
  });
}

/** Agents whose balance is below their low-balance alert, lowest first (the admin home's card). */
export async function listLowBalanceAgents(db: Database): Promise<LowBalanceAgent[]> {
  const rows = await db
    .select({
      id: agents.id,
      name: agents.name,
      companyName: agents.companyName,
      balance: agents.balance,
      creditLimit: agents.creditLimit,
      lowBalanceThreshold: agents.lowBalanceThreshold,
      currency: agents.currency,
    })
    .from(agents)
    .where(and(eq(agents.active, true), sql`${agents.balance} < ${agents.lowBalanceThreshold}`))
    .orderBy(asc(agents.balance), asc(agents.id))
    .limit(50);
  return rows.map((row) => ({ ...row, lowBalanceThreshold: row.lowBalanceThreshold ?? 0 }));
}
