import { CAR_IMAGES_FIELD } from '@masar/contract/cars';

export interface FormFile {
  bytes: Buffer;
  name?: string;
  type?: string;
}

/** A car form as a browser sends it: text fields, then each picture in the `images` field, in order. */
export function carForm(fields: Record<string, string>, pictures: FormFile[] = []): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  pictures.forEach((picture, index) => {
    data.append(
      CAR_IMAGES_FIELD,
      new Blob([new Uint8Array(picture.bytes)], { type: picture.type ?? 'image/png' }),
      picture.name ?? `car-${index}.png`,
    );
  });
  return data;
}

export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
