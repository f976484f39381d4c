import {
  type Car,
  type CarImage,
  createCarBody,
  type ListAllCarsQuery,
  type ListCarsQuery,
  NEW_IMAGE_PREFIX,
  updateCarBody,
} from '@masar/contract/cars';
import type { Paginated } from '@masar/contract/common';
import { fieldMessage, message } from '@masar/contract/messages';
import { and, asc, count, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { cars, taxiServices } from '../../db/schema/index';
import { rethrowNameConflict } from '../../lib/catalogue';
import { badRequest, notFound } from '../../lib/errors';
import type { MultipartForm } from '../../lib/multipart';
import { orderBy, pageOffset, searchAny, toPage } from '../../lib/pagination';
import { parseOrThrow } from '../../lib/validation';
import { recordChange } from '../admin-actions/admin-actions.service';
import {
  carImageRows,
  imagesOfCars,
  prepareCarImages,
  removeCarImages,
  setCarImageOrder,
  storeCarImages,
  tooManyImages,
} from './car-images';

export type CarRow = typeof cars.$inferSelect;

export const carNotFound = () => notFound(message('carNotFound'));
const live = isNull(cars.deletedAt);

export function toCar(row: CarRow, images: CarImage[]): Car {
  return {
    id: row.id,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    type: row.type,
    passengers: row.passengers,
    bags: row.bags,
    active: row.active,
    images,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Rows → cars with their images, fetched for all of them in one query. */
export async function withImages(db: Queryable, rows: CarRow[]): Promise<Car[]> {
  const images = await imagesOfCars(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toCar(row, images.get(row.id) ?? []));
}

async function readCar(db: Queryable, id: string): Promise<Car> {
  const [row] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.id, id), live));
  if (!row) throw carNotFound();
  const [car] = await withImages(db, [row]);
  return car as Car;
}

/** A live car row, or undefined (for callers that answer with their own error). */
export async function findLiveCar(db: Queryable, id: string, options: { lock?: boolean } = {}) {
  const query = db
    .select()
    .from(cars)
    .where(and(eq(cars.id, id), live));
  const [row] = options.lock ? await query.for('share') : await query;
  return row;
}

/** What the action log keeps of a car: its pictures by id only. */
const logged = (car: Car) => ({ ...car, images: car.images.map((image) => image.id) });

/**
 * POST /car: the form's fields and up to 8 pictures, kept in the order sent. `adminId`: who makes the
 * change, for the action log (none from the seed and test factories).
 */
export async function createCar(db: Database, form: MultipartForm, adminId?: string): Promise<Car> {
  const fields = parseOrThrow(createCarBody, form.fields);
  const pictures = await prepareCarImages(form.files);
  const tooMany = tooManyImages(pictures.length);
  if (tooMany) throw tooMany;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cars)
      .values(fields)
      .returning()
      .catch((error) => rethrowNameConflict(error, 'cars', 'car'));
    if (!row) throw new Error('car not created');
    await storeCarImages(tx, row.id, pictures, 0);
    const car = await readCar(tx, row.id);
    await recordChange(tx, adminId, 'Car', { after: logged(car) });
    return car;
  });
}

export async function getCar(db: Queryable, id: string): Promise<Car> {
  return readCar(db, id);
}

function filtersOf(query: ListAllCarsQuery & { search?: string }): SQL | undefined {
  const filters: (SQL | undefined)[] = [live, searchAny(query.search, [cars.nameEn, cars.nameAr])];
  if (query.type) filters.push(eq(cars.type, query.type));
  if (query.active !== undefined) filters.push(eq(cars.active, query.active));
  return and(...filters);
}

export async function listCars(db: Database, query: ListCarsQuery): Promise<Paginated<Car>> {
  const where = filtersOf(query);
  const sortable = {
    nameEn: cars.nameEn,
    nameAr: cars.nameAr,
    type: cars.type,
    passengers: cars.passengers,
    bags: cars.bags,
    createdAt: cars.createdAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cars)
      .where(where)
      .orderBy(...orderBy(query.sort, sortable, cars.id))
      .limit(query.limit)
      .offset(pageOffset(query)),
    db.select({ n: count() }).from(cars).where(where),
  ]);
  return toPage(await withImages(db, rows), total?.n ?? 0, query);
}

export async function listAllCars(db: Database, query: ListAllCarsQuery): Promise<Car[]> {
  const rows = await db.select().from(cars).where(filtersOf(query)).orderBy(asc(cars.nameEn), asc(cars.id));
  return withImages(db, rows);
}

/**
 * The final order of a car's images: `imageOrder` when sent (every kept image once, new files as
 * `new:N`, unplaced new files last), else the kept images in their order followed by the new ones.
 */
function finalImageOrder(kept: string[], added: string[], imageOrder: string[] | undefined): string[] {
  if (!imageOrder) return [...kept, ...added];
  const problems: string[] = [];
  const keptSet = new Set(kept);
  const seen = new Set<string>();
  const ordered: string[] = [];
  for (const entry of imageOrder) {
    const key = entry.toLowerCase();
    if (seen.has(key)) {
      problems.push(fieldMessage('imageOrder', 'imageListedTwice', { image: entry }));
      continue;
    }
    seen.add(key);
    if (key.startsWith(NEW_IMAGE_PREFIX)) {
      const index = Number(key.slice(NEW_IMAGE_PREFIX.length));
      const id = added[index];
      if (id === undefined) problems.push(fieldMessage('imageOrder', 'imageNotUploaded', { image: entry }));
      else ordered.push(id);
    } else if (keptSet.has(key)) {
      ordered.push(key);
    } else {
      problems.push(fieldMessage('imageOrder', 'imageNotKept', { image: entry }));
    }
  }
  const missing = kept.filter((id) => !seen.has(id));
  if (missing.length)
    problems.push(fieldMessage('imageOrder', 'imageOrderIncomplete', { images: missing.join(', ') }));
  if (problems.length) throw badRequest(problems);
  return [...ordered, ...added.filter((id) => !ordered.includes(id))];
}

/**
 * PATCH /car/{id}: changed fields; then `removeImageIds` are deleted, new pictures added and
 * `imageOrder` applied, all in one transaction.
 */
export async function updateCar(
  db: Database,
  id: string,
  form: MultipartForm,
  adminId?: string,
): Promise<Car> {
  const { removeImageIds, imageOrder, ...fields } = parseOrThrow(updateCarBody, form.fields);
  const pictures = await prepareCarImages(form.files);
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.id, id), live))
      .for('update');
    if (!current) throw carNotFound();
    const before = await readCar(tx, id);

    const images = await carImageRows(tx, id);
    const removing = new Set((removeImageIds ?? []).map((imageId) => imageId.toLowerCase()));
    const strangers = [...removing].filter((imageId) => !images.some((image) => image.imageId === imageId));
    if (strangers.length) {
      throw badRequest(
        strangers.map((imageId) => fieldMessage('removeImageIds', 'imageNotOfCar', { image: imageId })),
      );
    }
    const kept = images.filter((image) => !removing.has(image.imageId));
    const tooMany = tooManyImages(kept.length + pictures.length);
    if (tooMany) throw tooMany;

    await tx
      .update(cars)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(cars.id, id))
      .catch((error) => rethrowNameConflict(error, 'cars', 'car'));
    await removeCarImages(
      tx,
      images.filter((image) => removing.has(image.imageId)),
    );
    const added = await storeCarImages(tx, id, pictures, images.length);
    const order = finalImageOrder(
      kept.map((image) => image.imageId),
      added,
      imageOrder,
    );
    await setCarImageOrder(tx, order);
    const car = await readCar(tx, id);
    await recordChange(tx, adminId, 'Car', { before: logged(before), after: logged(car) });
    return car;
  });
}

/**
 * Soft delete, always (bookings refer to cars). A car that active taxi services offer may still be
 * deleted: those services are soft-deleted with it, so nothing offers a car that no longer exists.
 * Its pictures are kept for the bookings that show them.
 */
export async function deleteCar(db: Database, id: string, adminId?: string): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await readCar(tx, id);
    const [row] = await tx
      .update(cars)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(cars.id, id), live))
      .returning({ id: cars.id });
    if (!row) throw carNotFound();
    await tx
      .update(taxiServices)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(and(eq(taxiServices.carId, id), isNull(taxiServices.deletedAt)));
    await recordChange(tx, adminId, 'Car', { before: logged(before) });
  });
}
