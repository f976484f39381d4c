import type { Database } from '../src/db/client';

/**
 * Time passes: the booking's pickup moves an hour into the past, as it would by the day of the trip.
 * A booking can only be made for the future and only completed after its pickup, so a test that
 * completes one lets the trip happen first.
 */
export async function pickupPassed(db: Database, table: 'agent_bookings' | 'customer_bookings', id: string) {
  await db.$client.query(`update ${table} set pickup_at = now() - interval '1 hour' where id = $1`, [id]);
}
