import type { PublicCar, PublicExtra, PublicLocation } from '@masar/contract/public-catalogue';
import { and, asc, eq, isNull, min } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { areas, cars, extraServices, locations, taxiServices } from '../../db/schema/index';
import { imagesOfCars } from '../cars/car-images';
import { chargedUnit, vatAddedToPrices } from '../pricing/catalogue-vat';

/**
 * The catalogue as a visitor sees it: live and active rows only, public fields only (explicit selects,
 * so a new internal column never leaks). Prices are what a booking charges: with VAT added when catalogue
 * prices exclude it (decision 0012 addendum).
 */

/** Active cars, smallest first, each with the lowest transfer price and hourly minimum of its bookable services. */
export async function listPublicFleet(db: Database): Promise<PublicCar[]> {
  // A service is bookable when it, its car and its area are live and active.
  const lowest = db
    .select({
      carId: taxiServices.carId,
      fromPrice: min(taxiServices.price).as('from_price'),
      // A service has minimum hours exactly when it has an hourly price (hourlyProblems).
      minHours: min(taxiServices.minHours).as('min_hours'),
    })
    .from(taxiServices)
    .innerJoin(areas, eq(areas.id, taxiServices.areaId))
    .where(
      and(
        isNull(taxiServices.deletedAt),
        eq(taxiServices.active, true),
        isNull(areas.deletedAt),
        eq(areas.active, true),
      ),
    )
    .groupBy(taxiServices.carId)
    .as('lowest');
  const rows = await db
    .select({
      id: cars.id,
      nameAr: cars.nameAr,
      nameEn: cars.nameEn,
      type: cars.type,
      passengers: cars.passengers,
      bags: cars.bags,
      fromPrice: lowest.fromPrice,
      minHours: lowest.minHours,
    })
    .from(cars)
    .leftJoin(lowest, eq(lowest.carId, cars.id))
    .where(and(isNull(cars.deletedAt), eq(cars.active, true)))
    .orderBy(asc(cars.passengers), asc(cars.nameEn), asc(cars.id));
  const images = await imagesOfCars(
    db,
    rows.map((row) => row.id),
  );
  const vat = await vatAddedToPrices(db);
  return rows.map((row) => ({
    ...row,
    fromPrice: row.fromPrice === null ? null : chargedUnit(Number(row.fromPrice), vat),
    minHours: row.minHours === null ? null : Number(row.minHours),
    images: images.get(row.id) ?? [],
  }));
}

/** Active locations by English name (the picker sorts them in the page language). */
export async function listPublicLocations(db: Database): Promise<PublicLocation[]> {
  return db
    .select({
      id: locations.id,
      nameAr: locations.nameAr,
      nameEn: locations.nameEn,
      type: locations.type,
      lat: locations.lat,
      lng: locations.lng,
    })
    .from(locations)
    .where(and(isNull(locations.deletedAt), eq(locations.active, true)))
    .orderBy(asc(locations.nameEn), asc(locations.id));
}

/** Active extras by English name. */
export async function listPublicExtras(db: Database): Promise<PublicExtra[]> {
  const vat = await vatAddedToPrices(db);
  const rows = await db
    .select({
      id: extraServices.id,
      nameAr: extraServices.nameAr,
      nameEn: extraServices.nameEn,
      descriptionAr: extraServices.descriptionAr,
      descriptionEn: extraServices.descriptionEn,
      price: extraServices.price,
      maxQuantity: extraServices.maxQuantity,
    })
    .from(extraServices)
    .where(and(isNull(extraServices.deletedAt), eq(extraServices.active, true)))
    .orderBy(asc(extraServices.nameEn), asc(extraServices.id));
  return rows.map((row) => ({ ...row, price: chargedUnit(row.price, vat) }));
}
