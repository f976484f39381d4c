import { bookingStatuses } from '@masar/contract/agent-bookings';
import type { CarType } from '@masar/contract/cars';
import type { ReportBreakdown, ReportPeriodQuery } from '@masar/contract/reports';
import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { agents, areas } from '../../db/schema/index';
import { type Dimension, type FigureRow, keepClosedDays, periodFigures, sumFigures } from './report-days';
import { withoutParallelWorkers } from './report-sql';

function groupFigures(row: FigureRow) {
  return {
    agentBookings: Number(row.agent_bookings),
    revenue: Number(row.revenue),
    customerBookings: Number(row.customer_bookings),
    expectedCash: Number(row.expected_cash),
  };
}

async function byArea(db: Database, rows: FigureRow[]) {
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
function byStatus(rows: FigureRow[]) {
  return bookingStatuses.map((status) => {
    const row = rows.find((candidate) => candidate.key === status);
    return { status, count: Number(row?.agent_bookings ?? 0), value: Number(row?.agent_value ?? 0) };
  });
}

/**
 * The ten agents with most revenue in the period (then most bookings, then by name and id, so ties keep
 * one order), summed before their names join.
 */
async function topAgents(db: Database, timeZone: string, period: ReportPeriodQuery, today: string) {
  const result = await withoutParallelWorkers(db, (tx) =>
    tx.execute<{
      id: string;
      name: string;
      company_name: string | null;
      bookings: string;
      revenue: string;
    }>(sql`
    select ${agents.id} as id, ${agents.name} as name, ${agents.companyName} as company_name,
           per_agent.bookings, per_agent.revenue
      from (
        select figures.key::uuid as agent_id, sum(figures.agent_bookings) as bookings, sum(figures.revenue) as revenue
          from ${periodFigures(timeZone, period, today, ['agent'], { wholeMonths: true })} figures
         group by figures.key
      ) per_agent
      join ${agents} on ${agents.id} = per_agent.agent_id
     order by per_agent.revenue desc, per_agent.bookings desc, ${agents.name}, ${agents.id}
     limit 10
  `),
  );
  return result.rows.map((row) => ({
    agent: { id: row.id, name: row.name, companyName: row.company_name },
    bookings: Number(row.bookings),
    revenue: Number(row.revenue),
  }));
}

/** How the period's bookings split: by status, by area, by car type, and the top agents. */
export async function reportBreakdown(
  db: Database,
  timeZone: string,
  period: ReportPeriodQuery,
): Promise<ReportBreakdown> {
  const today = await keepClosedDays(db, timeZone, period);
  const [groups, agentRows] = await Promise.all([
    // Status rows carry customer statuses too; byStatus picks the agents'.
    sumFigures(db, timeZone, period, today, ['area', 'carType', 'status']),
    topAgents(db, timeZone, period, today),
  ]);
  const of = (dimension: Dimension) => groups.filter((row) => row.dimension === dimension);
  return {
    byStatus: byStatus(of('status')),
    byArea: await byArea(db, of('area')),
    byCarType: of('carType').map((row) => ({ carType: row.key as CarType, ...groupFigures(row) })),
    topAgents: agentRows,
  };
}
