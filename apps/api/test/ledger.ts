import type { Database } from '../src/db/client';

/**
 * The wallet invariants of DESIGN.md §5 as decisions 0016 and 0017 restate them (per booking group — a one-way
 * booking, or an outward row and its return leg, grouped by coalesce(return_of, id): exactly one Booking entry
 * noted BookingPaid, or not noted, on the outward row, of the sum of the group's prices; per row at most one
 * Refund, of the row's price; at most one CancellationFee Booking entry, only with that Refund and not above it) (balance ≥ −credit_limit: decision 0011), checked across the whole database. Returns one line per
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
    -- decision 0017: per booking group (a one-way booking, or an outward row and its return leg), exactly one
    -- BookingPaid debit (or one not noted, before note codes), on the outward row, of the sum of the group's totals.
    select 'booking group ' || g.reference || ': ' || g.debits || ' debits (' || g.debited || ') for '
           || g.legs || ' legs totalling ' || g.total
      from (
        select o.reference, count(b.id) as legs, sum(b.total_price) as total,
               (select count(*) from transactions t
                 where t.booking_id = o.id and t.type = 'Booking'
                   and coalesce(t.note_code, 'BookingPaid') = 'BookingPaid') as debits,
               (select coalesce(sum(t.amount), 0) from transactions t
                 where t.booking_id = o.id and t.type = 'Booking'
                   and coalesce(t.note_code, 'BookingPaid') = 'BookingPaid') as debited,
               (select count(*) from transactions t join agent_bookings r on r.id = t.booking_id
                 where r.return_of = o.id and t.type = 'Booking'
                   and coalesce(t.note_code, 'BookingPaid') = 'BookingPaid') as leg_debits
          from agent_bookings o
          join agent_bookings b on coalesce(b.return_of, b.id) = o.id
         where o.return_of is null
         group by o.id, o.reference
      ) g
     where g.debits <> 1 or g.debited <> g.total or g.leg_debits <> 0
    union all
    select 'booking ' || b.reference || ': the return of a return leg'
      from agent_bookings b join agent_bookings o on o.id = b.return_of
     where o.return_of is not null
    union all
    select 'booking ' || b.reference || ': ' || count(t.id) filter (where t.type = 'Refund') || ' refunds, '
           || count(t.id) filter (where t.note_code = 'CancellationFee') || ' cancellation fees'
      from agent_bookings b
      left join transactions t on t.booking_id = b.id
     group by b.id, b.reference, b.total_price, b.status
    having count(t.id) filter (where t.type = 'Booking' and t.note_code is distinct from 'BookingPaid'
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
