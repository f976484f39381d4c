import type { AdminAction } from '@masar/contract/admin-actions';
import type { AgentBooking } from '@masar/contract/agent-bookings';
import type { Paginated } from '@masar/contract/common';
import type { Transaction } from '@masar/contract/transactions';
import { BOOKING_NOT_STARTED_MESSAGE } from '@masar/contract/trips';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { bookableTrip } from '../../../test/booking-fixture';
import { UNKNOWN_ID } from '../../../test/catalogue';
import { ledgerViolations } from '../../../test/ledger';
import { pickupPassed } from '../../../test/pickup-passed';
import { createTestApp } from '../../../test/test-app';

const { app, db } = await createTestApp({ poolSize: 20 });

type Account = { authorization: string };
const auth = (account: Account) => ({ authorization: account.authorization });
let trip: Record<string, unknown>;
let manager: Account & { row: { id: string; name: string } };
let viewer: Account;

beforeAll(async () => {
  trip = await bookableTrip(db);
  manager = await signedInAdmin(app, db, ['ViewAgentsBookings', 'ManageOrders']);
  viewer = await signedInAdmin(app, db, ['ViewerAdmin']);
});

async function newBooking(balance = 100_000) {
  const agent = await signedInAgent(app, db, { balance });
  const response = await app.inject({
    method: 'POST',
    url: '/api/agents-bookings/create-by-agent',
    headers: auth(agent),
    payload: trip,
  });
  return { agent, booking: response.json() as AgentBooking };
}
const call = (account: Account, method: 'GET' | 'PATCH' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `/api/${url}`, headers: auth(account), payload });
const accept = (account: Account, id: string) =>
  call(account, 'PATCH', `agents-bookings/mark-booking-as-accepted-by-admins/${id}`);
const complete = (account: Account, id: string) =>
  call(account, 'POST', `agents-bookings/mark-as-completed/${id}`);
const refund = (account: Account, id: string, reason = 'Flight cancelled') =>
  call(account, 'PATCH', `agents-bookings/refund/${id}`, { reason });
const balanceOf = async (agentId: string) =>
  Number((await db.$client.query('select balance from agents where id = $1', [agentId])).rows[0].balance);

describe('status machine', () => {
  it('accepts then completes, refusing every other move with 409 and nothing changed', async () => {
    const { agent, booking } = await newBooking();
    expect((await complete(manager, booking.id)).statusCode).toBe(409);
    const accepted = await accept(manager, booking.id);
    expect(accepted.json()).toMatchObject({ status: 'Accepted' });
    const again = await accept(manager, booking.id);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: 'A Accepted booking cannot be accepted' });
    const early = await complete(manager, booking.id);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ message: BOOKING_NOT_STARTED_MESSAGE });
    await pickupPassed(db, 'agent_bookings', booking.id);
    const completed = await complete(manager, booking.id);
    expect(completed.json()).toMatchObject({ status: 'Completed' });
    expect((completed.json() as AgentBooking).history.map((change) => change.status)).toEqual([
      'Requested',
      'Accepted',
      'Completed',
    ]);
    expect((await refund(manager, booking.id)).statusCode).toBe(409);
    const cancel = await app.inject({
      method: 'DELETE',
      url: `/api/agents-bookings/${booking.id}`,
      headers: auth(agent),
    });
    expect(cancel.statusCode).toBe(409);
    expect(await balanceOf(agent.row.id)).toBe(90_000);
    const actions = await call(
      manager,
      'GET',
      `agents-bookings/admin-actions-on-agent-bookings/${booking.id}`,
    );
    expect(
      (actions.json() as AdminAction[]).map((action) => [action.action, action.before, action.after]),
    ).toEqual([
      ['AcceptBooking', { status: 'Requested' }, { status: 'Accepted' }],
      ['CompleteBooking', { status: 'Accepted' }, { status: 'Completed' }],
    ]);
  });

  it('refunds an Accepted booking in full, once, with the reason in the ledger and the log', async () => {
    const { agent, booking } = await newBooking();
    await accept(manager, booking.id);
    const responses = await Promise.all(Array.from({ length: 10 }, () => refund(manager, booking.id)));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(9);
    expect(await balanceOf(agent.row.id)).toBe(100_000);
    const refunded = await call(manager, 'GET', `agents-bookings/one-by-admin/${booking.id}`);
    expect(refunded.json()).toMatchObject({ status: 'Refunded', refundReason: 'Flight cancelled' });
    expect((refunded.json() as AgentBooking).history.at(-1)).toMatchObject({
      status: 'Refunded',
      by: 'Admin',
    });
    const ledger = await call(
      viewer,
      'GET',
      `transactions/findAllByAdmin?agentId=${agent.row.id}&type=Refund`,
    );
    expect((ledger.json() as Paginated<Transaction>).items).toMatchObject([
      {
        amount: 10_000,
        direction: 'Incoming',
        admin: { id: manager.row.id },
        booking: { id: booking.id },
        // What the system wrote is a code the reader's language renders; the admin's words stay as typed.
        noteCode: 'RefundedByAdmin',
        note: 'Flight cancelled',
      },
    ]);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('lets exactly one of racing accepts, refunds and the agent’s cancel decide, the money consistent', async () => {
    const { agent, booking } = await newBooking();
    const cancel = () =>
      app.inject({ method: 'DELETE', url: `/api/agents-bookings/${booking.id}`, headers: auth(agent) });
    const responses = await Promise.all([
      ...Array.from({ length: 5 }, () => accept(manager, booking.id)),
      ...Array.from({ length: 5 }, () => refund(manager, booking.id)),
      ...Array.from({ length: 5 }, cancel),
    ]);
    const ok = responses.filter((response) => response.statusCode === 200).length;
    expect(ok).toBeGreaterThanOrEqual(1);
    expect(ok).toBeLessThanOrEqual(2); // an accept may come before the one refund
    expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    const final = (
      await call(manager, 'GET', `agents-bookings/one-by-admin/${booking.id}`)
    ).json() as AgentBooking;
    expect(await balanceOf(agent.row.id)).toBe(final.status === 'Refunded' ? 100_000 : 90_000);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('names the admin of each step to admins, and only "an admin" to the agent', async () => {
    const { agent, booking } = await newBooking();
    expect((await accept(manager, booking.id)).statusCode).toBe(200);
    expect((await refund(manager, booking.id)).statusCode).toBe(200);
    const { name } = manager.row;
    const forAdmin = (
      await call(viewer, 'GET', `agents-bookings/one-by-admin/${booking.id}`)
    ).json() as AgentBooking;
    expect(forAdmin.history.map((step) => [step.status, step.by, step.adminName])).toEqual([
      ['Requested', 'Agent', undefined],
      ['Accepted', 'Admin', name],
      ['Refunded', 'Admin', name],
    ]);
    const forAgent = (
      await call(agent, 'GET', `agents-bookings/one-by-agent/${booking.id}`)
    ).json() as AgentBooking;
    expect(forAgent.history.every((step) => step.adminName === undefined)).toBe(true);
  });

  it('needs a reason to refund, and answers 404 for an unknown booking', async () => {
    const { booking } = await newBooking();
    const noReason = await refund(manager, booking.id, ' ');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ message: [expect.stringMatching(/^reason:/)] });
    expect((await accept(manager, UNKNOWN_ID)).statusCode).toBe(404);
  });

  it('lets an admin correct the traveller, logging before and after', async () => {
    const { booking } = await newBooking();
    const edited = await call(manager, 'PATCH', `agents-bookings/${booking.id}`, {
      travellerName: 'Right Name',
    });
    expect(edited.json()).toMatchObject({ travellerName: 'Right Name' });
    const actions = (
      await call(manager, 'GET', `agents-bookings/admin-actions-on-agent-bookings/${booking.id}`)
    ).json();
    expect(actions).toMatchObject([
      {
        action: 'EditBooking',
        before: { travellerName: 'Test Traveller' },
        after: { travellerName: 'Right Name' },
      },
    ]);
  });
});

describe('permissions', () => {
  it('lets a ViewerAdmin read but not move, and refuses admins without the permission', async () => {
    const { booking } = await newBooking();
    expect((await call(viewer, 'GET', 'agents-bookings/all-bookings-by-admin')).statusCode).toBe(200);
    expect((await call(viewer, 'GET', `agents-bookings/one-by-admin/${booking.id}`)).statusCode).toBe(200);
    expect((await accept(viewer, booking.id)).statusCode).toBe(403);
    expect((await refund(viewer, booking.id)).statusCode).toBe(403);
    expect((await call(viewer, 'PATCH', `agents-bookings/${booking.id}`, { notes: 'x' })).statusCode).toBe(
      403,
    );
    const payments = await signedInAdmin(app, db, ['ViewPayments']);
    expect((await call(payments, 'GET', 'agents-bookings/all-bookings-by-admin')).statusCode).toBe(403);
    expect((await call(payments, 'GET', 'transactions/findAllByAdmin')).statusCode).toBe(200);
  });

  it('keeps agents off the admin calls', async () => {
    const { agent, booking } = await newBooking();
    const response = await accept(agent, booking.id);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: expect.stringMatching(/^Admin /) });
    expect((await call(agent, 'GET', 'transactions/findAllByAdmin')).statusCode).toBe(401);
  });

  it('lists every agent’s bookings for admins, filtered by agent and status', async () => {
    const first = await newBooking();
    await newBooking();
    const list = await call(
      manager,
      'GET',
      `agents-bookings/all-bookings-by-admin?agentId=${first.agent.row.id}`,
    );
    expect((list.json() as Paginated<AgentBooking>).items.map((item) => item.id)).toEqual([first.booking.id]);
    const bad = await call(manager, 'GET', 'agents-bookings/all-bookings-by-admin?agentId=nope');
    expect(bad.statusCode).toBe(400);
  });
});

describe('update-balance', () => {
  it('adds and subtracts with a ledger entry and a logged action, never below zero', async () => {
    const payer = await signedInAdmin(app, db, ['ManagePayments', 'ViewPayments']);
    const { agent } = await newBooking(20_000);
    const update = (payload: object, id = agent.row.id) =>
      call(payer, 'POST', `transactions/update-balance/${id}`, payload);
    const added = await update({ operation: 'ADD', amount: 5_000, note: 'Bank transfer 1182' });
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({
      type: 'TopUp',
      direction: 'Incoming',
      balanceAfter: 15_000,
      admin: { id: payer.row.id },
    });
    const tooMuch = await update({ operation: 'SUBTRACT', amount: 15_001, note: 'Correction' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ message: ['amount: The balance cannot go below zero'] });
    expect(await balanceOf(agent.row.id)).toBe(15_000);
    const taken = await update({ operation: 'SUBTRACT', amount: 15_000, note: 'Correction' });
    expect(taken.json()).toMatchObject({ type: 'Withdrawal', direction: 'Outgoing', balanceAfter: 0 });
    const bad = await update({ operation: 'DOUBLE', amount: -1, note: '' });
    expect(bad.statusCode).toBe(400);
    expect((bad.json() as { message: string[] }).message).toHaveLength(3);
    expect((await update({ operation: 'ADD', amount: 1, note: 'x-ray' }, UNKNOWN_ID)).statusCode).toBe(404);
    expect(
      (
        await call(manager, 'POST', `transactions/update-balance/${agent.row.id}`, {
          operation: 'ADD',
          amount: 1,
          note: 'nope',
        })
      ).statusCode,
    ).toBe(403);
    const { rows } = await db.$client.query(
      'select action, before, after from admin_actions where entity_id = $1 order by created_at',
      [agent.row.id],
    );
    expect(rows).toEqual([
      { action: 'AddBalance', before: { balance: 10_000 }, after: { balance: 15_000 } },
      { action: 'SubtractBalance', before: { balance: 15_000 }, after: { balance: 0 } },
    ]);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
