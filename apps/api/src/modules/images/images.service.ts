import { createHash } from 'node:crypto';
import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, type ImageMimeType, imageMimeTypes } from '@masar/contract/images';
import { fieldMessage } from '@masar/contract/messages';
import { eq } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import type { Queryable } from '../../db/client';
import { images } from '../../db/schema/index';
import { badRequest } from '../../lib/errors';

/** What an image's owner is; the catalogue adds 'car', the drivers 'driver-photo'. */
export type ImageOwnerKind = 'agent-avatar' | 'car' | 'driver-photo';

export interface CheckedImage {
  mime: ImageMimeType;
  width: number;
  height: number;
  sha256: string;
  bytes: Buffer;
}

const isAccepted = (mime: string): mime is ImageMimeType =>
  (imageMimeTypes as readonly string[]).includes(mime);

/**
 * Accepts JPEG, PNG and WebP only, judged by the bytes (never by the declared type or the file name),
 * and refuses pixel floods by reading the dimensions from the header without decoding the image.
 * The size limit is enforced while the upload streams in (see lib/multipart.ts).
 */
export async function checkImage(bytes: Buffer, field: string): Promise<CheckedImage> {
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !isAccepted(type.mime)) {
    throw badRequest([fieldMessage(field, 'imageType')]);
  }
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = imageSize(bytes));
  } catch {
    // handled below
  }
  if (!width || !height) throw badRequest([fieldMessage(field, 'imageUnreadable')]);
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    throw badRequest([
      fieldMessage(field, 'imageTooLarge', {
        width,
        height,
        maxSide: IMAGE_MAX_SIDE,
        megapixels: IMAGE_MAX_PIXELS / 1_000_000,
      }),
    ]);
  }
  return {
    mime: type.mime,
    width,
    height,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    bytes,
  };
}

export async function storeImage(
  db: Queryable,
  owner: { kind: ImageOwnerKind; id: string },
  image: CheckedImage,
): Promise<string> {
  const [row] = await db
    .insert(images)
    .values({
      ownerKind: owner.kind,
      ownerId: owner.id,
      mime: image.mime,
      bytes: image.bytes,
      width: image.width,
      height: image.height,
      sha256: image.sha256,
    })
    .returning({ id: images.id });
  if (!row) throw new Error('image not stored');
  return row.id;
}

export async function deleteImage(db: Queryable, id: string): Promise<void> {
  await db.delete(images).where(eq(images.id, id));
}

export async function findImage(db: Queryable, id: string) {
  const [row] = await db
    .select({ mime: images.mime, bytes: images.bytes, sha256: images.sha256 })
    .from(images)
    .where(eq(images.id, id));
  return row;
}
