import type { Paginated } from '@masar/contract/common';
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
});

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
});
