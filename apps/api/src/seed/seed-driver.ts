import { createDriverBody } from '@masar/contract/drivers';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { agentBookings, cars, customerBookings, drivers } from '../db/schema/index';
import { assignDriver } from '../modules/drivers/driver-jobs.service';
import { createDriver } from '../modules/drivers/drivers.service';

/**
 * The demo driver, made by operations through the real code (so the action log has it), with a Camry and
 * the demo's upcoming accepted trips: the driver's app has jobs to walk through at the first sign-in.
 */
export async function loadDemoDriver(
  db: Database,
  account: { mobile: string; password: string },
  adminId: string,
): Promise<void> {
  const [car] = await db.select({ id: cars.id }).from(cars).where(eq(cars.nameEn, 'Toyota Camry'));
  if (!car) throw new Error('demo driver needs the Toyota Camry');
  const driver = await createDriver(
    db,
    createDriverBody.parse({
      nameAr: 'فيصل القحطاني',
      nameEn: 'Faisal Al-Qahtani',
      mobile: account.mobile,
      password: account.password,
      licenceNumber: '1098765432',
      licenceExpiry: `${new Date().getUTCFullYear() + 3}-06-30`,
      nationalId: '1098765432',
      languages: ['ar', 'en'],
      active: true,
      vehicles: [{ carId: car.id, plateLetters: 'ابح', plateNumber: '4821', colour: 'White', year: 2024 }],
    }),
    adminId,
  );
  // The documented password works as it is: the first-sign-in change is for real drivers.
  await db.update(drivers).set({ mustChangePassword: false }).where(eq(drivers.id, driver.id));
  const vehicleId = driver.vehicles[0]?.id;
  if (!vehicleId) throw new Error('demo driver has no vehicle');
  const upcoming = (table: typeof agentBookings | typeof customerBookings) =>
    db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.status, 'Accepted'), gt(table.pickupAt, sql`now()`)));
  const jobs = [
    ...(await upcoming(agentBookings)).map(({ id }) => ({ kind: 'Agent' as const, id })),
    ...(await upcoming(customerBookings)).map(({ id }) => ({ kind: 'Customer' as const, id })),
  ];
  for (const job of jobs) {
    await assignDriver(db, adminId, job.kind, job.id, {
      driverId: driver.id,
      vehicleId,
      expectedDriverId: null,
    });
  }
}
