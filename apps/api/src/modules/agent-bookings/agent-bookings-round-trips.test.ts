import type { AgentBooking, CreatedAgentBooking } from '@masar/contract/agent-bookings';
import pg from 'pg';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInAgent } from '../../../test/accounts';
import { agentTripBody, type BookingCatalogue, bookingCatalogue } from '../../../test/booking-fixture';
import { ledgerViolations } from '../../../test/ledger';
import { createTestApp } from '../../../test/test-app';

const { app, db } = await createTestApp({ poolSize: 20 });

/** The push sender's look-ups after a booking's event (admins to tell, their subscriptions), on its own time. */
const pushSender = (text: string) =>
  text.startsWith('select "id" from "admins"') || text.includes('push_subscriptions');

/** Every statement any pg client sends while `run` runs (this file's app is the only one in its process). */
async function statementsOf(run: () => Promise<unknown>) {
  const sent: { text: string; name?: string; client: pg.Client }[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const first = args[0] as string | { text: string; name?: string };
    sent.push(
      typeof first === 'string'
        ? { text: first, client: this }
        : { text: first.text, name: first.name, client: this },
    );
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  try {
    await run();
  } finally {
    pg.Client.prototype.query = original;
  }
  return sent.map(({ text, name, client }) => ({
    text: text.replace(/\s+/g, ' ').trim().toLowerCase(),
    name,
    client,
  }));
}

let catalogue: BookingCatalogue;
beforeAll(async () => {
  catalogue = await bookingCatalogue(db);
});
afterEach(async () => {
  expect(await ledgerViolations(db)).toEqual([]);
});

const book = (authorization: string, key?: string, body: object = agentTripBody(catalogue)) =>
  app.inject({
    method: 'POST',
    url: '/api/agents-bookings/create-by-agent',
    headers: { authorization, ...(key && { 'idempotency-key': key }) },
    payload: body,
  });

describe('a booking in few round trips (issue #21)', () => {
  it('pays, records and invoices in a three-round-trip transaction, and answers without reading the booking back', async () => {
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    let response: Awaited<ReturnType<typeof book>> | undefined;
    const statements = await statementsOf(async () => {
      response = await book(agent.authorization, 'round-trips-1');
    });
    expect(response?.statusCode).toBe(201);
    const begin = statements.findIndex(({ text }) => text === 'begin');
    const commit = statements.findIndex(({ text }) => text.endsWith('; commit'));
    // The transaction's own connection (the push sender may read admins on another one meanwhile).
    const own = statements[begin]?.client;
    const inside = statements
      .slice(begin + 1, commit + 1)
      .filter(({ client }) => client === own)
      .map(({ text }) => text);
    // The booking, the debit, the ledger entry and the event; then the e-mail and the invoice with its number,
    // sent with the COMMIT (so the number's row lock is never held across a round trip).
    expect(inside).toHaveLength(2);
    expect(inside[0]).toMatch(
      /^with along as \( ?insert into "agent_bookings".*update agents.*insert into transactions/,
    );
    expect(inside[0]).toContain('pg_notify(');
    expect(inside[1]).toMatch(
      /^insert into "mail_outbox".*; with numbered as \( ?insert into invoice_counters.*insert into "invoices".*; commit$/,
    );
    // Before the transaction: the guard, and the reference with the idempotency look-up and the pricing
    // settings' token (the quote reads nothing else while the settings hold).
    const before = statements.slice(0, begin).filter(({ text }) => !pushSender(text));
    expect(before.filter(({ text }) => text.includes('idempotency_key'))).toHaveLength(1);
    const tokenReads = before.filter(({ text }) => text.includes('pricing_settings_version'));
    expect(tokenReads.map(({ text }) => text.includes('booking_reference_counters'))).toEqual([true]);
    expect(statements.slice(0, begin).some(({ text }) => text.includes('booking_reference_counters'))).toBe(
      true,
    );
    // After the commit: no read of the booking (the answer is made of the rows the statements returned); the
    // push sender's look-ups may run meanwhile.
    expect(statements.slice(commit + 1).filter(({ text }) => !pushSender(text))).toEqual([]);
    // The hot statements are named prepared statements.
    expect(statements.find((statement) => statement.text === inside[0])?.name).toMatch(/^m_/);
    const reference = statements.find(({ text }) => text.includes('booking_reference_counters'));
    expect(reference?.name).toMatch(/^m_/);
    // The guard's account look-up, too.
    expect(statements.slice(0, begin).filter(({ name }) => name === 'principal_agent')).toHaveLength(1);

    // The answer is exactly what a read of the booking gives.
    const made = response?.json() as CreatedAgentBooking;
    const read = await app.inject({
      method: 'GET',
      url: `/api/agents-bookings/one-by-agent/${made.id}`,
      headers: { authorization: agent.authorization },
    });
    // (A one-way booking's answer also says it has no return leg, decision 0017.)
    const { returnLeg, ...booking } = made;
    expect(returnLeg).toBeNull();
    expect(read.json()).toEqual(booking);
    const { rows } = await db.$client.query(
      `select i.number, i.total, i.agent_booking_id, t.amount, t.balance_after, a.balance
         from invoices i join transactions t on t.booking_id = i.agent_booking_id join agents a on a.id = t.agent_id
        where i.agent_booking_id = $1`,
      [made.id],
    );
    expect(rows).toEqual([
      {
        number: expect.stringMatching(/^INV-\d{4}-\d{6}$/),
        total: String(made.price.total),
        agent_booking_id: made.id,
        amount: String(made.price.total),
        balance_after: String(50_000 - made.price.total),
        balance: String(50_000 - made.price.total),
      },
    ]);
  });

  it('writes the invoice sent with the COMMIT exactly, quotes, backslashes and Arabic included', async () => {
    const legalName = `O'Brien \\ "مسار" ';-- $1 \\'`;
    const address = "Riyadh\nKing Fahd Rd, 'Tower' \\x00";
    const agent = await signedInAgent(app, db, {
      balance: 50_000,
      legalName,
      address,
      vatNumber: '300000000000003',
    });
    const response = await book(agent.authorization, 'literal-key');
    expect(response.statusCode).toBe(201);
    const { rows } = await db.$client.query(
      'select buyer, number, lines from invoices where agent_booking_id = $1',
      [(response.json() as AgentBooking).id],
    );
    expect(rows[0].buyer).toMatchObject({ nameAr: legalName, nameEn: legalName, addressAr: address });
    expect(rows[0].lines[0]).toMatchObject({ code: 'Transfer', total: 10_000 });
  });

  it('replays a retry from the reference statement’s look-up, and refuses the key for another body', async () => {
    const agent = await signedInAgent(app, db, { balance: 50_000 });
    const body = agentTripBody(catalogue);
    const first = await book(agent.authorization, 'retry-key', body);
    const again = await book(agent.authorization, 'retry-key', body);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    const other = await book(agent.authorization, 'retry-key', { ...body, passengers: 1 });
    expect(other.statusCode).toBe(422);
    const { rows } = await db.$client.query(
      "select count(*)::int as n from transactions where agent_id = $1 and type = 'Booking'",
      [agent.row.id],
    );
    expect(rows[0].n).toBe(1);
  });

  it('rolls the whole booking back when the wallet does not cover it: no booking, entry, invoice or e-mail', async () => {
    const agent = await signedInAgent(app, db, { balance: 9_999 });
    const count = async () =>
      (
        await db.$client.query(
          `select (select count(*) from agent_bookings where agent_id = $1)::int as bookings,
                  (select count(*) from invoices where agent_id = $1)::int as invoices,
                  (select count(*) from mail_outbox where recipient = $2)::int as mails`,
          [agent.row.id, agent.row.email],
        )
      ).rows[0];
    const response = await book(agent.authorization, 'too-poor');
    expect(response.statusCode).toBe(402);
    expect(await count()).toEqual({ bookings: 0, invoices: 0, mails: 0 });
    const { rows } = await db.$client.query('select balance from agents where id = $1', [agent.row.id]);
    expect(rows[0].balance).toBe('9999');
  });
});
