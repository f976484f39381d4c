import { CAR_IMAGES_FIELD, CAR_MAX_IMAGES, type CarImage, NEW_IMAGE_PREFIX } from '@masar/contract/cars';
import { IMAGE_MAX_BYTES, imageMimeTypes } from '@masar/contract/images';

/** One picture in the car form: already stored, or a file chosen now (with its preview URL). */
export type ImageItem =
  | { kind: 'stored'; key: string; image: CarImage }
  | { kind: 'new'; key: string; file: File; previewUrl: string };

export type FileProblem = { kind: 'badType' | 'tooBig'; name: string } | { kind: 'tooMany' };

/** The files that may join `current` (type, size, count checked as the API does) and the problems found. */
export function acceptFiles(files: readonly File[], currentCount: number) {
  const accepted: File[] = [];
  const problems: FileProblem[] = [];
  for (const file of files) {
    if (!(imageMimeTypes as readonly string[]).includes(file.type))
      problems.push({ kind: 'badType', name: file.name });
    else if (file.size > IMAGE_MAX_BYTES) problems.push({ kind: 'tooBig', name: file.name });
    else if (currentCount + accepted.length >= CAR_MAX_IMAGES) {
      if (!problems.some((problem) => problem.kind === 'tooMany')) problems.push({ kind: 'tooMany' });
    } else accepted.push(file);
  }
  return { accepted, problems };
}

export function move<T>(items: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/**
 * The multipart body of POST /car (fields + files in order) or PATCH /car/{id}: fields, the new files,
 * `removeImageIds` (stored images no longer in the list) and `imageOrder` (every image, `new:N` for files).
 */
export function carFormData(
  fields: Record<string, string | number | boolean>,
  items: readonly ImageItem[],
  stored: readonly CarImage[] | null,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  const order: string[] = [];
  let index = 0;
  for (const item of items) {
    if (item.kind === 'new') {
      form.append(CAR_IMAGES_FIELD, item.file, item.file.name);
      order.push(`${NEW_IMAGE_PREFIX}${index}`);
      index += 1;
    } else order.push(item.image.id);
  }
  if (stored) {
    const kept = new Set(items.flatMap((item) => (item.kind === 'stored' ? [item.image.id] : [])));
    const removed = stored.filter((image) => !kept.has(image.id)).map((image) => image.id);
    if (removed.length) form.append('removeImageIds', JSON.stringify(removed));
    form.append('imageOrder', JSON.stringify(order));
  }
  return form;
}
