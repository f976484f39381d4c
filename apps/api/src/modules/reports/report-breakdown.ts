import { bookingStatuses } from '@masar/contract/agent-bookings';
import type { CarType } from '@masar/contract/cars';
import type { ReportBreakdown, ReportPeriodQuery } from '@masar/contract/reports';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agentBookings, agents, areas, customerBookings } from '../../db/schema/index';
import { during, withoutParallelWorkers } from './report-sql';

type Dimension = 'area' | 'carType' | 'status';

interface GroupRow extends Record<string, unknown> {
  dimension: Dimension;
  key: string;
  agent_bookings: string;
  agent_value: string;
  revenue: string;
  customer_bookings: string;
  expected_cash: string;
}

/**
 * Agent and customer bookings of the period side by side, grouped by area, by car type and by status, in
 * one pass over each table: first by all three (a few thousand groups at most), then each grouping from
 * those. Within a grouping, most revenue first. Status rows carry customer statuses too; callers pick.
 */
async function bookingGroups(db: Database, period: ReportPeriodQuery, timeZone: string): Promise<GroupRow[]> {
  const result = await withoutParallelWorkers(db, (tx) =>
    tx.execute<GroupRow>(sql`
    with bookings as (
      select ${agentBookings.areaId} as area_id, ${agentBookings.carType} as car_type, ${agentBookings.status} as status,
             'agent' as kind, count(*) as bookings, sum(${agentBookings.totalPrice}) as total
        from ${agentBookings}
       where ${during(agentBookings.createdAt, period, timeZone)}
       group by 1, 2, 3
      union all
      select ${customerBookings.areaId}, ${customerBookings.carType}, ${customerBookings.status},
             'customer', count(*), sum(${customerBookings.totalPrice})
        from ${customerBookings}
       where ${during(customerBookings.createdAt, period, timeZone)}
       group by 1, 2, 3
    )
    select dimension, key,
           coalesce(sum(bookings) filter (where kind = 'agent'), 0) as agent_bookings,
           coalesce(sum(total) filter (where kind = 'agent'), 0) as agent_value,
           coalesce(sum(total) filter (where kind = 'agent' and status <> 'Refunded'), 0) as revenue,
           coalesce(sum(bookings) filter (where kind = 'customer'), 0) as customer_bookings,
           coalesce(sum(total) filter (where kind = 'customer' and status <> 'Cancelled'), 0) as expected_cash
      from bookings
     cross join lateral (values ('area', area_id::text), ('carType', car_type), ('status', status)) as keys (dimension, key)
     group by dimension, key
     order by dimension, revenue desc, agent_bookings desc, customer_bookings desc, key
  `),
  );
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

async function byArea(db: Database, rows: GroupRow[]) {
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

/** Agent bookings of the period per status, all four (zeros included), with their total value. */
function byStatus(rows: GroupRow[]) {
  return bookingStatuses.map((status) => {
    const row = rows.find((candidate) => candidate.key === status);
    return { status, count: Number(row?.agent_bookings ?? 0), value: Number(row?.agent_value ?? 0) };
  });
}

/** The ten agents with most revenue in the period (then most bookings), grouped before their names join. */
async function topAgents(db: Database, period: ReportPeriodQuery, timeZone: string) {
  const perAgent = db
    .select({
      agentId: agentBookings.agentId,
      bookings: sql<number>`count(*)`.as('bookings'),
      revenue:
        sql<number>`coalesce(sum(${agentBookings.totalPrice}) filter (where ${agentBookings.status} <> 'Refunded'), 0)`.as(
          'revenue',
        ),
    })
    .from(agentBookings)
    .where(during(agentBookings.createdAt, period, timeZone))
    .groupBy(agentBookings.agentId)
    .as('per_agent');
  const rows = await withoutParallelWorkers(db, (tx) =>
    tx
      .select({
        id: agents.id,
        name: agents.name,
        companyName: agents.companyName,
        bookings: perAgent.bookings,
        revenue: perAgent.revenue,
      })
      .from(perAgent)
      .innerJoin(agents, eq(agents.id, perAgent.agentId))
      .orderBy(desc(perAgent.revenue), desc(perAgent.bookings), agents.name)
      .limit(10),
  );
  return rows.map(({ bookings, revenue, ...agent }) => ({
    agent,
    bookings: Number(bookings),
    revenue: Number(revenue),
  }));
}

/** How the period's bookings split: by status, by area, by car type, and the top agents. */
export async function reportBreakdown(
  db: Database,
  timeZone: string,
  period: ReportPeriodQuery,
): Promise<ReportBreakdown> {
  const [groups, agentRows] = await Promise.all([
    bookingGroups(db, period, timeZone),
    topAgents(db, period, timeZone),
  ]);
  const of = (dimension: Dimension) => groups.filter((row) => row.dimension === dimension);
  return {
    byStatus: byStatus(of('status')),
    byArea: await byArea(db, of('area')),
    byCarType: of('carType').map((row) => ({ carType: row.key as CarType, ...groupFigures(row) })),
    topAgents: agentRows,
  };
}
