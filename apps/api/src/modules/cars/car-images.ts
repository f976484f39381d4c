import { createHash } from 'node:crypto';
import { CAR_IMAGES_FIELD, CAR_MAX_IMAGES, CAR_THUMBNAIL_WIDTH, type CarImage } from '@masar/contract/cars';
import { IMAGE_MAX_PIXELS, imageUrl } from '@masar/contract/images';
import { fieldMessage } from '@masar/contract/messages';
import { asc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Queryable } from '../../db/client';
import { carImages } from '../../db/schema/index';
import { preparedPerHandle } from '../../db/statements';
import { badRequest } from '../../lib/errors';
import type { UploadedFile } from '../../lib/multipart';
import { type CheckedImage, checkImage, deleteImage, storeImage } from '../images/images.service';

/** An uploaded car picture, checked, with its thumbnail made. */
export interface PreparedCarImage {
  original: CheckedImage;
  thumbnail: CheckedImage;
}

/**
 * A 480 px wide WebP (never enlarged), turned upright by its EXIF orientation. sharp decodes the image
 * with the same pixel limit as checkImage, which already refused floods from the header alone.
 */
async function makeThumbnail(image: CheckedImage, field: string): Promise<CheckedImage> {
  try {
    const { data, info } = await sharp(image.bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({ width: CAR_THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    return {
      mime: 'image/webp',
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(data).digest('hex'),
      bytes: data,
    };
  } catch {
    throw badRequest([fieldMessage(field, 'imageUnreadable')]);
  }
}

/** Checks every uploaded file (type from the bytes, size, pixels) and makes its thumbnail, one at a time. */
export async function prepareCarImages(files: UploadedFile[]): Promise<PreparedCarImage[]> {
  const prepared: PreparedCarImage[] = [];
  for (const [index, file] of files.entries()) {
    const field = `${CAR_IMAGES_FIELD}.${index}`;
    const original = await checkImage(file.bytes, field);
    prepared.push({ original, thumbnail: await makeThumbnail(original, field) });
  }
  return prepared;
}

export function tooManyImages(count: number) {
  return count > CAR_MAX_IMAGES
    ? badRequest([fieldMessage(CAR_IMAGES_FIELD, 'tooManyCarImages', { maximum: CAR_MAX_IMAGES, count })])
    : undefined;
}

/** Stores the pictures and their thumbnails; returns the new car image ids in the same order. */
export async function storeCarImages(
  tx: Queryable,
  carId: string,
  prepared: PreparedCarImage[],
  firstPosition: number,
): Promise<string[]> {
  const ids: string[] = [];
  for (const [index, image] of prepared.entries()) {
    const imageId = await storeImage(tx, { kind: 'car', id: carId }, image.original);
    const thumbImageId = await storeImage(tx, { kind: 'car', id: carId }, image.thumbnail);
    await tx.insert(carImages).values({ imageId, carId, thumbImageId, position: firstPosition + index });
    ids.push(imageId);
  }
  return ids;
}

export async function carImageRows(tx: Queryable, carId: string) {
  return tx
    .select({
      imageId: carImages.imageId,
      thumbImageId: carImages.thumbImageId,
      position: carImages.position,
    })
    .from(carImages)
    .where(eq(carImages.carId, carId))
    .orderBy(asc(carImages.position), asc(carImages.imageId));
}

/** Deletes car images (the picture, its thumbnail and the link). */
export async function removeCarImages(
  tx: Queryable,
  rows: { imageId: string; thumbImageId: string }[],
): Promise<void> {
  for (const row of rows) {
    await deleteImage(tx, row.imageId); // cascades to car_images
    await deleteImage(tx, row.thumbImageId);
  }
}

export async function setCarImageOrder(tx: Queryable, orderedImageIds: string[]): Promise<void> {
  for (const [position, imageId] of orderedImageIds.entries()) {
    await tx.update(carImages).set({ position }).where(eq(carImages.imageId, imageId));
  }
}

/** The images of the cars (`carIds`), in order; prepared, as every quote reads them. */
const imagesOf = preparedPerHandle((db: Queryable) =>
  db
    .select({ carId: carImages.carId, imageId: carImages.imageId, thumbImageId: carImages.thumbImageId })
    .from(carImages)
    .where(eq(carImages.carId, sql`any(${sql.placeholder('carIds')})`))
    .orderBy(asc(carImages.carId), asc(carImages.position), asc(carImages.imageId))
    .prepare('car_images_of_cars'),
);

/** The images of each car, in order, as the contract shows them. */
export async function imagesOfCars(db: Queryable, carIds: string[]): Promise<Map<string, CarImage[]>> {
  const byCar = new Map<string, CarImage[]>(carIds.map((id) => [id, []]));
  if (!carIds.length) return byCar;
  const rows = await imagesOf(db).execute({ carIds: [...new Set(carIds)] });
  for (const row of rows) {
    byCar.get(row.carId)?.push({
      id: row.imageId,
      url: imageUrl(row.imageId),
      thumbUrl: imageUrl(row.thumbImageId),
    });
  }
  return byCar;
}

/** Every car's images, in order (pricing keeps them with its settings: pricing/pricing-settings.ts). */
export async function allCarImages(db: Queryable): Promise<Map<string, CarImage[]>> {
  const rows = await db
    .select({ carId: carImages.carId, imageId: carImages.imageId, thumbImageId: carImages.thumbImageId })
    .from(carImages)
    .orderBy(asc(carImages.carId), asc(carImages.position), asc(carImages.imageId));
  const byCar = new Map<string, CarImage[]>();
  for (const row of rows) {
    const images = byCar.get(row.carId) ?? [];
    images.push({ id: row.imageId, url: imageUrl(row.imageId), thumbUrl: imageUrl(row.thumbImageId) });
    byCar.set(row.carId, images);
  }
  return byCar;
}
