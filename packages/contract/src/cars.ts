import { z } from 'zod';
import { bilingualNames, wholeNumber, yesNo } from './catalogue';
import { paginated, paginationQuery, queryFlag, sortQuery, timestampSchema } from './common';
import { CAR_BAGS_MAX, CAR_PASSENGERS_MAX } from './constants';
import { message } from './messages';

/** Spec §3 car types. */
export const carTypes = ['SUV', 'Sedan', 'Hatchback', 'Convertible', 'Pickup', 'Minivan', 'Van'] as const;
export const carTypeSchema = z.enum(carTypes);
export type CarType = z.infer<typeof carTypeSchema>;

/** The multipart field carrying car images (repeat it once per file), and how many a car may have. */
export const CAR_IMAGES_FIELD = 'images';
export const CAR_MAX_IMAGES = 8;
/** Width of the WebP thumbnail made from each car image, for lists. */
export const CAR_THUMBNAIL_WIDTH = 480;

/** `url` is the image as uploaded; `thumbUrl` a 480 px wide WebP for lists. Both are stable and cacheable. */
export const carImageSchema = z
  .object({ id: z.uuid(), url: z.string(), thumbUrl: z.string() })
  .meta({ id: 'CarImage' });
export type CarImage = z.infer<typeof carImageSchema>;

export const carSchema = z
  .object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    type: carTypeSchema,
    passengers: z.number().int(),
    bags: z.number().int(),
    active: z.boolean(),
    /** In display order; the first is the main picture. */
    images: z.array(carImageSchema),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'Car' });
export type Car = z.infer<typeof carSchema>;

/**
 * The text fields of POST /car (multipart/form-data), plus up to 8 files in `images`
 * (JPEG, PNG or WebP, 5 MB each). Numbers and booleans may be sent as text, as a form does;
 * the same schema validates the web form with real numbers and booleans.
 */
export const createCarBody = z.object({
  ...bilingualNames,
  type: carTypeSchema,
  passengers: wholeNumber(1, CAR_PASSENGERS_MAX),
  bags: wholeNumber(0, CAR_BAGS_MAX),
  active: yesNo.default(true),
});
export type CreateCarBody = z.infer<typeof createCarBody>;

/** A list of ids sent in one form field: a JSON array (`["id1","id2"]`) or comma-separated text. */
function idList<Item extends z.ZodType>(item: Item) {
  return z.preprocess(
    (value) => {
      if (typeof value !== 'string') return value;
      const text = value.trim();
      if (!text) return [];
      if (text.startsWith('[')) {
        try {
          return JSON.parse(text);
        } catch {
          return value;
        }
      }
      return text
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    },
    z.array(item).max(CAR_MAX_IMAGES * 2),
  );
}

/** In `imageOrder`, `new:N` stands for the N-th file (from 0) uploaded with the same request. */
export const NEW_IMAGE_PREFIX = 'new:';
const imageOrderEntry = z
  .string()
  .regex(
    /^(new:\d{1,2}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
    message('imageRefFormat'),
  );

/**
 * The text fields of PATCH /car/{id} (multipart/form-data); only the fields sent change. Files in
 * `images` are added. Applied in this order: `removeImageIds` are deleted, new files are added, then
 * `imageOrder` (when sent) sets the order: it lists every remaining image id once and may place new
 * files with `new:0`, `new:1` …; new files it does not place go last. At most 8 images in the end.
 */
export const updateCarBody = z.object({
  nameAr: bilingualNames.nameAr.optional(),
  nameEn: bilingualNames.nameEn.optional(),
  type: carTypeSchema.optional(),
  passengers: wholeNumber(1, CAR_PASSENGERS_MAX).optional(),
  bags: wholeNumber(0, CAR_BAGS_MAX).optional(),
  active: yesNo.optional(),
  removeImageIds: idList(z.uuid()).optional(),
  imageOrder: idList(imageOrderEntry).optional(),
});
export type UpdateCarBody = z.infer<typeof updateCarBody>;

/** The columns a cars list can be sorted by. */
export const carSortFields = ['nameEn', 'nameAr', 'type', 'passengers', 'bags', 'createdAt'] as const;

/** GET /car/all: a page of cars, searched by either name. */
export const listCarsQuery = paginationQuery.extend({
  type: carTypeSchema.optional(),
  active: queryFlag.optional(),
  sort: sortQuery(carSortFields, '-createdAt'),
});
export type ListCarsQuery = z.infer<typeof listCarsQuery>;
export const carListResponse = paginated(carSchema);

/** GET /car/allNoPagination: every car, by English name, for pickers. */
export const listAllCarsQuery = z.object({ type: carTypeSchema.optional(), active: queryFlag.optional() });
export type ListAllCarsQuery = z.infer<typeof listAllCarsQuery>;
export const carOptionsResponse = z.array(carSchema);
