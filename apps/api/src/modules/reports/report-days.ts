import type { ReportPeriodQuery } from '@masar/contract/reports';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { agentBookings, customerBookings, reportChanges, reportDayFigures } from '../../db/schema/index';
import { withoutParallelWorkers } from './report-sql';

/**
 * The reports read bookings as day figures: per business day, one row per dimension and key (see
 * db/schema/report-days.ts). Closed days (before today) are kept in report_day_figures, so a year's report
 * reads a few thousand small rows instead of every booking; today and later are counted from the bookings.
 *
 * Kept days stay true through the report_changes rows that triggers write with every booking change: each
 * report first counts the kept days those times fall on again (and corrects their months), then keeps the
 * period's closed days that are not kept (`keepClosedDays`). Rows of a change still being written are not
 * visible to that report, so they stay for the next one, which counts the day again (decision 0021).
 */

export type Dimension = (typeof reportDayFigures.dimension.enumValues)[number];

/** Figures summed per dimension and key (over a period's days), as the driver gives numerics: strings. */
export interface FigureRow extends Record<string, unknown> {
  dimension: Dimension;
  key: string;
  agent_bookings: string;
  agent_value: string;
  revenue: string;
  customer_bookings: string;
  expected_cash: string;
}

/** The business days' figures counted from the bookings, for each date of `days` (a set of dates `d(day)`). */
function countedFigures(days: SQL, timeZone: string): SQL {
  const start = sql`(d.day::timestamp at time zone ${timeZone})`;
  const end = sql`((d.day + 1)::timestamp at time zone ${timeZone})`;
  const within = (column: AnyColumn) => sql`${column} >= ${start} and ${column} < ${end}`;
  // Each day is its own range of the (created_at, status, total_price, agent_id, area_id, car_type) indexes:
  // index-only, no row's time converted. The grouping sets give all dimensions in one pass.
  return sql`
    select d.day, f.dimension, f.key, f.agent_bookings, f.agent_value, f.revenue, f.customer_bookings, f.expected_cash
      from ${days} as d (day)
     cross join lateral (
       select case when grouping(made.status) = 0 then 'status' when grouping(made.area) = 0 then 'area'
                   when grouping(made.car_type) = 0 then 'carType' when grouping(made.agent) = 0 then 'agent'
                   else 'all' end as dimension,
              coalesce(made.status, made.area, made.car_type, made.agent, '') as key,
              count(*) filter (where made.kind = 'agent') as agent_bookings,
              coalesce(sum(made.value) filter (where made.kind = 'agent'), 0) as agent_value,
              coalesce(sum(made.value) filter (where made.kind = 'agent' and made.counted), 0) as revenue,
              count(*) filter (where made.kind = 'customer') as customer_bookings,
              coalesce(sum(made.value) filter (where made.kind = 'customer' and made.counted), 0) as expected_cash
         from (
           select 'agent' as kind, ${agentBookings.status} as status, ${agentBookings.areaId}::text as area,
                  ${agentBookings.carType} as car_type, ${agentBookings.agentId}::text as agent,
                  ${agentBookings.totalPrice} as value, ${agentBookings.status} <> 'Refunded' as counted
             from ${agentBookings}
            where ${within(agentBookings.createdAt)}
           union all
           select 'customer', ${customerBookings.status}, ${customerBookings.areaId}::text, ${customerBookings.carType},
                  null, ${customerBookings.totalPrice}, ${customerBookings.status} <> 'Cancelled'
             from ${customerBookings}
            where ${within(customerBookings.createdAt)}
         ) made
        group by grouping sets ((), (made.status), (made.area), (made.car_type), (made.agent))
       having grouping(made.agent) = 1 or made.agent is not null
       union all
       select 'accepted', '', count(*), 0, 0, 0, 0 from ${agentBookings}
        where ${within(agentBookings.acceptedAt)} having count(*) > 0
       union all
       select 'completed', '', count(*), 0, 0, 0, 0 from ${agentBookings}
        where ${within(agentBookings.completedAt)} having count(*) > 0
     ) f`;
}

const lockKey = sql`hashtext('report_day_figures')`;
const dimensions = reportDayFigures.dimension.enumValues;

/** Today in the business time zone (YYYY-MM-DD), by the database's clock. */
async function today(db: Queryable, timeZone: string): Promise<string> {
  const result = await db.execute<{ today: string }>(
    sql`select to_char(now() at time zone ${timeZone}, 'YYYY-MM-DD') as today`,
  );
  const row = result.rows[0];
  if (!row) throw new Error('no answer for today');
  return row.today;
}

const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};
const monthOf = (day: string) => `${day.slice(0, 7)}-01`;
const monthAfter = (day: string) => {
  const date = new Date(`${monthOf(day)}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/** The whole months of the period that closed before today, as [first, end) days, if any. */
function wholeMonths(period: ReportPeriodQuery, today: string): { first: string; end: string } | undefined {
  const first = period.from.endsWith('-01') ? period.from : monthAfter(period.from);
  const dayAfterPeriod = dayAfter(period.to);
  const end = monthOf(dayAfterPeriod < today ? dayAfterPeriod : today);
  return first < end ? { first, end } : undefined;
}

/** A set of dates for SQL, from YYYY-MM-DD days (written by the database itself, or by wholeMonths). */
const asDates = (days: Iterable<string>) => sql`${`{${[...new Set(days)].join(',')}}`}::date[]`;

const allDimensions = sql.join(
  dimensions.map((dimension) => sql`${dimension}`),
  sql`, `,
);
const measures = ['agent_bookings', 'agent_value', 'revenue', 'customer_bookings', 'expected_cash'] as const;
/** `write` for each measure column, joined: their sums, their differences, for a select list or a SET. */
const eachMeasure = (write: (measure: string) => string, separator = ', ') =>
  sql.raw(measures.map(write).join(separator));

/**
 * Keeps the day figures true and the period's closed days kept, in one transaction. The kept days that
 * bookings changed on are counted again, and their months' rows take the difference, so a report reading
 * meanwhile sees the old rows or the new, never a gap. Then the period's closed days and whole months not kept
 * yet are kept. One report at a time (an advisory lock): two never keep the same day, the others wait and then
 * find it kept. Returns today, from which figures are counted.
 */
export async function keepClosedDays(
  db: Database,
  timeZone: string,
  period: ReportPeriodQuery,
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${lockKey})`);
    // Days kept in another time zone (TIME_ZONE changed) cannot follow the changes read below: dropped.
    await tx.execute(
      sql`delete from ${reportDayFigures} where ${reportDayFigures.timeZone} < ${timeZone} or ${reportDayFigures.timeZone} > ${timeZone}`,
    );
    const changed = await tx.execute<{ day: string }>(sql`
      with changed as (delete from ${reportChanges} returning ${reportChanges.at})
      select distinct to_char(changed.at at time zone ${timeZone}, 'YYYY-MM-DD') as day from changed`);
    const changedDays = changed.rows.map((row) => row.day);
    if (changedDays.length > 0) await countChangedDaysAgain(tx, timeZone, changedDays);
    const day = await today(tx, timeZone);
    const missing = sql`(
      select series.day::date from generate_series(${period.from}::date, least(${period.to}::date, ${day}::date - 1), interval '1 day') as series (day)
       where not exists (
         select 1 from ${reportDayFigures} kept
          where kept.time_zone = ${timeZone} and kept.grain = 'day' and kept.dimension = 'all' and kept.day = series.day::date))`;
    const keptDays = await tx.execute(sql`
      insert into ${reportDayFigures} (time_zone, day, dimension, key, agent_bookings, agent_value, revenue, customer_bookings, expected_cash, grain)
      select ${timeZone}, figures.*, 'day' from (${countedFigures(missing, timeZone)}) figures`);
    // The first report of a year writes ~10^5 rows: plan the next reads on them, not on an empty table.
    if ((keptDays.rowCount ?? 0) > 10_000) await tx.execute(sql`analyze ${reportDayFigures}`);
    const months = wholeMonths(period, day);
    if (months)
      await tx.execute(sql`
        insert into ${reportDayFigures} (time_zone, grain, dimension, day, key, agent_bookings, agent_value, revenue, customer_bookings, expected_cash)
        select ${timeZone}, 'month', days.dimension, missing.month, days.key, ${eachMeasure((measure) => `sum(days.${measure})`)}
          from (
            select series.month::date as month
              from generate_series(${months.first}::date, ${months.end}::date - 1, interval '1 month') as series (month)
             where not exists (
               select 1 from ${reportDayFigures} kept
                where kept.time_zone = ${timeZone} and kept.grain = 'month' and kept.dimension = 'all'
                  and kept.day = series.month::date)
          ) missing
          join ${reportDayFigures} days
            on days.time_zone = ${timeZone} and days.grain = 'day'
           and days.day >= missing.month and days.day < missing.month + interval '1 month'
         group by days.dimension, missing.month, days.key`);
    return day;
  });
}

/**
 * Counts again the kept days among `changedDays` and writes only what differs: each day row and month row
 * (of a kept month) takes the difference, keys gone from a day or month lose their row. A change touches a
 * handful of the ~1,000 rows of a busy day, so that is what is written.
 */
async function countChangedDaysAgain(tx: Queryable, timeZone: string, changedDays: string[]) {
  const kept = await tx.execute<{ day: string }>(sql`
    select to_char(${reportDayFigures.day}, 'YYYY-MM-DD') as day from ${reportDayFigures}
     where ${reportDayFigures.timeZone} = ${timeZone} and ${reportDayFigures.grain} = 'day'
       and ${reportDayFigures.dimension} = 'all' and ${reportDayFigures.day} = any(${asDates(changedDays)})`);
  if (kept.rows.length === 0) return;
  const keptDays = kept.rows.map((row) => row.day);
  await tx.execute(sql`
    with counted as (${countedFigures(sql`(select unnest(${asDates(keptDays)}))`, timeZone)}),
    old as (
      select day, dimension, key, ${eachMeasure((measure) => measure)} from ${reportDayFigures}
       where time_zone = ${timeZone} and grain = 'day' and dimension in (${allDimensions})
         and day = any(${asDates(keptDays)})
    ),
    difference as (
      select coalesce(counted.day, old.day) as day, coalesce(counted.dimension, old.dimension) as dimension,
             coalesce(counted.key, old.key) as key,
             ${eachMeasure((measure) => `coalesce(counted.${measure}, 0) - coalesce(old.${measure}, 0) as ${measure}`)}
        from counted
        full join old on old.day = counted.day and old.dimension = counted.dimension and old.key = counted.key
    ),
    changes as (
      select * from difference where ${eachMeasure((measure) => `${measure} <> 0`, ' or ')}
    )
    insert into ${reportDayFigures} (time_zone, grain, dimension, day, key, ${eachMeasure((measure) => measure)})
    select ${timeZone}, 'day', dimension, day, key, ${eachMeasure((measure) => measure)} from changes
    union all
    select ${timeZone}, 'month', dimension, date_trunc('month', day)::date, key, ${eachMeasure((measure) => `sum(${measure})`)}
      from changes
     where exists (
       select 1 from ${reportDayFigures} kept
        where kept.time_zone = ${timeZone} and kept.grain = 'month' and kept.dimension = 'all'
          and kept.day = date_trunc('month', changes.day)::date)
     group by dimension, date_trunc('month', day), key
    on conflict (time_zone, grain, dimension, day, key) do update set
      ${eachMeasure((measure) => `${measure} = report_day_figures.${measure} + excluded.${measure}`)}`);
  // A key with nothing left (an agent's only booking of the day moved away) has no row, as when counted.
  await tx.execute(sql`
    delete from ${reportDayFigures}
     where ${reportDayFigures.timeZone} = ${timeZone} and ${reportDayFigures.dimension} in (${allDimensions})
       and ${reportDayFigures.dimension} <> 'all'
       and ((${reportDayFigures.grain} = 'day' and ${reportDayFigures.day} = any(${asDates(keptDays)}))
         or (${reportDayFigures.grain} = 'month' and ${reportDayFigures.day} = any(${asDates(keptDays.map(monthOf))})))
       and ${eachMeasure((measure) => `${measure} = 0`, ' and ')}`);
}

/**
 * The period's figures of `wanted` dimensions, one row per day (a date), dimension and key: kept rows for the
 * closed days, counted ones from `today` on. With `wholeMonths`, a whole closed month is one row per
 * dimension and key, dated its first day. Call `keepClosedDays` first; it gives `today`.
 */
export function periodFigures(
  timeZone: string,
  period: ReportPeriodQuery,
  today: string,
  wanted: readonly Dimension[],
  options: { wholeMonths: boolean },
): SQL {
  const inWanted = sql`in (${sql.join(
    wanted.map((dimension) => sql`${dimension}`),
    sql`, `,
  )})`;
  const dayAfterPeriod = dayAfter(period.to);
  const keptEnd = dayAfterPeriod < today ? dayAfterPeriod : today;
  const months = options.wholeMonths ? wholeMonths(period, today) : undefined;
  const kept = (grain: 'day' | 'month', from: string, end: string) => sql`
    select kept.day, kept.dimension, kept.key, kept.agent_bookings, kept.agent_value,
           kept.revenue, kept.customer_bookings, kept.expected_cash
      from ${reportDayFigures} kept
     where kept.time_zone = ${timeZone} and kept.grain = ${grain} and kept.dimension ${inWanted}
       and kept.day >= ${from}::date and kept.day < ${end}::date`;
  const keptParts = months
    ? [
        kept('day', period.from, months.first),
        kept('month', months.first, months.end),
        kept('day', months.end, keptEnd),
      ]
    : [kept('day', period.from, keptEnd)];
  // Nothing is made, accepted or completed after today: later days of the period have no figures to count.
  const counted = countedFigures(
    sql`(select series.day::date from generate_series(greatest(${period.from}::date, ${today}::date), least(${period.to}::date, ${today}::date), interval '1 day') as series (day))`,
    timeZone,
  );
  return sql`(
    ${sql.join(keptParts, sql` union all `)}
    union all
    select counted.day, counted.dimension, counted.key, counted.agent_bookings, counted.agent_value,
           counted.revenue, counted.customer_bookings, counted.expected_cash
      from (${counted}) counted
     where counted.dimension ${inWanted}
  )`;
}

/**
 * The period's figures of `wanted` dimensions summed per dimension and key; within a dimension, most revenue
 * first (then most agent bookings, most customer bookings, the key). Call `keepClosedDays` first.
 */
export async function sumFigures(
  db: Database,
  timeZone: string,
  period: ReportPeriodQuery,
  today: string,
  wanted: readonly Dimension[],
): Promise<FigureRow[]> {
  const result = await withoutParallelWorkers(db, (tx) =>
    tx.execute<FigureRow>(sql`
      select figures.dimension, figures.key,
             sum(figures.agent_bookings) as agent_bookings, sum(figures.agent_value) as agent_value,
             sum(figures.revenue) as revenue, sum(figures.customer_bookings) as customer_bookings,
             sum(figures.expected_cash) as expected_cash
        from ${periodFigures(timeZone, period, today, wanted, { wholeMonths: true })} figures
       group by figures.dimension, figures.key
       order by figures.dimension, revenue desc, agent_bookings desc, customer_bookings desc, figures.key`),
  );
  return result.rows;
}
