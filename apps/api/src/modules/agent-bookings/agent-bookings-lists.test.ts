import {
  type AgentBooking,
  type AgentBookingListItem,
  agentBookingListItemSchema,
} from '@masar/contract/agent-bookings';
import { type Paginated, SEARCH_MATCH_CAP, SEARCH_WINDOW } from '@masar/contract/common';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { bookableTrip } from '../../../test/booking-fixture';
import { createTestApp } from '../../../test/test-app';

// Issue #21: a search reads the list's first SEARCH_WINDOW rows, else goes first (at most SEARCH_MATCH_CAP ids)
// and the filters, sort and page apply to what it found.
const { app, db } = await createTestApp();

type Account = { authorization: string };
let admin: Account;
let agent: Account & { row: { id: string } };
/**
 * Bookings made here, n = 1 the newest: the first SEARCH_WINDOW travellers are "Common Surname <n>" (n = 7 also
 * flies RARE77), the older ones, past the search cap, "Early Traveller <n>".
 */
const COPIES = SEARCH_WINDOW + SEARCH_MATCH_CAP + 30;

beforeAll(async () => {
  const trip = await bookableTrip(db);
  admin = await signedInAdmin(app, db, ['ViewAgentsBookings']);
  agent = await signedInAgent(app, db, { balance: 1_000_000 });
  const made = await app.inject({
    method: 'POST',
    url: '/api/agents-bookings/create-by-agent',
    headers: { authorization: agent.authorization },
    payload: trip,
  });
  expect(made.statusCode).toBe(201);
  const { id } = made.json() as AgentBooking;
  // Copies of the real booking, with their own reference, traveller, price, status and dates (no ledger:
  // only the lists read them).
  const { rows } = await db.$client.query<{ column_name: string }>(
    `select column_name from information_schema.columns where table_name = 'agent_bookings'
      and column_name not in ('id', 'reference', 'idempotency_key', 'traveller_name', 'flight_number',
        'total_price', 'transfer_price', 'status', 'created_at', 'pickup_at')`,
  );
  const columns = rows.map((row) => `"${row.column_name}"`).join(', ');
  await db.$client.query(
    `insert into agent_bookings (reference, traveller_name, flight_number, total_price, transfer_price, status,
       created_at, pickup_at, ${columns})
     select 'MS-250101-' || lpad(n::text, 5, '0'),
            case when n <= $3 then 'Common Surname ' else 'Early Traveller ' end || n,
            case when n = 7 then 'RARE77' end, 1000 + (n * 37) % 500, 1000 + (n * 37) % 500,
            (array['Requested','Accepted','Completed'])[1 + n % 3],
            now() - (n || ' minutes')::interval, now() + (n % 50 || ' days')::interval, ${columns}
       from agent_bookings b, generate_series(1, $2::int) n where b.id = $1`,
    [id, COPIES, SEARCH_WINDOW],
  );
  await db.$client.query('analyze agent_bookings');
});

async function list(account: Account, path: string, query: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/agents-bookings/${path}?${query}`,
    headers: { authorization: account.authorization },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as Paginated<AgentBookingListItem>;
}
const adminList = (query: string) => list(admin, 'all-bookings-by-admin', query);
const agentList = (query: string) => list(agent, 'all-bookings-by-agent', query);

describe('search first, with a cap (issue #21)', () => {
  it('a common term answers its first matches in the list order, from the first rows, counted with "+"', async () => {
    for (const sort of ['-createdAt', '-total', 'pickupAt']) {
      const column = {
        '-createdAt': 'created_at desc, id desc',
        '-total': 'total_price desc, id desc',
        pickupAt: 'pickup_at, id',
      }[sort];
      const { rows } = await db.$client.query<{ id: string }>(
        `select id from agent_bookings where traveller_name ilike '%common surname%' order by ${column} limit 100`,
      );
      // Two words: the index is asked first, finds more than its cap, and the first rows answer.
      const whole = await adminList(`search=common%20surname&limit=100&sort=${sort}`);
      expect(whole.items.map((booking) => booking.id)).toEqual(rows.map((row) => row.id));
      expect(whole.searchCapped).toBeUndefined();
      expect(whole.totalCapped).toBe(true);
      expect(whole.total).toBeGreaterThanOrEqual(100);
      const pages = [];
      for (let page = 1; page <= 4; page++) {
        pages.push(...(await adminList(`search=common%20surname&limit=25&page=${page}&sort=${sort}`)).items);
      }
      expect(pages.map((booking) => booking.id)).toEqual(rows.map((row) => row.id));
    }
    const own = await agentList('search=Common&limit=100');
    expect(own.items[0]?.travellerName).toBe('Common Surname 1');
    expect(own.searchCapped).toBeUndefined();
  });

  it('a term matching more than the cap, none among the first rows, answers "refine", with pages from the first matches', async () => {
    for (const page of [
      adminList('search=early%20traveller&limit=100'),
      agentList('search=Early&limit=100'),
    ]) {
      const answer = await page;
      expect(answer.searchCapped).toBe(true);
      expect(answer.total).toBe(SEARCH_MATCH_CAP);
      expect(answer.totalCapped).toBeUndefined();
      expect(answer.items).toHaveLength(100);
      expect(answer.items.every((booking) => booking.travellerName.startsWith('Early Traveller'))).toBe(true);
    }
    // Its pages hold exactly the capped matches: 1,000 different bookings in order, then nothing.
    const seen: string[] = [];
    for (let page = 1; page <= 11; page++) {
      const answer = await adminList(`search=early&limit=100&sort=-createdAt&page=${page}`);
      seen.push(...answer.items.map((booking) => booking.id));
      if (page === 11) expect(answer.items).toEqual([]);
      expect(answer.total).toBe(SEARCH_MATCH_CAP);
    }
    expect(new Set(seen).size).toBe(SEARCH_MATCH_CAP);
  });

  it('takes Arabic letters for letters, so the trigram index serves an Arabic name (LC_CTYPE C.UTF-8)', async () => {
    const { rows } = await db.$client.query<{ trigrams: number }>(
      `select cardinality(show_trgm('الحربي')) as trigrams`,
    );
    expect(rows[0]?.trigrams).toBeGreaterThan(0);
  });

  it('a selective term answers every match, without "refine"', async () => {
    const byFlight = await adminList('search=rare77');
    expect(byFlight.searchCapped).toBeUndefined();
    expect(byFlight.items.map((booking) => booking.reference)).toEqual(['MS-250101-00007']);
    // Every match of a name fragment, the status filter applied to them all.
    const fragment = await adminList('search=Traveller%2030&limit=100');
    expect(fragment.searchCapped).toBeUndefined();
    expect(fragment.totalCapped).toBeUndefined();
    const { rows } = await db.$client.query<{ id: string }>(
      `select id from agent_bookings where traveller_name ilike '%Traveller 30%'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(30); // 3000–3030
    expect(fragment.total).toBe(rows.length);
    expect(fragment.items.map((booking) => booking.id).sort()).toEqual(rows.map((row) => row.id).sort());
    const requested = await adminList('search=Traveller%2030&limit=100&status=Requested');
    const expected = fragment.items.filter((booking) => booking.status === 'Requested');
    expect(requested.total).toBe(expected.length);
    expect(requested.items.map((booking) => booking.id).sort()).toEqual(
      expected.map((booking) => booking.id).sort(),
    );
    // A whole reference, and Arabic-Indic digits typed for it.
    const whole = await agentList('search=ms-250101-٠٠٠٤٢');
    expect(whole.items.map((booking) => booking.reference)).toEqual(['MS-250101-00042']);
  });

  it('sorts and pages the matches: pages in order, no row twice, the same rows as one big page', async () => {
    for (const sort of ['total', '-total', 'pickupAt', '-createdAt']) {
      const all = await adminList(`search=Traveller%2030&limit=100&sort=${sort}`);
      const pages = [];
      for (let page = 1; page <= 5; page++) {
        pages.push(...(await adminList(`search=Traveller%2030&limit=10&page=${page}&sort=${sort}`)).items);
      }
      expect(pages.map((booking) => booking.id)).toEqual(all.items.map((booking) => booking.id));
      const field = sort.replace('-', '') as 'pickupAt' | 'createdAt' | 'total';
      const value = (booking: AgentBookingListItem) =>
        field === 'total' ? booking.price.total : Date.parse(booking[field]);
      const values = all.items.map(value);
      const sorted = [...values].sort((a, b) => (sort.startsWith('-') ? b - a : a - b));
      expect(values).toEqual(sorted);
    }
  });
});

describe('every offered sort, unsearched', () => {
  it('orders the whole list by each sort field, with the id breaking ties across pages', async () => {
    for (const sort of ['total', '-total', 'pickupAt', '-pickupAt', 'createdAt', '-createdAt']) {
      const first = await adminList(`limit=100&sort=${sort}&status=Completed`);
      const second = await adminList(`limit=100&page=2&sort=${sort}&status=Completed`);
      const rows = [...first.items, ...second.items];
      expect(new Set(rows.map((booking) => booking.id)).size).toBe(200);
      expect(rows.every((booking) => booking.status === 'Completed')).toBe(true);
      const field = sort.replace('-', '') as 'pickupAt' | 'createdAt' | 'total';
      const values = rows.map((booking) =>
        field === 'total' ? booking.price.total : Date.parse(booking[field]),
      );
      expect(values).toEqual([...values].sort((a, b) => (sort.startsWith('-') ? b - a : a - b)));
    }
  });
});

describe('keyset pages (after = the last row of the page before)', () => {
  it('gives the same rows as the numbered page, for every sort, under a filter, counted on', async () => {
    for (const sort of ['total', '-total', 'pickupAt', '-pickupAt', 'createdAt', '-createdAt']) {
      const filter = `limit=20&sort=${sort}&status=Requested`;
      for (const page of [2, 5, 9]) {
        const before = await adminList(`${filter}&page=${page - 1}`);
        const byOffset = await adminList(`${filter}&page=${page}`);
        const last = before.items.at(-1)?.id as string;
        const byKeyset = await adminList(`${filter}&page=${page}&after=${last}`);
        expect(byKeyset.items.map((booking) => booking.id)).toEqual(
          byOffset.items.map((booking) => booking.id),
        );
        expect(byKeyset.items).toHaveLength(20);
        expect(byKeyset.page).toBe(page);
        expect(byKeyset.total).toBeGreaterThan(page * 20);
      }
    }
    // The agent's own list too, and its last page tells the exact total.
    const lastPage = Math.ceil((COPIES + 1) / 100);
    const all = await agentList(`limit=100&page=${lastPage}&sort=-createdAt`);
    const last = (await agentList(`limit=100&page=${lastPage - 1}&sort=-createdAt`)).items.at(-1)
      ?.id as string;
    const tail = await agentList(`limit=100&page=${lastPage}&sort=-createdAt&after=${last}`);
    expect(tail.items.map((booking) => booking.id)).toEqual(all.items.map((booking) => booking.id));
    expect(tail.total).toBe(COPIES + 1);
    expect(tail.totalCapped).toBeUndefined();
  });

  it('counts the rows after a cursor from an index alone, under the status or the agent (customer bookings too)', async () => {
    await db.$client.query('vacuum analyze agent_bookings, customer_bookings');
    const client = await db.$client.connect();
    try {
      await client.query('begin');
      await client.query('set local enable_seqscan = off');
      await client.query('set local enable_bitmapscan = off');
      // The capped count of a keyset page (lib/pagination): with the id in the index, no booking is read.
      const plan = async (table: string, where: string) =>
        (
          await client.query<{ 'QUERY PLAN': string }>(
            `explain select count(*) from (select 1 from ${table} where ${where} and (created_at, id) <
               (select created_at, id from ${table} order by created_at limit 1) limit 201) capped`,
          )
        ).rows
          .map((row) => row['QUERY PLAN'])
          .join('\n');
      expect(await plan('agent_bookings', "status = 'Requested'")).toMatch(
        /Index Only Scan using agent_bookings_status on agent_bookings/,
      );
      expect(await plan('agent_bookings', `agent_id = '${agent.row.id}'`)).toMatch(
        /Index Only Scan using agent_bookings_agent_created on agent_bookings/,
      );
      expect(await plan('customer_bookings', "status = 'Requested'")).toMatch(
        /Index Only Scan using customer_bookings_status on customer_bookings/,
      );
    } finally {
      await client.query('rollback');
      client.release();
    }
  });

  it("another owner's row, or a row outside the filter, as the cursor: an empty page; a cursor that is no id: 400", async () => {
    const other = await signedInAgent(app, db, { balance: 0 });
    const mine = (await agentList('limit=1')).items[0]?.id as string;
    const theirs = await list(other, 'all-bookings-by-agent', `page=4&after=${mine}`);
    expect(theirs.items).toEqual([]);
    const completed = (await adminList('limit=1&status=Completed')).items[0]?.id as string;
    const requested = await adminList(`status=Requested&page=3&after=${completed}`);
    expect(requested.items).toEqual([]);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/agents-bookings/all-bookings-by-admin?after=not-an-id',
      headers: { authorization: admin.authorization },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('narrower list rows (issue #21)', () => {
  it('a row carries only the list fields, each as the whole booking (the drawer) has it', async () => {
    const page = await adminList('limit=5');
    const listKeys = Object.keys(agentBookingListItemSchema.shape).sort();
    for (const row of page.items) {
      expect(Object.keys(row).sort()).toEqual(listKeys);
      const response = await app.inject({
        method: 'GET',
        url: `/api/agents-bookings/one-by-admin/${row.id}`,
        headers: { authorization: admin.authorization },
      });
      const whole = response.json() as AgentBooking;
      expect(row).toEqual({
        id: whole.id,
        reference: whole.reference,
        agentId: whole.agentId,
        agent: whole.agent,
        status: whole.status,
        direction: whole.direction,
        cancellationTerms: whole.cancellationTerms,
        returnOf: whole.returnOf,
        returnLegId: whole.returnLegId,
        createdAt: whole.createdAt,
        place: { address: whole.place.address },
        location: whole.location,
        car: { id: whole.car.id, nameAr: whole.car.nameAr, nameEn: whole.car.nameEn },
        pickupAt: whole.pickupAt,
        flightNumber: whole.flightNumber,
        travellerName: whole.travellerName,
        price: { hours: whole.price.hours, total: whole.price.total, currency: whole.price.currency },
      });
    }
    // The agent's own rows too: no history, phone or price lines in a list.
    const own = (await agentList('limit=1')).items[0] as Record<string, unknown>;
    expect(Object.keys(own).sort()).toEqual(listKeys);
  });

  it('the page and its capped total come from one statement: 10 pages ahead, then "+"', async () => {
    const first = await adminList('limit=20');
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(200);
    expect(first.totalCapped).toBe(true);
    // Past the cap's reach the count goes on from the page asked for; an empty page past the end says so.
    const deep = await agentList(`limit=100&page=${Math.ceil((COPIES + 1) / 100)}`);
    expect(deep.total).toBe(COPIES + 1);
    expect(deep.totalCapped).toBeUndefined();
    const beyond = await agentList('limit=100&page=60');
    expect(beyond.items).toEqual([]);
    expect(beyond.total).toBe(COPIES + 1);
  });
});

describe('the search indexes', () => {
  it('keep no pending list (fastupdate off): a search never scans the bookings made since a flush', async () => {
    const { rows } = await db.$client.query<{ name: string; options: string[] | null }>(
      `select relname as name, reloptions as options from pg_class
        where relname in ('agent_bookings_search', 'customer_bookings_search', 'users_search')
        order by relname`,
    );
    expect(rows).toEqual(
      ['agent_bookings_search', 'customer_bookings_search', 'users_search'].map((name) => ({
        name,
        options: ['fastupdate=false'],
      })),
    );
  });
});
