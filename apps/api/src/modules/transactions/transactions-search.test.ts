import { type Paginated, SEARCH_MATCH_CAP, SEARCH_WINDOW } from '@masar/contract/common';
import type { Transaction } from '@masar/contract/transactions';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { agentTripBody, bookingCatalogue, bookTrip } from '../../../test/booking-fixture';
import { createTestApp } from '../../../test/test-app';

// The ledger's search (issue #21): a booking's entries by the booking's reference, traveller, phone or flight
// (the bookings' trigram search), and entries by their typed note, joined without scanning the ledger.
const { app, db } = await createTestApp();

type Account = { authorization: string };
let admin: Account;
let first: Account & { row: { id: string } };
let second: Account & { row: { id: string } };
let firstReference = '';
/** An agent whose ledger is long (bulkLedger): its newest entries' travellers are "Ledger Common <n>". */
let bulk: Account & { row: { id: string } };

beforeAll(async () => {
  const catalogue = await bookingCatalogue(db);
  admin = await signedInAdmin(app, db, ['ViewPayments', 'ManagePayments']);
  first = await signedInAgent(app, db, { balance: 100_000 });
  second = await signedInAgent(app, db, { balance: 100_000 });
  const mine = await bookTrip(
    app,
    first.authorization,
    agentTripBody(catalogue, { travellerName: 'Huda Qahtani', travellerPhone: '+966550001122' }),
  );
  expect(mine.status).toBe(201);
  firstReference = mine.booking.reference;
  const theirs = await bookTrip(
    app,
    second.authorization,
    agentTripBody(catalogue, { travellerName: 'Huda Zahrani', flightNumber: 'XY909' }),
  );
  expect(theirs.status).toBe(201);
  const topUp = await app.inject({
    method: 'POST',
    url: `/api/transactions/update-balance/${first.row.id}`,
    headers: { authorization: admin.authorization },
    payload: { operation: 'ADD', amount: 5_000, note: 'Bank transfer 7781' },
  });
  expect(topUp.statusCode).toBe(201);
  const typedDigits = await app.inject({
    method: 'POST',
    url: `/api/transactions/update-balance/${second.row.id}`,
    headers: { authorization: admin.authorization },
    payload: { operation: 'ADD', amount: 2_000, note: 'حوالة بنكية ٤٤٢٩' },
  });
  expect(typedDigits.statusCode).toBe(201);
  bulk = await signedInAgent(app, db, { balance: 100_000 });
  const made = await bookTrip(app, bulk.authorization, agentTripBody(catalogue));
  expect(made.status).toBe(201);
  await bulkLedger(made.booking.id);
});

/**
 * Copies of the bulk agent's booking, each with its debit, n = 1 the newest: the first SEARCH_WINDOW travellers
 * are "Ledger Common <n>", the older ones, past the search cap, "Ledger Early <n>". Balances are not kept whole:
 * only the lists read these entries.
 */
async function bulkLedger(bookingId: string) {
  const copies = SEARCH_WINDOW + SEARCH_MATCH_CAP + 30;
  const { rows } = await db.$client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'agent_bookings'
      and column_name not in ('id', 'reference', 'idempotency_key', 'traveller_name', 'created_at')`,
  );
  const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
  await db.$client.query(
    `with copies as (
       insert into agent_bookings (reference, traveller_name, created_at, ${columns})
       select 'MS-250202-' || lpad(n::text, 5, '0'),
              case when n <= $3 then 'Ledger Common ' else 'Ledger Early ' end || n,
              now() - (n || ' minutes')::interval, ${columns}
         from agent_bookings b, generate_series(1, $2::int) n where b.id = $1
       returning id, agent_id, created_at
     )
     insert into transactions (agent_id, type, direction, amount, balance_after, currency, booking_id, created_at)
     select agent_id, 'Booking', 'Outgoing', 1000 + (extract(epoch from created_at)::bigint * 37) % 500, 0, 'SAR',
            id, created_at
       from copies`,
    [bookingId, copies, SEARCH_WINDOW],
  );
  await db.$client.query('analyze agent_bookings; analyze transactions');
}

async function ledger(account: Account, path: string, query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/transactions/${path}?${query}`,
    headers: { authorization: account.authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Paginated<Transaction>;
}
const shape = (page: Paginated<Transaction>) =>
  page.items.map((entry) => [entry.type, entry.booking?.reference ?? entry.note]);

describe('ledger search', () => {
  it('finds an agent’s own booking entries by traveller, phone fragment and reference, not another agent’s', async () => {
    expect(shape(await ledger(first, 'findAllByAgent', 'search=qahtani'))).toEqual([
      ['Booking', firstReference],
    ]);
    expect(shape(await ledger(first, 'findAllByAgent', 'search=0001122'))).toEqual([
      ['Booking', firstReference],
    ]);
    expect(shape(await ledger(first, 'findAllByAgent', `search=${firstReference}`))).toEqual([
      ['Booking', firstReference],
    ]);
    expect(shape(await ledger(first, 'findAllByAgent', `search=${firstReference.slice(3, 12)}`))).toEqual([
      ['Booking', firstReference],
    ]);
    // The other agent's traveller and flight are not in this agent's ledger.
    expect((await ledger(first, 'findAllByAgent', 'search=Zahrani')).items).toEqual([]);
    expect((await ledger(first, 'findAllByAgent', 'search=XY909')).items).toEqual([]);
  });

  it('finds entries by their note, and scopes the admin’s search by agent when asked', async () => {
    expect(shape(await ledger(first, 'findAllByAgent', 'search=transfer%207781'))).toEqual([
      ['TopUp', 'Bank transfer 7781'],
    ]);
    const everyone = await ledger(admin, 'findAllByAdmin', 'search=Huda&sort=-amount');
    expect(everyone.items.map((entry) => entry.agentId).sort()).toEqual([first.row.id, second.row.id].sort());
    expect(everyone.total).toBe(2);
    const scoped = await ledger(admin, 'findAllByAdmin', `search=Huda&agentId=${second.row.id}`);
    expect(scoped.items.map((entry) => entry.agentId)).toEqual([second.row.id]);
    expect(shape(await ledger(admin, 'findAllByAdmin', 'search=7781&type=TopUp'))).toEqual([
      ['TopUp', 'Bank transfer 7781'],
    ]);
    expect((await ledger(admin, 'findAllByAdmin', 'search=7781&type=Booking')).items).toEqual([]);
  });

  it('finds a note typed with Arabic-Indic digits by either digits (the notes’ trigram index compares them as ASCII)', async () => {
    for (const search of ['4429', encodeURIComponent('٤٤٢٩'), encodeURIComponent('بنكية ٤٤٢')])
      expect(shape(await ledger(admin, 'findAllByAdmin', `search=${search}`))).toEqual([
        ['TopUp', 'حوالة بنكية ٤٤٢٩'],
      ]);
  });
});

describe('ledger search over a long ledger (issue #21)', () => {
  it('a common term answers its newest entries in the list order, from the first rows, counted with "+"', async () => {
    for (const [sort, order] of [
      ['-createdAt', 't.created_at desc, t.id desc'],
      ['-amount', 't.amount desc, t.id desc'],
    ]) {
      const { rows } = await db.$client.query<{ id: string }>(
        `select t.id from transactions t join agent_bookings b on b.id = t.booking_id
          where t.agent_id = $1 and b.traveller_name ilike '%ledger common%' order by ${order} limit 100`,
        [bulk.row.id],
      );
      const own = await ledger(bulk, 'findAllByAgent', `search=ledger%20common&limit=100&sort=${sort}`);
      expect(own.items.map((entry) => entry.id)).toEqual(rows.map((row) => row.id));
      expect(own.searchCapped).toBeUndefined();
      expect(own.totalCapped).toBe(true);
      const all = await ledger(admin, 'findAllByAdmin', `search=ledger%20common&limit=100&sort=${sort}`);
      expect(all.items.map((entry) => entry.id)).toEqual(rows.map((row) => row.id));
    }
  });

  it('a term none of the first rows hold goes to the bookings’ index: "refine" past the cap', async () => {
    const early = await ledger(bulk, 'findAllByAgent', 'search=ledger%20early&limit=100');
    expect(early.searchCapped).toBe(true);
    expect(early.total).toBe(SEARCH_MATCH_CAP);
    expect(early.items).toHaveLength(100);
    // A rare one: every match.
    const one = await ledger(admin, 'findAllByAdmin', `search=Ledger%20Early%20${SEARCH_WINDOW + 5}`);
    expect(one.items.map((entry) => entry.booking?.reference)).toEqual([
      `MS-250202-${String(SEARCH_WINDOW + 5).padStart(5, '0')}`,
    ]);
  });
});
