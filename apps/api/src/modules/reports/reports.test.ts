import type { ReportBreakdown, ReportBucket, ReportSeries, ReportSummary } from '@masar/contract/reports';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInAdmin } from '../../../test/accounts';
import { loadReportFixture } from '../../../test/report-fixture';
import { createTestApp } from '../../../test/test-app';

const { app, db } = await createTestApp();
let reader: { authorization: string };
let fixture: Awaited<ReturnType<typeof loadReportFixture>>;

beforeAll(async () => {
  fixture = await loadReportFixture(db);
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

const zero = { agentBookings: 0, revenue: 0, customerBookings: 0, expectedCash: 0, refunds: 0 };
const bucket = (start: string, figures: Partial<ReportBucket> = {}): ReportBucket => ({
  start,
  ...zero,
  ...figures,
});
const januaryDays = Array.from({ length: 31 }, (_, index) => `2026-01-${String(index + 1).padStart(2, '0')}`);

describe('summary', () => {
  it('counts January in Riyadh time: the first and last instants in, one second either side out', async () => {
    const summary = await get<ReportSummary>('summary?from=2026-01-01&to=2026-01-31');
    expect(summary).toEqual({
      from: '2026-01-01',
      to: '2026-01-31',
      currency: 'SAR',
      // B, C, D, E; revenue B + D + E (C refunded). Accepted in January: B, D, G; completed: B.
      agentBookings: {
        byStatus: { Requested: 1, Accepted: 1, Completed: 1, Refunded: 1 },
        total: 4,
        revenue: 10_000 + 15_000 + 5_000,
        accepted: 3,
        completed: 1,
        waiting: 2, // E and F, whenever made
      },
      customerBookings: {
        byStatus: { Requested: 1, Accepted: 0, Completed: 1, Cancelled: 1 },
        total: 3,
        expectedCash: 8_000 + 4_000,
        waiting: 2,
      },
      refunds: { count: 2, amount: 3_000 + 20_000 }, // A's refund falls on 1 Jan though A was made in December
      topUps: { count: 1, amount: 50_000 },
      withdrawals: { count: 1, amount: 2_500 },
      agentBalances: 12_345 + 100,
      // The fixture's bookings were written straight into their tables: no invoice was issued for them.
      invoiced: { net: 0, vat: 0, total: 0 },
    });
  });

  it('gives zeros for a period with nothing in it, and the figures of now', async () => {
    const summary = await get<ReportSummary>('summary?from=2024-03-01&to=2024-03-03');
    expect(summary.agentBookings).toEqual({
      byStatus: { Requested: 0, Accepted: 0, Completed: 0, Refunded: 0 },
      total: 0,
      revenue: 0,
      accepted: 0,
      completed: 0,
      waiting: 2,
    });
    expect(summary.customerBookings).toEqual({
      byStatus: { Requested: 0, Accepted: 0, Completed: 0, Cancelled: 0 },
      total: 0,
      expectedCash: 0,
      waiting: 2,
    });
    expect([summary.refunds, summary.topUps, summary.withdrawals]).toEqual([
      { count: 0, amount: 0 },
      { count: 0, amount: 0 },
      { count: 0, amount: 0 },
    ]);
    expect(summary.agentBalances).toBe(12_445);
  });

  it('takes a single day: 31 Dec in Riyadh holds A, the 23:00 top-up and a customer booking', async () => {
    const summary = await get<ReportSummary>('summary?from=2025-12-31&to=2025-12-31');
    expect(summary.agentBookings).toMatchObject({ total: 1, revenue: 0, byStatus: { Refunded: 1 } });
    expect(summary.topUps).toEqual({ count: 1, amount: 1_000 });
    expect(summary.refunds).toEqual({ count: 0, amount: 0 });
    expect(summary.customerBookings).toMatchObject({ total: 1, expectedCash: 7_500 });
  });
});

describe('series', () => {
  it('has every day of January, empty days as zeros, each booking on its Riyadh day', async () => {
    const series = await get<ReportSeries>('series?from=2026-01-01&to=2026-01-31&granularity=day');
    const expected: Record<string, Partial<ReportBucket>> = {
      '2026-01-01': {
        agentBookings: 1,
        revenue: 10_000,
        customerBookings: 1,
        expectedCash: 8_000,
        refunds: 3_000,
      },
      '2026-01-03': { agentBookings: 1 },
      '2026-01-04': { refunds: 20_000 },
      '2026-01-11': { agentBookings: 1, revenue: 15_000 },
      '2026-01-20': { customerBookings: 2, expectedCash: 4_000 },
      '2026-01-31': { agentBookings: 1, revenue: 5_000 },
    };
    expect(series).toEqual({
      granularity: 'day',
      buckets: januaryDays.map((day) => bucket(day, expected[day])),
    });
  });

  it('cuts weeks on Sunday; the first bucket starts on the period’s first day', async () => {
    // 1 Jan 2026 is a Thursday: weeks of 1–3, 4–10, 11–17, 18–24 and 25–31 January.
    const series = await get<ReportSeries>('series?from=2026-01-01&to=2026-01-31&granularity=week');
    expect(series.buckets).toEqual([
      bucket('2026-01-01', {
        agentBookings: 2,
        revenue: 10_000,
        customerBookings: 1,
        expectedCash: 8_000,
        refunds: 3_000,
      }),
      bucket('2026-01-04', { refunds: 20_000 }),
      bucket('2026-01-11', { agentBookings: 1, revenue: 15_000 }),
      bucket('2026-01-18', { customerBookings: 2, expectedCash: 4_000 }),
      bucket('2026-01-25', { agentBookings: 1, revenue: 5_000 }),
    ]);
  });

  it('cuts months, counting only the days inside the period', async () => {
    const series = await get<ReportSeries>('series?from=2025-12-15&to=2026-02-10&granularity=month');
    expect(series.buckets).toEqual([
      // A (refunded) and G; the customer booking of 31 Dec, 23:00 local.
      bucket('2025-12-15', { agentBookings: 2, revenue: 9_000, customerBookings: 1, expectedCash: 7_500 }),
      bucket('2026-01-01', {
        agentBookings: 4,
        revenue: 30_000,
        customerBookings: 3,
        expectedCash: 12_000,
        refunds: 23_000,
      }),
      bucket('2026-02-01', { agentBookings: 1, revenue: 7_000 }), // F at 00:00 local
    ]);
  });

  it('defaults to days and fills a period with nothing in it', async () => {
    const series = await get<ReportSeries>('series?from=2024-02-28&to=2024-03-01');
    expect(series).toEqual({
      granularity: 'day',
      buckets: [bucket('2024-02-28'), bucket('2024-02-29'), bucket('2024-03-01')],
    });
  });
});

describe('breakdown', () => {
  it('splits January by status, area, car type and agent', async () => {
    const breakdown = await get<ReportBreakdown>('breakdown?from=2026-01-01&to=2026-01-31');
    const { riyadh, jeddah, sara, omar } = fixture;
    expect(breakdown).toEqual({
      byStatus: [
        { status: 'Requested', count: 1, value: 5_000 },
        { status: 'Accepted', count: 1, value: 15_000 },
        { status: 'Completed', count: 1, value: 10_000 },
        { status: 'Refunded', count: 1, value: 20_000 },
      ],
      byArea: [
        {
          area: { id: jeddah.id, nameAr: 'جدة', nameEn: 'Jeddah' },
          agentBookings: 2,
          revenue: 20_000,
          customerBookings: 2,
          expectedCash: 4_000,
        },
        {
          area: { id: riyadh.id, nameAr: 'الرياض', nameEn: 'Riyadh' },
          agentBookings: 2,
          revenue: 10_000,
          customerBookings: 1,
          expectedCash: 8_000,
        },
      ],
      byCarType: [
        { carType: 'Sedan', agentBookings: 2, revenue: 25_000, customerBookings: 2, expectedCash: 12_000 },
        { carType: 'Van', agentBookings: 1, revenue: 5_000, customerBookings: 0, expectedCash: 0 },
        { carType: 'SUV', agentBookings: 1, revenue: 0, customerBookings: 1, expectedCash: 0 },
      ],
      topAgents: [
        { agent: { id: omar.id, name: 'Omar', companyName: null }, bookings: 2, revenue: 20_000 },
        { agent: { id: sara.id, name: 'Sara', companyName: 'Rawabi' }, bookings: 2, revenue: 10_000 },
      ],
    });
  });

  it('has all four statuses at zero and nothing else for an empty period', async () => {
    const breakdown = await get<ReportBreakdown>('breakdown?from=2024-03-01&to=2024-03-31');
    expect(breakdown).toEqual({
      byStatus: ['Requested', 'Accepted', 'Completed', 'Refunded'].map((status) => ({
        status,
        count: 0,
        value: 0,
      })),
      byArea: [],
      byCarType: [],
      topAgents: [],
    });
  });
});
