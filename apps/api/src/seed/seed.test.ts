import { describe, expect, it } from 'vitest';
import { ledgerViolations } from '../../test/ledger';
import { createTestApp, signIn } from '../../test/test-app';
import { demoAccounts, loadDemoData } from './seed';

const { app, db } = await createTestApp();

describe('demo data', () => {
  it('gives each demo agent 2–3 saved places in Riyadh or Jeddah, newest first', async () => {
    await loadDemoData(db);
    for (const account of [demoAccounts.agent, demoAccounts.agent2, demoAccounts.agent3]) {
      const { authorization } = await signIn(app, 'Agent', account.email, account.password);
      const response = await app.inject({
        method: 'GET',
        url: '/api/places/findAgentAll',
        headers: { authorization },
      });
      const places: { address: string; lat: number; lng: number; createdAt: string }[] = response.json();
      expect(places.length).toBeGreaterThanOrEqual(2);
      expect(places.length).toBeLessThanOrEqual(3);
      for (const place of places) {
        expect(place.address).toMatch(/Riyadh|Jeddah/);
        const nearRiyadh = Math.abs(place.lat - 24.7) < 0.3 && Math.abs(place.lng - 46.7) < 0.3;
        const nearJeddah = Math.abs(place.lat - 21.5) < 0.3 && Math.abs(place.lng - 39.2) < 0.3;
        expect(nearRiyadh || nearJeddah).toBe(true);
      }
      const times = places.map((place) => place.createdAt);
      expect(times).toEqual([...times].sort().reverse());
    }
  });

  it('has bookings in every status, paid through the wallet so the ledger adds up', async () => {
    const { rows } = await db.$client.query<{ status: string }>('select distinct status from agent_bookings');
    expect(rows.map((row) => row.status).sort()).toEqual(['Accepted', 'Completed', 'Refunded', 'Requested']);
    expect(await ledgerViolations(db)).toEqual([]);
  });

  it('logs who accepted and completed the demo bookings, as the real moves do', async () => {
    const { rows } = await db.$client.query<{ kind: string; status: string; moves: string[] | null }>(`
      select kind, b.status,
             (select array_agg(a.action order by a.created_at) from admin_actions a
               where a.entity_id = b.id and a.admin_id = b.accepted_by
                 and a.action in ('AcceptBooking', 'CompleteBooking')) as moves
        from (select 'AgentBooking' as kind, id, status, accepted_by from agent_bookings
              union all select 'CustomerBooking', id, status, accepted_by from customer_bookings) b
       where b.status in ('Accepted', 'Completed')`);
    expect(new Set(rows.map((row) => row.kind))).toEqual(new Set(['AgentBooking', 'CustomerBooking']));
    for (const row of rows) {
      expect(row.moves, `${row.kind} ${row.status}`).toEqual(
        row.status === 'Completed' ? ['AcceptBooking', 'CompleteBooking'] : ['AcceptBooking'],
      );
    }
  });

  it('gives a completed demo customer booking its simplified invoice, as completing does', async () => {
    const { rows } = await db.$client.query<{ reference: string; type: string | null }>(`
      select b.reference, i.type from customer_bookings b
        left join invoices i on i.customer_booking_id = b.id and i.kind = 'Invoice'
       where b.status = 'Completed'`);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.type, row.reference).toBe('Simplified');
  });

  it('has a driver who signs in with the printed mobile and finds the upcoming accepted trips', async () => {
    const { driver } = demoAccounts;
    const login = await app.inject({ method: 'POST', url: '/api/auth/loginDriver', payload: driver });
    expect(login.statusCode).toBe(200);
    expect(login.json().driver.mustChangePassword).toBe(false);
    const jobs = await app.inject({
      method: 'GET',
      url: '/api/drivers/my-jobs',
      headers: { authorization: `Bearer ${login.json().access_token}` },
    });
    const { rows } = await db.$client.query<{ reference: string }>(`
      select reference from agent_bookings where status = 'Accepted' and pickup_at > now()
      union all select reference from customer_bookings where status = 'Accepted' and pickup_at > now()`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    const listed: { reference: string; bookingKind: string; vehicle: { plateLatin: string } }[] = jobs.json();
    expect(listed.map((job) => job.reference).sort()).toEqual(rows.map((row) => row.reference).sort());
    expect(new Set(listed.map((job) => job.bookingKind))).toEqual(new Set(['Agent', 'Customer']));
    expect(listed.every((job) => job.vehicle.plateLatin === 'ABJ 4821')).toBe(true);
  });
});
