import type { Database } from '../src/db/client';

/**
 * The wallet invariants of DESIGN.md §5 as decision 0016 restates them (per booking: exactly one Booking
 * entry noted BookingPaid, or not noted, of the price; at most one Refund, of the price; at most one
 * CancellationFee Booking entry, only with that Refund and not above it) (balance ≥ −credit_limit: decision 0011), checked across the whole database. Returns one line per
 * violation; an empty array means the money adds up.
 */
export async function ledgerViolations(db: Database): Promise<string[]> {
  const { rows } = await db.$client.query<{ problem: string }>(`
    select 'agent ' || a.id || ': balance ' || a.balance || ' but ledger says ' || coalesce(l.net, 0) as problem
      from agents a
      left join (
        select agent_id, sum(case when direction = 'Incoming' then amount else -amount end) as net
          from transactions group by agent_id
      ) l on l.agent_id = a.id
     where a.balance <> coalesce(l.net, 0) or a.balance < -a.credit_limit
    union all
    select 'booking ' || b.reference || ': ' || count(t.id) filter (where t.type = 'Booking') || ' debits, '
           || count(t.id) filter (where t.type = 'Refund') || ' refunds, '
           || count(t.id) filter (where t.note_code = 'CancellationFee') || ' cancellation fees'
      from agent_bookings b
      left join transactions t on t.booking_id = b.id
     group by b.id, b.reference, b.total_price, b.status
    having count(t.id) filter (
             where t.type = 'Booking' and coalesce(t.note_code, 'BookingPaid') = 'BookingPaid'
               and t.amount = b.total_price) <> 1
        or count(t.id) filter (where t.type = 'Booking' and coalesce(t.note_code, 'BookingPaid') = 'BookingPaid') <> 1
        or count(t.id) filter (where t.type = 'Booking' and t.note_code is distinct from 'BookingPaid'
                                 and t.note_code is distinct from 'CancellationFee' and t.note_code is not null) > 0
        or count(t.id) filter (where t.type = 'Refund') > 1
        or count(t.id) filter (where t.type = 'Refund' and t.amount <> b.total_price) > 0
        or (b.status = 'Refunded') <> (count(t.id) filter (where t.type = 'Refund') = 1)
        -- decision 0016: at most one CancellationFee, a Booking entry, only with the Refund and not above it
        or count(t.id) filter (where t.note_code = 'CancellationFee') > 1
        or count(t.id) filter (where t.note_code = 'CancellationFee' and t.type <> 'Booking') > 0
        or (count(t.id) filter (where t.note_code = 'CancellationFee') = 1
            and count(t.id) filter (where t.type = 'Refund') = 0)
        or coalesce(max(t.amount) filter (where t.note_code = 'CancellationFee'), 0) > b.total_price
    union all
    select 'entry ' || t.id || ': balance_after ' || t.balance_after || ' does not follow the previous entry'
      from (
        select id, balance_after,
               lag(balance_after, 1, 0::bigint) over (partition by agent_id order by created_at, id) as before,
               case when direction = 'Incoming' then amount else -amount end as delta
          from transactions
      ) t
     where t.before + t.delta <> t.balance_after`);
  return rows.map((row) => row.problem);
}
