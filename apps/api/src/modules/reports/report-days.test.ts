import type { ReportBreakdown, ReportSeries, ReportSummary } from '@masar/contract/reports';
import { and, eq, gte, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/accounts';
import { loadReportFixture } from '../../../test/report-fixture';
import { createTestApp } from '../../../test/test-app';
import { agentBookings, agents, customerBookings, reportDayFigures } from '../../db/schema/index';
import { reportSummary } from './reports.service';

/**
 * The kept day figures (report-days.ts) against an oracle that reads every booking and counts in
 * JavaScript: whatever changes the bookings go through, a report answers as if it counted them all anew.
 */
const { app, db } = await createTestApp();
let reader: { authorization: string };

beforeAll(async () => {
  await loadReportFixture(db);
  reader = await signedInAdmin(app, db, ['ViewReports']);
});

async function get<T>(path: string): Promise<T> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/reports/${path}`,
    headers: { authorization: reader.authorization },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as T;
}

interface Period {
  from: string;
  to: string;
}

/** The business day of an instant at a fixed UTC offset (Asia/Riyadh is UTC+3 all year). */
const dayOf = (at: Date, offsetHours: number) =>
  new Date(at.getTime() + offsetHours * 3_600_000).toISOString().slice(0, 10);

/** Every report figure made from bookings, counted from all the rows in JavaScript. */
async function oracle(period: Period, offsetHours = 3) {
  const within = (at: Date | null) =>
    at !== null && dayOf(at, offsetHours) >= period.from && dayOf(at, offsetHours) <= period.to;
  const agentRows = await db.select().from(agentBookings);
  const customerRows = await db.select().from(customerBookings);
  const nameOf = new Map((await db.select().from(agents)).map((agent) => [agent.id, agent.name]));
  const made = agentRows.filter((row) => within(row.createdAt));
  const customers = customerRows.filter((row) => within(row.createdAt));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const revenueOf = (rows: typeof made) =>
    sum(rows.filter((row) => row.status !== 'Refunded').map((row) => row.totalPrice));
  const cashOf = (rows: typeof customers) =>
    sum(rows.filter((row) => row.status !== 'Cancelled').map((row) => row.totalPrice));
  const count = <T extends { status: string }>(rows: T[], status: string) =>
    rows.filter((row) => row.status === status).length;
  const days: string[] = [];
  for (let day = new Date(`${period.from}T00:00:00Z`); day.toISOString().slice(0, 10) <= period.to; ) {
    days.push(day.toISOString().slice(0, 10));
    day.setUTCDate(day.getUTCDate() + 1);
  }
  const keys = (values: string[]) => [...new Set(values)].sort();
  const group = <K extends 'areaId' | 'carType'>(key: K) =>
    keys([...made.map((row) => row[key]), ...customers.map((row) => row[key])]).map((value) => ({
      key: value,
      agentBookings: made.filter((row) => row[key] === value).length,
      revenue: revenueOf(made.filter((row) => row[key] === value)),
      customerBookings: customers.filter((row) => row[key] === value).length,
      expectedCash: cashOf(customers.filter((row) => row[key] === value)),
    }));
  return {
    agentBookings: {
      byStatus: {
        Requested: count(made, 'Requested'),
        Accepted: count(made, 'Accepted'),
        Completed: count(made, 'Completed'),
        Refunded: count(made, 'Refunded'),
      },
      total: made.length,
      revenue: revenueOf(made),
      accepted: agentRows.filter((row) => within(row.acceptedAt)).length,
      completed: agentRows.filter((row) => within(row.completedAt)).length,
      waiting: count(agentRows, 'Requested'),
    },
    customerBookings: {
      byStatus: {
        Requested: count(customers, 'Requested'),
        Accepted: count(customers, 'Accepted'),
        Completed: count(customers, 'Completed'),
        Cancelled: count(customers, 'Cancelled'),
      },
      total: customers.length,
      expectedCash: cashOf(customers),
      waiting: count(customerRows, 'Requested'),
    },
    byStatus: (['Requested', 'Accepted', 'Completed', 'Refunded'] as const).map((status) => ({
      status,
      count: count(made, status),
      value: sum(made.filter((row) => row.status === status).map((row) => row.totalPrice)),
    })),
    byArea: group('areaId'),
    byCarType: group('carType'),
    agents: keys(made.map((row) => row.agentId))
      .map((agentId) => ({
        agentId,
        bookings: made.filter((row) => row.agentId === agentId).length,
        revenue: revenueOf(made.filter((row) => row.agentId === agentId)),
      }))
      .map((row) => ({ ...row, name: nameOf.get(row.agentId) ?? '' }))
      // Ties go by name, then id, as the report orders them.
      .sort(
        (a, b) =>
          b.revenue - a.revenue ||
          b.bookings - a.bookings ||
          (a.name === b.name ? (a.agentId < b.agentId ? -1 : 1) : a.name < b.name ? -1 : 1),
      )
      .map(({ name: _, ...row }) => row),
    days: days.map((day) => {
      const onDay = <T extends { createdAt: Date }>(rows: T[]) =>
        rows.filter((row) => dayOf(row.createdAt, offsetHours) === day);
      return {
        start: day,
        agentBookings: onDay(agentRows).length,
        revenue: revenueOf(onDay(agentRows)),
        customerBookings: onDay(customerRows).length,
        expectedCash: cashOf(onDay(customerRows)),
      };
    }),
  };
}

/** Summary, breakdown and series of the period, each against the oracle. */
async function expectReportsToCountEveryBooking(period: Period) {
  const query = `from=${period.from}&to=${period.to}`;
  const [summary, breakdown, series, expected] = await Promise.all([
    get<ReportSummary>(`summary?${query}`),
    get<ReportBreakdown>(`breakdown?${query}`),
    get<ReportSeries>(`series?${query}&granularity=day`),
    oracle(period),
  ]);
  expect(summary.agentBookings).toEqual(expected.agentBookings);
  expect(summary.customerBookings).toEqual(expected.customerBookings);
  expect(breakdown.byStatus).toEqual(expected.byStatus);
  const byKey = <T extends { key: string }>(rows: T[]) => [...rows].sort((a, b) => (a.key < b.key ? -1 : 1));
  expect(byKey(breakdown.byArea.map(({ area, ...figures }) => ({ key: area.id, ...figures })))).toEqual(
    expected.byArea,
  );
  expect(byKey(breakdown.byCarType.map(({ carType, ...figures }) => ({ key: carType, ...figures })))).toEqual(
    expected.byCarType,
  );
  expect(
    breakdown.topAgents.map(({ agent, bookings, revenue }) => ({ agentId: agent.id, bookings, revenue })),
  ).toEqual(expected.agents.slice(0, 10));
  expect(series.buckets.map(({ refunds: _, ...figures }) => figures)).toEqual(expected.days);
}

const kept = async (grain: 'day' | 'month') =>
  (
    await db
      .select({ day: reportDayFigures.day })
      .from(reportDayFigures)
      .where(and(eq(reportDayFigures.grain, grain), eq(reportDayFigures.dimension, 'all')))
  ).length;

const january = { from: '2026-01-01', to: '2026-01-31' };

describe('kept day figures', () => {
  it('keeps the closed days a report reads, and a later report follows every change of their bookings', async () => {
    await expectReportsToCountEveryBooking(january);
    expect(await kept('day')).toBe(31);
    expect(await kept('month')).toBe(1);

    const [first] = await db.select().from(agentBookings).where(eq(agentBookings.status, 'Accepted'));
    if (!first) throw new Error('the fixture has an accepted booking');
    await db
      .update(agentBookings)
      .set({ status: 'Refunded', totalPrice: first.totalPrice + 1 })
      .where(eq(agentBookings.id, first.id));
    await db.delete(customerBookings).where(eq(customerBookings.status, 'Cancelled'));
    await expectReportsToCountEveryBooking(january);
  });

  it('keeps a changed day and its month again at once, whatever period the next report reads: no gap to read', async () => {
    await expectReportsToCountEveryBooking(january);
    // B: made on 1 January (Riyadh), completed.
    const [booking] = await db
      .select()
      .from(agentBookings)
      .where(
        and(
          eq(agentBookings.status, 'Completed'),
          gte(agentBookings.createdAt, new Date('2025-12-31T21:00:00Z')),
        ),
      );
    if (!booking) throw new Error('the fixture has a completed booking made in January');
    await db
      .update(agentBookings)
      .set({ totalPrice: booking.totalPrice + 5 })
      .where(eq(agentBookings.id, booking.id));
    const today = dayOf(new Date(), 3);
    await get<ReportSummary>(`summary?from=${today}&to=${today}`);
    // A report of January reading now, before any report of January keeps it, finds every day and the month.
    expect(await kept('day')).toBe(31);
    expect(await kept('month')).toBe(1);
    const [month] = await db
      .select({ revenue: reportDayFigures.revenue })
      .from(reportDayFigures)
      .where(and(eq(reportDayFigures.grain, 'month'), eq(reportDayFigures.dimension, 'all')));
    expect(month?.revenue).toBe((await oracle(january)).agentBookings.revenue);
  });

  it('leaves out of a kept month an agent whose bookings there all moved away, as a count from the bookings does', async () => {
    await expectReportsToCountEveryBooking(january);
    const [omar] = await db.select().from(agents).where(eq(agents.name, 'Omar'));
    if (!omar) throw new Error('the fixture has Omar');
    await db
      .update(agentBookings)
      .set({ createdAt: new Date('2026-02-15T09:00:00Z') })
      .where(eq(agentBookings.agentId, omar.id));
    const breakdown = await get<ReportBreakdown>(`breakdown?from=${january.from}&to=${january.to}`);
    expect(breakdown.topAgents.map((row) => row.agent.name)).not.toContain('Omar');
    await expectReportsToCountEveryBooking(january);
  });

  it('counts a change that was still being written while a report kept its day, at the next report', async () => {
    const [booking] = await db
      .select()
      .from(agentBookings)
      .where(eq(agentBookings.status, 'Requested'))
      .limit(1);
    if (!booking) throw new Error('the fixture has a requested booking');
    const period = { from: dayOf(booking.createdAt, 3), to: dayOf(booking.createdAt, 3) };
    await db.delete(reportDayFigures);
    const writer = await db.$client.connect();
    try {
      await writer.query('begin');
      await writer.query(`update agent_bookings set status = 'Accepted', accepted_at = now() where id = $1`, [
        booking.id,
      ]);
      // The report keeps the day without the change it cannot see yet...
      const before = await get<ReportSummary>(`summary?from=${period.from}&to=${period.to}`);
      expect(before.agentBookings.byStatus.Accepted).toBe(0);
      await writer.query('commit');
    } finally {
      writer.release();
    }
    // ...and the change's own row in report_changes makes the next report count that day again.
    await expectReportsToCountEveryBooking(period);
    const after = await get<ReportSummary>(`summary?from=${period.from}&to=${period.to}`);
    expect(after.agentBookings.byStatus.Accepted).toBe(1);
  });

  it('answers like a count of every booking, whatever bookings are made, changed, moved or deleted between reports', async () => {
    const window = { first: Date.parse('2025-12-25T00:00:00Z'), days: 45 };
    const dayIn = (offset: number) => new Date(window.first + offset * 86_400_000).toISOString().slice(0, 10);
    const today = dayOf(new Date(), 3);
    const change = fc.oneof(
      fc.record({
        kind: fc.constant('status' as const),
        pick: fc.nat(),
        status: fc.constantFrom('Requested', 'Accepted', 'Completed', 'Refunded' as const),
      }),
      fc.record({
        kind: fc.constant('total' as const),
        pick: fc.nat(),
        total: fc.integer({ min: 1, max: 90_000 }),
      }),
      fc.record({
        kind: fc.constant('move' as const),
        pick: fc.nat(),
        // Into a day of the window, at any minute, or to now (today is counted, not kept).
        at: fc.option(fc.integer({ min: 0, max: window.days * 1440 - 1 }), { nil: undefined }),
      }),
      fc.record({ kind: fc.constant('copy' as const), pick: fc.nat() }),
      fc.record({ kind: fc.constant('deleteCustomer' as const), pick: fc.nat() }),
    );
    // A period within the window, or on to today, or on to a day after it (nothing made yet).
    const afterToday = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const period = fc
      .tuple(
        fc.integer({ min: 0, max: window.days }),
        fc.integer({ min: 0, max: window.days }),
        fc.constantFrom('window', 'today', 'afterToday'),
      )
      .map(([a, b, end]) => ({
        from: dayIn(Math.min(a, b)),
        to: end === 'today' ? today : end === 'afterToday' ? afterToday : dayIn(Math.max(a, b)),
      }));
    let copies = 0;

    await fc.assert(
      fc.asyncProperty(fc.array(change, { maxLength: 4 }), period, async (changes, checked) => {
        for (const step of changes) {
          const rows = await db.select().from(agentBookings).orderBy(agentBookings.reference);
          const row = rows[step.pick % rows.length];
          if (!row) continue;
          if (step.kind === 'status') {
            await db.update(agentBookings).set({ status: step.status }).where(eq(agentBookings.id, row.id));
          } else if (step.kind === 'total') {
            await db
              .update(agentBookings)
              .set({ totalPrice: step.total })
              .where(eq(agentBookings.id, row.id));
          } else if (step.kind === 'move') {
            const at = step.at === undefined ? new Date() : new Date(window.first + step.at * 60_000);
            await db.update(agentBookings).set({ createdAt: at }).where(eq(agentBookings.id, row.id));
            await db
              .update(customerBookings)
              .set({ createdAt: at })
              .where(
                sql`${customerBookings.id} = (select id from ${customerBookings} order by reference limit 1)`,
              );
          } else if (step.kind === 'copy') {
            const { id: _, ...copy } = row;
            copies += 1;
            await db.insert(agentBookings).values({
              ...copy,
              reference: `MS-251225-${String(9000 + copies)}`,
              idempotencyKey: null,
              returnOf: null,
            });
          } else {
            const customers = await db.select().from(customerBookings).orderBy(customerBookings.reference);
            const customer = customers[step.pick % Math.max(customers.length, 1)];
            if (customer) await db.delete(customerBookings).where(eq(customerBookings.id, customer.id));
          }
        }
        await expectReportsToCountEveryBooking(checked);
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('drops the days kept in another time zone: UTC counts its own days', async () => {
    await get<ReportSummary>(`summary?from=${january.from}&to=${january.to}`);
    const utc = await reportSummary(db, { timeZone: 'UTC', currency: 'SAR' }, january);
    const expected = await oracle(january, 0);
    expect(utc.agentBookings).toEqual(expected.agentBookings);
    expect(utc.customerBookings).toEqual(expected.customerBookings);
    const zones = await db.selectDistinct({ zone: reportDayFigures.timeZone }).from(reportDayFigures);
    expect(zones).toEqual([{ zone: 'UTC' }]);
    await expectReportsToCountEveryBooking(january);
  });
});
