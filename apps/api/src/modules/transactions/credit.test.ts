import type { Agent } from '@masar/contract/auth';
import type { LiveEvent } from '@masar/contract/notifications';
import type { LowBalanceAgent } from '@masar/contract/transactions';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { agentTripBody, bookingCatalogue, bookTrip } from '../../../test/booking-fixture';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { ledgerViolations } from '../../../test/ledger';
import { createTestApp } from '../../../test/test-app';

/** Issue #19 / decision 0011: credit limits and low-balance alerts, on a real database. */
const { app, db } = await createTestApp({ poolSize: 20 });

const PRICE = 20_000;
type Account = { authorization: string; row: { id: string } };
let trip: Record<string, unknown>;
let payments: Account;
/** Every event this app emitted, as the bus delivered it after commit. */
const events: LiveEvent[] = [];

beforeAll(async () => {
  await app.ready();
  app.notifier.bus.subscribe((envelope) => events.push(envelope.event));
  trip = agentTripBody(await bookingCatalogue(db, { price: PRICE }));
  payments = await signedInAdmin(app, db, ['ManagePayments', 'ViewReports']);
});

const call = (account: Account, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: { authorization: account.authorization }, payload });
const setCredit = (agent: Account, body: object, by: Account = payments) =>
  call(by, 'PATCH', `/transactions/credit/${agent.row.id}`, body);
const withdraw = (agent: Account, amount: number) =>
  call(payments, 'POST', `/transactions/update-balance/${agent.row.id}`, {
    operation: 'SUBTRACT',
    amount,
    note: 'Test withdrawal',
  });
const topUp = (agent: Account, amount: number) =>
  call(payments, 'POST', `/transactions/update-balance/${agent.row.id}`, {
    operation: 'ADD',
    amount,
    note: 'Test top-up',
  });
async function balanceOf(agentId: string): Promise<number> {
  const { rows } = await db.$client.query('select balance from agents where id = $1', [agentId]);
  return Number(rows[0].balance);
}
const lowAlertsOf = (agentId: string) =>
  events.filter((event) => event.type === 'balance.low' && event.agentId === agentId);
/** Events arrive after commit through LISTEN: wait for the expected count, then a little more for extras. */
async function settle(count: () => number, expected: number) {
  for (let i = 0; i < 50 && count() < expected; i++) await new Promise((r) => setTimeout(r, 20));
  await new Promise((r) => setTimeout(r, 150));
}

describe('the credit limit', () => {
  it('lets bookings go down to exactly −limit and no further', async () => {
    const agent = await signedInAgent(app, db, { balance: 10_000, creditLimit: 30_000 });
    expect((await bookTrip(app, agent.authorization, trip)).status).toBe(201); // −10,000
    expect((await bookTrip(app, agent.authorization, trip)).status).toBe(201); // −30,000 = −limit
    expect(await balanceOf(agent.row.id)).toBe(-30_000);
    expect((await bookTrip(app, agent.authorization, trip)).status).toBe(402);
    expect(await balanceOf(agent.row.id)).toBe(-30_000);
    const me = await call(agent, 'GET', '/agents/currentAgentData');
    expect(me.json()).toMatchObject({ balance: -30_000, creditLimit: 30_000, lowBalanceThreshold: null });
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('refuses a booking one halala beyond the limit', async () => {
    const agent = await signedInAgent(app, db, { creditLimit: PRICE - 1 });
    expect((await bookTrip(app, agent.authorization, trip)).status).toBe(402);
    expect(await balanceOf(agent.row.id)).toBe(0);
  });

  it('never lets a withdrawal use the credit', async () => {
    const agent = await signedInAgent(app, db, { balance: 10_000, creditLimit: 100_000 });
    expect((await withdraw(agent, 10_001)).statusCode).toBe(400);
    expect((await withdraw(agent, 10_000)).statusCode).toBe(201);
    expect(await balanceOf(agent.row.id)).toBe(0);
    expect((await withdraw(agent, 1)).statusCode).toBe(400);
  });

  it('lets exactly the affordable number of 100 concurrent bookings through, never below −limit', async () => {
    // 5 bookings from the balance and 20 on credit (the last 10,000 of credit covers no booking).
    const agent = await signedInAgent(app, db, { balance: 5 * PRICE, creditLimit: 20 * PRICE + 10_000 });
    const responses = await Promise.all(
      Array.from({ length: 100 }, () => bookTrip(app, agent.authorization, trip)),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(25);
    expect(statuses.filter((status) => status === 402)).toHaveLength(75);
    expect(await balanceOf(agent.row.id)).toBe(-20 * PRICE);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('is set by a payments admin with a note, logged, and refused below the current debt', async () => {
    const agent = await signedInAgent(app, db, { creditLimit: 50_000 });
    await bookTrip(app, agent.authorization, trip); // −20,000
    const below = await setCredit(agent, {
      creditLimit: 19_999,
      lowBalanceThreshold: null,
      note: 'Lower it',
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().message).toEqual([
      expect.stringMatching(/^creditLimit: The credit limit cannot be less/),
    ]);
    const equal = await setCredit(agent, {
      creditLimit: 20_000,
      lowBalanceThreshold: 5_000,
      note: 'At the debt',
    });
    expect(equal.statusCode, equal.body).toBe(200);
    expect(equal.json() as Agent).toMatchObject({ creditLimit: 20_000, lowBalanceThreshold: 5_000 });
    // At the limit the agent cannot book until back above −limit.
    expect((await bookTrip(app, agent.authorization, trip)).status).toBe(402);
    const { rows } = await db.$client.query(
      `select action, note, before, after from admin_actions where entity_id = $1 and action = 'SetCredit'`,
      [agent.row.id],
    );
    expect(rows).toEqual([
      {
        action: 'SetCredit',
        note: 'At the debt',
        before: { creditLimit: 50_000, lowBalanceThreshold: null },
        after: { creditLimit: 20_000, lowBalanceThreshold: 5_000 },
      },
    ]);
  });

  it('answers bad input with one message per problem and writes nothing', async () => {
    const agent = await signedInAgent(app, db, { creditLimit: 1_000 });
    const bad = await setCredit(agent, { creditLimit: -1, lowBalanceThreshold: -5, note: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toHaveLength(3);
    const huge = await setCredit(agent, { creditLimit: 1e300, lowBalanceThreshold: null, note: 'Huge one' });
    expect(huge.statusCode).toBe(400);
    const nul = await setCredit(agent, { creditLimit: 5, lowBalanceThreshold: null, note: 'a\u0000bc' });
    expect(nul.statusCode).toBe(400);
    // Arabic-Indic digits are a number.
    const arabic = await setCredit(agent, {
      creditLimit: '٢٠٠',
      lowBalanceThreshold: '٥',
      note: 'Arabic digits',
    });
    expect(arabic.statusCode, arabic.body).toBe(200);
    expect(arabic.json()).toMatchObject({ creditLimit: 200, lowBalanceThreshold: 5 });
    const { rows } = await db.$client.query(
      `select count(*)::int as n from admin_actions where entity_id = $1`,
      [agent.row.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('needs ManagePayments; an unknown agent is a 404; an agent cannot set their own', async () => {
    const agent = await signedInAgent(app, db);
    const viewer = await signedInAdmin(app, db, ['ViewPayments', 'ViewAgents']);
    const body = { creditLimit: 10_000, lowBalanceThreshold: null, note: 'Try it' };
    expect((await setCredit(agent, body, viewer)).statusCode).toBe(403);
    expect((await setCredit(agent, body, agent)).statusCode).toBe(401);
    const unknown = await call(payments, 'PATCH', `/transactions/credit/${UNKNOWN_ID}`, body);
    expect(unknown.statusCode).toBe(404);
    expect(await balanceOf(agent.row.id)).toBe(0);
  });
});

describe('the low-balance alert', () => {
  it('tells the agent once per downward crossing, by a booking or a withdrawal', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000, lowBalanceThreshold: 50_000 });
    const alerts = () => lowAlertsOf(agent.row.id).length;
    await bookTrip(app, agent.authorization, trip); // 80,000
    await bookTrip(app, agent.authorization, trip); // 60,000
    await settle(alerts, 0);
    expect(alerts()).toBe(0);
    await bookTrip(app, agent.authorization, trip); // 40,000: crossed
    await bookTrip(app, agent.authorization, trip); // 20,000: still below, no second alert
    await settle(alerts, 1);
    expect(lowAlertsOf(agent.row.id)).toEqual([
      { type: 'balance.low', agentId: agent.row.id, balance: 40_000, threshold: 50_000, currency: 'SAR' },
    ]);
    expect((await topUp(agent, 30_000)).statusCode).toBe(201); // 50,000: at the threshold, not below
    expect((await withdraw(agent, 1)).statusCode).toBe(201); // 49,999: crossed again, by a withdrawal
    await settle(alerts, 2);
    expect(alerts()).toBe(2);
    expect(lowAlertsOf(agent.row.id)[1]).toMatchObject({ balance: 49_999 });
  });

  it('says nothing without a threshold, and once for many concurrent bookings', async () => {
    const silent = await signedInAgent(app, db, { balance: 100_000 });
    await bookTrip(app, silent.authorization, trip);
    const agent = await signedInAgent(app, db, { balance: 200_000, lowBalanceThreshold: 150_000 });
    await Promise.all(Array.from({ length: 8 }, () => bookTrip(app, agent.authorization, trip)));
    await settle(() => lowAlertsOf(agent.row.id).length, 1);
    expect(lowAlertsOf(silent.row.id)).toHaveLength(0);
    expect(lowAlertsOf(agent.row.id)).toHaveLength(1);
  });

  it('lists the agents below their alert for the admin home (ViewReports)', async () => {
    const low = await signedInAgent(app, db, {
      balance: 1_000,
      lowBalanceThreshold: 5_000,
      name: 'Low Agent',
    });
    const fine = await signedInAgent(app, db, { balance: 9_000, lowBalanceThreshold: 5_000 });
    const response = await call(payments, 'GET', '/transactions/low-balances');
    expect(response.statusCode).toBe(200);
    const ids = (response.json() as LowBalanceAgent[]).map((agent) => agent.id);
    expect(ids).toContain(low.row.id);
    expect(ids).not.toContain(fine.row.id);
    const clerk = await signedInAdmin(app, db, ['ViewPayments']);
    expect((await call(clerk, 'GET', '/transactions/low-balances')).statusCode).toBe(403);
  });
});
