import { z } from 'zod';
import {
  dateOnly,
  dayRangeInOrder,
  keysetQuery,
  paginated,
  paginationQuery,
  timestampSchema,
} from './common';

/** What an admin did (DESIGN.md §5): every admin change is logged with the state before and after. */
export const adminActionTypes = [
  'AcceptBooking',
  'CompleteBooking',
  'RefundBooking',
  'EditBooking',
  /** A customer booking called off by an admin (no money moves, unlike RefundBooking). */
  'CancelBooking',
  'AddBalance',
  'SubtractBalance',
  /** An agent's credit limit and low-balance alert (issue #19). */
  'SetCredit',
  /** An agent's top-up request refused (an approval is an AddBalance). */
  'RejectTopUp',
  // Admin changes to agents, admins and the catalogue (the entity type says what was changed).
  'Create',
  'Update',
  'Delete',
  'Activate',
  'Deactivate',
  /** A driver and vehicle given to, or taken from, a booking (issue #18; the entity is the booking). */
  'AssignDriver',
  'UnassignDriver',
] as const;
export const adminActionTypeSchema = z.enum(adminActionTypes);
export type AdminActionType = z.infer<typeof adminActionTypeSchema>;

export const adminActionEntities = [
  'AgentBooking',
  'CustomerBooking',
  'Agent',
  'Admin',
  'Catalogue',
  'Area',
  'Location',
  'Car',
  'TaxiService',
  'ExtraService',
  'Driver',
  'Surcharge',
  /** The seller on invoices (decision 0012): one record, logged under SELLER_SETTINGS_ENTITY_ID. */
  'SellerSettings',
  'DistancePricing',
  /** The global cancellation policy (decision 0016), logged under CANCELLATION_POLICY_ENTITY_ID; a route's own is a TaxiService change. */
  'CancellationPolicy',
  /** The no-show waiting times (decision 0013 addendum): one record, logged under DRIVER_STEP_SETTINGS_ENTITY_ID. */
  'DriverStepSettings',
] as const;
/** The id the action log gives the one seller settings record (its table row is id 1, not a UUID). */
export const SELLER_SETTINGS_ENTITY_ID = '00000000-0000-4000-8000-000000000001';
/** The id the action log gives the one record of the drivers' waiting times (its table row is id 1). */
export const DRIVER_STEP_SETTINGS_ENTITY_ID = '00000000-0000-4000-8000-000000000002';
/** The id the action log gives the global cancellation policy (decision 0016). */
export const CANCELLATION_POLICY_ENTITY_ID = '00000000-0000-4000-8000-000000000003';

export const adminActionEntitySchema = z.enum(adminActionEntities);
export type AdminActionEntity = z.infer<typeof adminActionEntitySchema>;

/** What the system wrote on a logged action, as a code the reader's language renders; `note` is what an admin typed. */
export const adminActionNoteCodes = ['PasswordChanged'] as const;
export const adminActionNoteCodeSchema = z.enum(adminActionNoteCodes);
export type AdminActionNoteCode = z.infer<typeof adminActionNoteCodeSchema>;

export const adminActionSchema = z
  .object({
    id: z.uuid(),
    admin: z.object({ id: z.uuid(), name: z.string() }),
    action: adminActionTypeSchema,
    entityType: adminActionEntitySchema,
    entityId: z.uuid(),
    before: z.record(z.string(), z.unknown()).nullable(),
    after: z.record(z.string(), z.unknown()).nullable(),
    noteCode: adminActionNoteCodeSchema.nullable(),
    note: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'AdminAction' });
export type AdminAction = z.infer<typeof adminActionSchema>;
export const adminActionListResponse = z.array(adminActionSchema);

/** GET /admin-actions: newest first; `from`/`to` are business-time-zone days, inclusive. */
export const listAdminActionsQuery = paginationQuery
  .extend({
    ...keysetQuery,
    adminId: z.uuid().optional(),
    action: adminActionTypeSchema.optional(),
    entityType: adminActionEntitySchema.optional(),
    entityId: z.uuid().optional(),
    from: dateOnly.optional(),
    to: dateOnly.optional(),
  })
  .refine(...dayRangeInOrder);
export type ListAdminActionsQuery = z.infer<typeof listAdminActionsQuery>;
export const adminActionPageResponse = paginated(adminActionSchema);

/** GET /admin-actions/admins: every admin (active or not) by name, for the log's admin filter. */
export const adminActionAdminsResponse = z.array(adminActionSchema.shape.admin);
