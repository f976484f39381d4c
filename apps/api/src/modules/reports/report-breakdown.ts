import { bookingStatuses } from '@masar/contract/agent-bookings';
import type { CarType } from '@masar/contract/cars';
import type { ReportBreakdown, ReportPeriodQuery } from '@masar/contract/reports';
import { desc, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentBookings, agents, areas, customerBookings } from '../../db/schema/index';
import { during, sumWhere } from './report-sql';

interface GroupRow extends Record<string, unknown> {
  key: string;
  agent_bookings: string;
  revenue: string;
  customer_bookings: string;
  expected_cash: string;
}

/** Agent and customer bookings of the period side by side, grouped by `key` (a column both tables have). */
async function bookingsGroupedBy(
  db: Database,
  period: ReportPeriodQuery,
  timeZone: string,
  key: 'area_id' | 'car_type',
): Promise<GroupRow[]> {
  const column = sql.identifier(key);
  const result = await db.execute<GroupRow>(sql`
    select key::text as key,
           count(*) filter (where kind = 'agent') as agent_bookings,
           coalesce(sum(total) filter (where kind = 'agent' and status <> 'Refunded'), 0) as revenue,
           count(*) filter (where kind = 'customer') as customer_bookings,
           coalesce(sum(total) filter (where kind = 'customer' and status <> 'Cancelled'), 0) as expected_cash
      from (
        select ${column} as key, 'agent' as kind, ${agentBookings.status} as status, ${agentBookings.totalPrice} as total
          from ${agentBookings}
         where ${during(agentBookings.createdAt, period, timeZone)}
        union all
        select ${column}, 'customer', ${customerBookings.status}, ${customerBookings.totalPrice}
          from ${customerBookings}
         where ${during(customerBookings.createdAt, period, timeZone)}
      ) bookings
     group by key
     order by revenue desc, agent_bookings desc, customer_bookings desc, key
  `);
  return result.rows;
}

function groupFigures(row: GroupRow) {
  return {
    agentBookings: Number(row.agent_bookings),
    revenue: Number(row.revenue),
    customerBookings: Number(row.customer_bookings),
    expectedCash: Number(row.expected_cash),
  };
}

async function byArea(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const rows = await bookingsGroupedBy(db, period, timeZone, 'area_id');
  if (rows.length === 0) return [];
  // Names as they are now, soft-deleted areas included: past bookings still point at them.
  const names = await db
    .select({ id: areas.id, nameAr: areas.nameAr, nameEn: areas.nameEn })
    .from(areas)
    .where(
      inArray(
        areas.id,
        rows.map((row) => row.key),
      ),
    );
  return rows.flatMap((row) => {
    const area = names.find((candidate) => candidate.id === row.key);
    return area ? [{ area, ...groupFigures(row) }] : [];
  });
}

async function byCarType(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const rows = await bookingsGroupedBy(db, period, timeZone, 'car_type');
  return rows.map((row) => ({ carType: row.key as CarType, ...groupFigures(row) }));
}

/** Agent bookings of the period per status, all four (zeros included), with their total value. */
async function byStatus(db: Database, made: SQL) {
  const rows = await db
    .select({
      status: agentBookings.status,
      count: sql<number>`count(*)`.mapWith(Number),
      value: sql<number>`sum(${agentBookings.totalPrice})`.mapWith(Number),
    })
    .from(agentBookings)
    .where(made)
    .groupBy(agentBookings.status);
  return bookingStatuses.map((status) => {
    const row = rows.find((candidate) => candidate.status === status);
    return { status, count: row?.count ?? 0, value: row?.value ?? 0 };
  });
}

/** The ten agents with most revenue in the period (then most bookings). */
async function topAgents(db: Database, made: SQL) {
  const revenue = sumWhere(agentBookings.totalPrice, ne(agentBookings.status, 'Refunded'));
  const bookings = sql<number>`count(*)`.mapWith(Number);
  const rows = await db
    .select({ id: agents.id, name: agents.name, companyName: agents.companyName, bookings, revenue })
    .from(agentBookings)
    .innerJoin(agents, eq(agents.id, agentBookings.agentId))
    .where(made)
    .groupBy(agents.id)
    .orderBy(desc(revenue), desc(bookings), agents.name)
    .limit(10);
  return rows.map(({ bookings: count, revenue: amount, ...agent }) => ({
    agent,
    bookings: count,
    revenue: amount,
  }));
}

/** How the period's bookings split: by status, by area, by car type, and the top agents. */
export async function reportBreakdown(
  db: Database,
  timeZone: string,
  period: ReportPeriodQuery,
): Promise<ReportBreakdown> {
  const made = during(agentBookings.createdAt, period, timeZone);
  const [statuses, areaRows, carTypeRows, agentRows] = await Promise.all([
    byStatus(db, made),
    byArea(db, period, timeZone),
    byCarType(db, period, timeZone),
    topAgents(db, made),
  ]);
  return { byStatus: statuses, byArea: areaRows, byCarType: carTypeRows, topAgents: agentRows };
}
