import type { BookingStatus } from '@masar/contract/agent-bookings';
import type { CarType } from '@masar/contract/cars';
import type { CustomerBookingStatus } from '@masar/contract/customer-bookings';
import type { TransactionType } from '@masar/contract/transactions';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { agentBookings, agents, customerBookings, transactions } from '../src/db/schema/index';
import { createArea, createCar, createTaxiService, rectangle } from '../src/seed/catalogue-factories';
import { createAgent, createUser } from '../src/seed/factories';

/**
 * A known set of bookings and ledger entries at known instants, for checking every report figure by
 * hand (reports.test.ts). Times are UTC; Asia/Riyadh is UTC+3 all year, so 21:00Z is local midnight.
 * Rows are written directly: the figures depend only on what the rows say, and the times must be exact.
 */
export async function loadReportFixture(db: Database) {
  const riyadh = await createArea(db, {
    nameEn: 'Riyadh',
    nameAr: 'الرياض',
    polygon: rectangle(46, 24, 47, 25),
  });
  const jeddah = await createArea(db, {
    nameEn: 'Jeddah',
    nameAr: 'جدة',
    polygon: rectangle(39, 21, 40, 22),
  });
  const cars = {
    Sedan: await createCar(db, { type: 'Sedan' }),
    SUV: await createCar(db, { type: 'SUV' }),
    Van: await createCar(db, { type: 'Van' }),
  };
  const services = new Map<string, string>();
  for (const area of [riyadh, jeddah])
    for (const car of Object.values(cars)) {
      const service = await createTaxiService(db, { areaId: area.id, carId: car.id });
      services.set(`${area.id}|${car.id}`, service.id);
    }
  const sara = await createAgent(db, { name: 'Sara', companyName: 'Rawabi' });
  const omar = await createAgent(db, { name: 'Omar', companyName: null });
  const lina = await createAgent(db, { name: 'Lina' });
  const customer = await createUser(db);
  let sequence = 0;

  function trip(area: typeof riyadh, carType: keyof typeof cars, total: number) {
    const car = cars[carType];
    return {
      reference: `MS-260101-${String(++sequence).padStart(4, '0')}`,
      direction: 'Hourly' as const,
      areaId: area.id,
      carId: car.id,
      carType: car.type,
      taxiServiceId: services.get(`${area.id}|${car.id}`) ?? '',
      snapshot: {
        area: { id: area.id, nameAr: area.nameAr, nameEn: area.nameEn },
        location: null,
        car: { id: car.id, nameAr: car.nameAr, nameEn: car.nameEn, type: car.type, passengers: 4, bags: 2 },
      },
      placeAddress: 'Olaya St',
      placeLat: 24.7,
      placeLng: 46.7,
      passengers: 2,
      bags: 1,
      hours: 1,
      pickupAt: new Date('2026-03-01T09:00:00Z'),
      travellerName: 'Traveller',
      travellerPhone: '+966501234567',
      transferPrice: total,
      surcharges: [],
      surchargesTotal: 0,
      extras: [],
      extrasTotal: 0,
      totalPrice: total,
      currency: 'SAR',
    };
  }

  /** An agent booking with its Booking debit at creation and, when refunded, its Refund entry. */
  async function agentBooking(input: {
    agent: typeof sara;
    area: typeof riyadh;
    carType: CarType & keyof typeof cars;
    total: number;
    status: BookingStatus;
    createdAt: string;
    acceptedAt?: string;
    completedAt?: string;
    refundedAt?: string;
  }) {
    const [row] = await db
      .insert(agentBookings)
      .values({
        ...trip(input.area, input.carType, input.total),
        agentId: input.agent.id,
        status: input.status,
        createdAt: new Date(input.createdAt),
        acceptedAt: input.acceptedAt ? new Date(input.acceptedAt) : null,
        completedAt: input.completedAt ? new Date(input.completedAt) : null,
        refundedAt: input.refundedAt ? new Date(input.refundedAt) : null,
      })
      .returning({ id: agentBookings.id });
    if (!row) throw new Error('booking not created');
    await entry(input.agent.id, 'Booking', input.total, input.createdAt, row.id);
    if (input.refundedAt) await entry(input.agent.id, 'Refund', input.total, input.refundedAt, row.id);
  }

  async function entry(
    agentId: string,
    type: TransactionType,
    amount: number,
    at: string,
    bookingId?: string,
  ) {
    const incoming = type === 'TopUp' || type === 'Refund';
    await db.insert(transactions).values({
      agentId,
      type,
      direction: incoming ? 'Incoming' : 'Outgoing',
      amount,
      balanceAfter: 0,
      currency: 'SAR',
      bookingId: bookingId ?? null,
      createdAt: new Date(at),
    });
  }

  async function customerBooking(input: {
    area: typeof riyadh;
    carType: CarType & keyof typeof cars;
    total: number;
    status: CustomerBookingStatus;
    createdAt: string;
  }) {
    await db.insert(customerBookings).values({
      ...trip(input.area, input.carType, input.total),
      userId: customer.id,
      paymentMethod: 'Cash',
      status: input.status,
      createdAt: new Date(input.createdAt),
    });
  }

  // A: Riyadh's 31 Dec, 23:59:59 — before January; refunded on 1 Jan, 09:00 local.
  await agentBooking({
    agent: sara,
    area: riyadh,
    carType: 'Sedan',
    total: 3_000,
    status: 'Refunded',
    createdAt: '2025-12-31T20:59:59Z',
    refundedAt: '2026-01-01T06:00:00Z',
  });
  // B: 1 Jan, 00:00 local — the first instant of January; accepted 2 Jan, completed 3 Jan.
  await agentBooking({
    agent: sara,
    area: riyadh,
    carType: 'Sedan',
    total: 10_000,
    status: 'Completed',
    createdAt: '2025-12-31T21:00:00Z',
    acceptedAt: '2026-01-02T10:00:00Z',
    completedAt: '2026-01-03T10:00:00Z',
  });
  // C: 3 Jan, refunded 4 Jan.
  await agentBooking({
    agent: sara,
    area: riyadh,
    carType: 'SUV',
    total: 20_000,
    status: 'Refunded',
    createdAt: '2026-01-03T12:00:00Z',
    refundedAt: '2026-01-04T09:00:00Z',
  });
  // D: still 10 Jan in UTC but 11 Jan, 01:30 in Riyadh; accepted 12 Jan.
  await agentBooking({
    agent: omar,
    area: jeddah,
    carType: 'Sedan',
    total: 15_000,
    status: 'Accepted',
    createdAt: '2026-01-10T22:30:00Z',
    acceptedAt: '2026-01-12T08:00:00Z',
  });
  // E: 31 Jan, 23:59:59 local — the last instant of January.
  await agentBooking({
    agent: omar,
    area: jeddah,
    carType: 'Van',
    total: 5_000,
    status: 'Requested',
    createdAt: '2026-01-31T20:59:59Z',
  });
  // F: 1 Feb, 00:00 local.
  await agentBooking({
    agent: sara,
    area: riyadh,
    carType: 'Sedan',
    total: 7_000,
    status: 'Requested',
    createdAt: '2026-01-31T21:00:00Z',
  });
  // G: made 20 Dec, accepted 5 Jan, completed 2 Feb.
  await agentBooking({
    agent: lina,
    area: riyadh,
    carType: 'Sedan',
    total: 9_000,
    status: 'Completed',
    createdAt: '2025-12-20T10:00:00Z',
    acceptedAt: '2026-01-05T10:00:00Z',
    completedAt: '2026-02-02T10:00:00Z',
  });

  await entry(sara.id, 'TopUp', 1_000, '2025-12-31T20:00:00Z'); // 31 Dec, 23:00 local
  await entry(sara.id, 'TopUp', 50_000, '2026-01-15T10:00:00Z');
  await entry(omar.id, 'Withdrawal', 2_500, '2026-01-31T20:59:00Z'); // 31 Jan, 23:59 local

  await customerBooking({
    area: riyadh,
    carType: 'Sedan',
    total: 8_000,
    status: 'Requested',
    createdAt: '2026-01-01T00:00:00Z',
  });
  await customerBooking({
    area: jeddah,
    carType: 'SUV',
    total: 6_000,
    status: 'Cancelled',
    createdAt: '2026-01-20T12:00:00Z',
  });
  await customerBooking({
    area: jeddah,
    carType: 'Sedan',
    total: 4_000,
    status: 'Completed',
    createdAt: '2026-01-20T13:00:00Z',
  });
  await customerBooking({
    area: riyadh,
    carType: 'Sedan',
    total: 7_500,
    status: 'Requested',
    createdAt: '2025-12-31T20:00:00Z',
  });

  // Balances as they stand (the report reads agents.balance, not the ledger).
  await db.update(agents).set({ balance: 12_345 }).where(eq(agents.id, sara.id));
  await db.update(agents).set({ balance: 100 }).where(eq(agents.id, omar.id));
  return { riyadh, jeddah, sara, omar, lina };
}
