import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { signedInAdmin, signedInAgent } from '../../../test/accounts';
import { bookableTrip, bookTrip } from '../../../test/booking-fixture';
import { ledgerViolations } from '../../../test/ledger';
import { createTestApp } from '../../../test/test-app';

/**
 * Migration 0012 turns the English ledger notes the system used to write into note codes. The test database is
 * already migrated, so the entries are first put back the way the old code wrote them, then the
 * migration's own statements (all but the column it adds) run again.
 */
const { app, db } = await createTestApp();
const migration = readFileSync(
  fileURLToPath(new URL('../../db/migrations/0012_system_note_codes.sql', import.meta.url)),
  'utf8',
)
  .split('--> statement-breakpoint')
  .filter((statement) => !/ADD COLUMN/.test(statement));

describe('migration 0012: system-written ledger notes become codes', () => {
  it('converts the old English notes and keeps what an admin typed', async () => {
    const agent = await signedInAgent(app, db, { balance: 100_000 });
    const admin = await signedInAdmin(app, db, []);
    const trip = await bookableTrip(db);
    const cancelled = (await bookTrip(app, agent.authorization, trip)).booking;
    const refunded = (await bookTrip(app, agent.authorization, trip)).booking;
    for (const booking of [cancelled, refunded]) {
      const response = await app.inject({
        method: 'DELETE',
        url: `/api/agents-bookings/${booking.id}`,
        headers: { authorization: agent.authorization },
      });
      expect(response.statusCode).toBe(200);
    }
    await db.$client.query(`
      ALTER TABLE transactions DISABLE TRIGGER transactions_append_only;
      UPDATE transactions t SET note_code = NULL, note = CASE
          WHEN t.type = 'TopUp' THEN 'Opening balance'
          WHEN t.type = 'Booking' THEN b.reference
          WHEN b.id = '${refunded.id}' THEN b.reference || ': Flight cancelled'
          ELSE b.reference || ' cancelled by the agent' END,
        admin_id = CASE WHEN t.type = 'Refund' AND b.id = '${refunded.id}' THEN '${admin.row.id}'::uuid END
        FROM agents a LEFT JOIN agent_bookings b ON b.agent_id = a.id
        WHERE t.agent_id = a.id AND a.id = '${agent.row.id}' AND (t.booking_id = b.id OR t.booking_id IS NULL);
      ALTER TABLE transactions ENABLE TRIGGER transactions_append_only;`);

    for (const statement of migration) await db.$client.query(statement);

    const { rows } = await db.$client.query(
      `select t.type, t.note_code, t.note, t.booking_id from transactions t
        where t.agent_id = $1 order by t.created_at, t.type`,
      [agent.row.id],
    );
    const of = (bookingId: string | null) => rows.filter((row) => row.booking_id === bookingId);
    expect(of(null).map((row) => [row.type, row.note_code, row.note])).toEqual([
      ['TopUp', 'OpeningBalance', null],
    ]);
    expect(of(cancelled.id).map((row) => [row.type, row.note_code, row.note])).toEqual([
      ['Booking', 'BookingPaid', null],
      ['Refund', 'CancelledByAgent', null],
    ]);
    expect(of(refunded.id).map((row) => [row.type, row.note_code, row.note])).toEqual([
      ['Booking', 'BookingPaid', null],
      ['Refund', 'RefundedByAdmin', 'Flight cancelled'],
    ]);
    await expect(db.$client.query('update transactions set note = null')).rejects.toThrow(/append-only/);
    expect(await ledgerViolations(db)).toEqual([]);
  });
});
