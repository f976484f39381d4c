import type { AgentBooking, BookingStatus } from '@masar/contract/agent-bookings';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { agentTripBody, bookingCatalogue } from '../../../test/booking-fixture';
import { ledgerViolations } from '../../../test/ledger';
import { pickupPassed } from '../../../test/pickup-passed';
import { createTestApp } from '../../../test/test-app';

/**
 * Property: whatever agents and admins do, in any order, the wallet invariants of DESIGN.md §5 hold
 * and each balance is what a plain model of the rules says. Random sequences of bookings, agent
 * cancels, admin accepts/completes/refunds, top-ups, withdrawals and credit limits (decision 0011: a
 * booking may go down to −limit, a withdrawal only to zero, a limit below the debt is refused), many of
 * them invalid (too large, wrong state, someone else's booking), run through the real API on a real database.
 * Return trips (decision 0017) are booked too, one debit for both legs, and their legs cancelled one at a time.
 */

const { app, db } = await createTestApp();

const PRICE = 10_000;
/** The route's return discount (decision 0017): the return leg costs 10_000 − 1_000. */
const RETURN_PRICE = 9_000;
/** The route's own policy (decision 0016) takes half when cancelled within 48 h: pickups are 24–30 h away. */
const feeOf = (price: number) => price / 2;
type Account = { authorization: string; row: { id: string } };
let admin: Account;
let agents: Account[];
let trip: Record<string, unknown>;
let returnTrip: Record<string, unknown>;

beforeAll(async () => {
  const catalogue = await bookingCatalogue(db, { price: PRICE });
  trip = agentTripBody(catalogue, {
    pickupAt: new Date(Date.now() + 24 * 3_600_000).toISOString(),
    travellerName: 'Model Traveller',
  });
  returnTrip = {
    ...trip,
    returnLeg: { pickupAt: new Date(Date.now() + 30 * 3_600_000).toISOString(), flightNumber: 'SV2' },
  };
  admin = await signedInAdmin(app, db, [
    'ManageOrders',
    'ManagePayments',
    'ViewAgentsBookings',
    'EditTaxiServices',
  ]);
  const policy = await request(admin, 'PUT', `cancellation-policy/routes/${catalogue.serviceId}`, {
    tiers: [
      { hoursBefore: 48, feePercent: 0 },
      { hoursBefore: 0, feePercent: 50 },
    ],
  });
  expect(policy.statusCode, policy.body).toBe(200);
  const discount = await request(admin, 'PATCH', `taxi-service/${catalogue.serviceId}`, {
    returnDiscountPercent: 10,
  });
  expect(discount.statusCode, discount.body).toBe(200);
  agents = [
    await signedInAgent(app, db, { balance: 25_000 }),
    await signedInAgent(app, db, { creditLimit: 15_000 }),
  ];
});

type Step =
  | { kind: 'book'; agent: number }
  | { kind: 'bookReturn'; agent: number }
  | { kind: 'cancel'; agent: number; pick: number }
  | { kind: 'accept' | 'complete' | 'refund'; pick: number }
  | { kind: 'topUp' | 'withdraw'; agent: number; amount: number }
  | { kind: 'credit'; agent: number; limit: number };

const agentIndex = fc.nat({ max: 1 });
const pick = fc.nat({ max: 20 });
const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('book' as const), agent: agentIndex }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('bookReturn' as const), agent: agentIndex }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), agent: agentIndex, pick }) },
  fc.record({ kind: fc.constantFrom('accept' as const, 'complete' as const, 'refund' as const), pick }),
  fc.record({
    kind: fc.constantFrom('topUp' as const, 'withdraw' as const),
    agent: agentIndex,
    amount: fc.integer({ min: 1, max: 40_000 }),
  }),
  fc.record({
    kind: fc.constant('credit' as const),
    agent: agentIndex,
    limit: fc.integer({ min: 0, max: 30_000 }),
  }),
);

interface Model {
  balances: number[];
  creditLimits: number[];
  bookings: { id: string; agent: number; price: number; status: BookingStatus; pickupPassed?: true }[];
}

const request = (
  account: Account,
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) => app.inject({ method, url: `/api/${url}`, headers: { authorization: account.authorization }, payload });

/** Runs one step against the API and the model; the API must answer what the rules say. */
async function run(model: Model, action: Step): Promise<void> {
  if (action.kind === 'book') {
    const response = await request(
      agents[action.agent] as Account,
      'POST',
      'agents-bookings/create-by-agent',
      trip,
    );
    const balance = model.balances[action.agent] as number;
    if (balance + (model.creditLimits[action.agent] as number) < PRICE) {
      return expect(response.statusCode).toBe(402);
    }
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json() as AgentBooking;
    expect(booking.price.total).toBe(PRICE);
    model.balances[action.agent] = balance - PRICE;
    model.bookings.push({ id: booking.id, agent: action.agent, price: PRICE, status: 'Requested' });
    return;
  }
  if (action.kind === 'bookReturn') {
    const response = await request(
      agents[action.agent] as Account,
      'POST',
      'agents-bookings/create-by-agent',
      returnTrip,
    );
    const balance = model.balances[action.agent] as number;
    if (balance + (model.creditLimits[action.agent] as number) < PRICE + RETURN_PRICE) {
      return expect(response.statusCode).toBe(402);
    }
    expect(response.statusCode, response.body).toBe(201);
    const booking = response.json() as AgentBooking & { returnLeg: AgentBooking };
    expect(booking.returnLeg.price.total).toBe(RETURN_PRICE);
    model.balances[action.agent] = balance - PRICE - RETURN_PRICE;
    model.bookings.push(
      { id: booking.id, agent: action.agent, price: PRICE, status: 'Requested' },
      { id: booking.returnLeg.id, agent: action.agent, price: RETURN_PRICE, status: 'Requested' },
    );
    return;
  }
  if (action.kind === 'credit') {
    const agent = agents[action.agent] as Account;
    const response = await request(admin, 'PATCH', `transactions/credit/${agent.row.id}`, {
      creditLimit: action.limit,
      lowBalanceThreshold: null,
      note: 'Model credit',
    });
    if ((model.balances[action.agent] as number) < -action.limit)
      return expect(response.statusCode).toBe(400);
    expect(response.statusCode, response.body).toBe(200);
    model.creditLimits[action.agent] = action.limit;
    return;
  }
  if ('amount' in action) {
    const adding = action.kind === 'topUp';
    const agent = agents[action.agent] as Account;
    const response = await request(admin, 'POST', `transactions/update-balance/${agent.row.id}`, {
      operation: adding ? 'ADD' : 'SUBTRACT',
      amount: action.amount,
      note: 'Model step',
    });
    const after = (model.balances[action.agent] as number) + (adding ? action.amount : -action.amount);
    // A top-up may leave a debt partly unpaid; a withdrawal goes only down to zero (decision 0011).
    if (!adding && after < 0) return expect(response.statusCode).toBe(400);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().balanceAfter).toBe(after);
    model.balances[action.agent] = after;
    return;
  }
  const booking = model.bookings[action.pick % Math.max(model.bookings.length, 1)];
  if (!booking) return;
  const refundTo = (fee: number) => {
    booking.status = 'Refunded';
    model.balances[booking.agent] = (model.balances[booking.agent] as number) + booking.price - fee;
  };
  if (action.kind === 'cancel') {
    const response = await request(
      agents[action.agent] as Account,
      'DELETE',
      `agents-bookings/${booking.id}`,
    );
    // Another agent's booking does not exist for this one.
    if (booking.agent !== action.agent) return expect(response.statusCode).toBe(404);
    // The agent cancels while Requested or Accepted, before pickup (decision 0016).
    if ((booking.status !== 'Requested' && booking.status !== 'Accepted') || booking.pickupPassed) {
      return expect(response.statusCode).toBe(409);
    }
    expect(response.statusCode, response.body).toBe(200);
    return refundTo(feeOf(booking.price));
  }
  const { url, method, from, to } = {
    accept: {
      url: 'mark-booking-as-accepted-by-admins',
      method: 'PATCH' as const,
      from: ['Requested'],
      to: 'Accepted' as const,
    },
    complete: {
      url: 'mark-as-completed',
      method: 'POST' as const,
      from: ['Accepted'],
      to: 'Completed' as const,
    },
    refund: {
      url: 'refund',
      method: 'PATCH' as const,
      from: ['Requested', 'Accepted'],
      to: 'Refunded' as const,
    },
  }[action.kind];
  // The admin's refund alternates between the full price and the booking's terms (decision 0016).
  const terms = action.pick % 2 === 1;
  const body =
    action.kind === 'refund'
      ? terms
        ? { mode: 'Terms' }
        : { mode: 'Full', reason: 'Model refund' }
      : undefined;
  if (action.kind === 'complete') {
    await pickupPassed(db, 'agent_bookings', booking.id);
    booking.pickupPassed = true;
  }
  const response = await request(admin, method, `agents-bookings/${url}/${booking.id}`, body);
  if (!from.includes(booking.status)) return expect(response.statusCode).toBe(409);
  expect(response.statusCode, response.body).toBe(200);
  if (to === 'Refunded') refundTo(terms ? feeOf(booking.price) : 0);
  else booking.status = to;
}

async function walletsInDatabase(): Promise<Pick<Model, 'balances' | 'creditLimits'>> {
  const { rows } = await db.$client.query<{ id: string; balance: string; credit_limit: string }>(
    'select id, balance, credit_limit from agents where id = any($1)',
    [agents.map((agent) => agent.row.id)],
  );
  const rowOf = (agent: Account) => rows.find((row) => row.id === agent.row.id);
  return {
    balances: agents.map((agent) => Number(rowOf(agent)?.balance)),
    creditLimits: agents.map((agent) => Number(rowOf(agent)?.credit_limit)),
  };
}

describe('the wallet under random sequences of operations', () => {
  it('keeps every invariant and the balances the model expects', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const model: Model = { ...(await walletsInDatabase()), bookings: [] };
        for (const action of steps) await run(model, action);
        expect(await ledgerViolations(db)).toEqual([]);
        const { balances, creditLimits } = await walletsInDatabase();
        expect(balances).toEqual(model.balances);
        expect(creditLimits).toEqual(model.creditLimits);
      }),
      { seed: 20_260_105, numRuns: 15, endOnFailure: true },
    );
  }, 60_000);
});
