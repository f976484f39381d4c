import { z } from 'zod';
import { bilingualNames, price } from './catalogue';
import { optionalText, paginated, paginationQuery, queryFlag, sortQuery, timestampSchema } from './common';

export const EXTRA_MAX_QUANTITY = 20;

/** Something added to a booking (child seat, meet & greet …) at a unit price, up to maxQuantity. */
export const extraServiceSchema = z
  .object({
    id: z.uuid(),
    nameAr: z.string(),
    nameEn: z.string(),
    descriptionAr: z.string().nullable(),
    descriptionEn: z.string().nullable(),
    /** Minor units, per unit; 0 = free. */
    price: z.number().int(),
    maxQuantity: z.number().int(),
    active: z.boolean(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: 'ExtraService' });
export type ExtraService = z.infer<typeof extraServiceSchema>;

const maxQuantity = z.number().int().min(1).max(EXTRA_MAX_QUANTITY);

export const createExtraServiceBody = z.object({
  ...bilingualNames,
  descriptionAr: optionalText(1000),
  descriptionEn: optionalText(1000),
  price,
  maxQuantity: maxQuantity.default(1),
  active: z.boolean().default(true),
});
export type CreateExtraServiceBody = z.infer<typeof createExtraServiceBody>;

/** Only the fields sent change; an empty or null description clears it. */
export const updateExtraServiceBody = z.object({
  nameAr: bilingualNames.nameAr.optional(),
  nameEn: bilingualNames.nameEn.optional(),
  descriptionAr: optionalText(1000),
  descriptionEn: optionalText(1000),
  price: price.optional(),
  maxQuantity: maxQuantity.optional(),
  active: z.boolean().optional(),
});
export type UpdateExtraServiceBody = z.infer<typeof updateExtraServiceBody>;

/** The columns an extras list can be sorted by. */
export const extraServiceSortFields = ['nameEn', 'nameAr', 'price', 'createdAt'] as const;

/** GET /extra-services: a page of extras, searched by either name. */
export const listExtraServicesQuery = paginationQuery.extend({
  active: queryFlag.optional(),
  sort: sortQuery(extraServiceSortFields, '-createdAt'),
});
export type ListExtraServicesQuery = z.infer<typeof listExtraServicesQuery>;
export const extraServiceListResponse = paginated(extraServiceSchema);

/** GET /extra-services/allNoPagination: every extra, by English name, for pickers. */
export const listAllExtraServicesQuery = z.object({ active: queryFlag.optional() });
export type ListAllExtraServicesQuery = z.infer<typeof listAllExtraServicesQuery>;
export const extraServiceOptionsResponse = z.array(extraServiceSchema);
