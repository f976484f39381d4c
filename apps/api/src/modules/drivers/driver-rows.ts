import type { BookingKind, Driver, DriverLanguage, Vehicle, VehicleColour } from '@masar/contract/drivers';
import { imageUrl } from '@masar/contract/images';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import {
  agentBookings,
  cars,
  customerBookings,
  driverJobs,
  type drivers,
  driverVehicles,
} from '../../db/schema/index';

type DriverRow = typeof drivers.$inferSelect;

// Both booking tables have the same trip columns (db/schema/booking-table-columns.ts); code that reads only
// those uses one table's type for both.
export type BookingTable = typeof agentBookings;
/** A job's booking table, by kind. */
export const bookingTables: Record<BookingKind, BookingTable> = {
  Agent: agentBookings,
  Customer: customerBookings as unknown as BookingTable,
};
/** The column of `driver_jobs` that holds a booking of each kind. */
export const jobBookingColumn = { Agent: driverJobs.agentBookingId, Customer: driverJobs.customerBookingId };

/** The vehicle columns with their car's names, as every read of a vehicle selects them. */
export const vehicleColumns = {
  id: driverVehicles.id,
  driverId: driverVehicles.driverId,
  carId: cars.id,
  carNameAr: cars.nameAr,
  carNameEn: cars.nameEn,
  plateLetters: driverVehicles.plateLetters,
  plateNumber: driverVehicles.plateNumber,
  plateLatin: driverVehicles.plateLatin,
  colour: driverVehicles.colour,
  year: driverVehicles.year,
};
export type VehicleRow = {
  id: string;
  carId: string;
  carNameAr: string;
  carNameEn: string;
  plateLetters: string;
  plateNumber: string;
  plateLatin: string;
  colour: string;
  year: number;
};

export function toVehicle(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    car: { id: row.carId, nameAr: row.carNameAr, nameEn: row.carNameEn },
    plateLetters: row.plateLetters,
    plateNumber: row.plateNumber,
    plateLatin: `${row.plateLatin} ${row.plateNumber}`,
    colour: row.colour as VehicleColour,
    year: row.year,
  };
}

export function toDriver(row: DriverRow, vehicles: Vehicle[]): Driver {
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    mobile: row.mobile,
    photoUrl: row.photoImageId ? imageUrl(row.photoImageId) : null,
    licenceNumber: row.licenceNumber,
    licenceExpiry: row.licenceExpiry,
    nationalId: row.nationalId,
    languages: row.languages as DriverLanguage[],
    active: row.active,
    mustChangePassword: row.mustChangePassword,
    vehicles,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The vehicles in use (not retired) of each driver, in the order the admin listed them. */
export async function vehiclesOfDrivers(db: Queryable, driverIds: string[]): Promise<Map<string, Vehicle[]>> {
  const byDriver = new Map<string, Vehicle[]>(driverIds.map((id) => [id, []]));
  if (!driverIds.length) return byDriver;
  const rows = await db
    .select(vehicleColumns)
    .from(driverVehicles)
    .innerJoin(cars, eq(cars.id, driverVehicles.carId))
    .where(and(inArray(driverVehicles.driverId, [...new Set(driverIds)]), isNull(driverVehicles.retiredAt)))
    .orderBy(asc(driverVehicles.position), asc(driverVehicles.id));
  for (const row of rows) byDriver.get(row.driverId)?.push(toVehicle(row));
  return byDriver;
}

export async function toDrivers(db: Queryable, rows: DriverRow[]): Promise<Driver[]> {
  const vehicles = await vehiclesOfDrivers(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toDriver(row, vehicles.get(row.id) ?? []));
}
