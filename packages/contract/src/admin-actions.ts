import { z } from 'zod';
import { paginated, paginationQuery, timestampSchema } from './common';

/** What an admin did (DESIGN.md §5): every admin change is logged with the state before and after. */
export const adminActionTypes = [
  'AcceptBooking',
  'CompleteBooking',
  'RefundBooking',
  'EditBooking',
  'AddBalance',
  'SubtractBalance',
] as const;
export const adminActionTypeSchema = z.enum(adminActionTypes);
export type AdminActionType = z.infer<typeof adminActionTypeSchema>;

export const adminActionEntities = ['AgentBooking', 'Agent', 'Admin', 'Catalogue'] as const;

export const adminActionSchema = z
  .object({
    id: z.uuid(),
    admin: z.object({ id: z.uuid(), name: z.string() }),
    action: adminActionTypeSchema,
    entityType: z.enum(adminActionEntities),
    entityId: z.uuid(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    note: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'AdminAction' });
export type AdminAction = z.infer<typeof adminActionSchema>;
export const adminActionListResponse = z.array(adminActionSchema);

export const listAdminActionsQuery = paginationQuery.extend({
  adminId: z.uuid().optional(),
  action: adminActionTypeSchema.optional(),
  entityType: z.enum(adminActionEntities).optional(),
});
export type ListAdminActionsQuery = z.infer<typeof listAdminActionsQuery>;
export const adminActionPageResponse = paginated(adminActionSchema);
