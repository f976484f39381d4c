import { z } from 'zod';
import { adminSchema, email, newPassword, personName } from './auth';
import { paginated, paginationQuery, queryFlag, sortQuery, timestampSchema } from './common';
import { message } from './messages';
import { permissionSchema, permissions } from './permissions';

/** A permission list; repeats are dropped. */
const permissionList = z
  .array(permissionSchema)
  .max(permissions.length * 2)
  .transform((list) => [...new Set(list)]);

export const createAdminBody = z.object({
  name: personName,
  email,
  password: newPassword,
  permissions: permissionList,
  active: z.boolean().default(true),
});
export type CreateAdminBody = z.infer<typeof createAdminBody>;

/** Every field is optional: only the ones sent change. `password` sets a new password. */
export const updateAdminBody = z.object({
  name: personName.optional(),
  email: email.optional(),
  permissions: permissionList.optional(),
  active: z.boolean().optional(),
  password: newPassword.optional(),
});
export type UpdateAdminBody = z.infer<typeof updateAdminBody>;

/** `?id=` of updateAdmin and getAdminById. */
export const adminIdQuery = z.object({ id: z.uuid() });

export const adminSortFields = ['name', 'email', 'createdAt'] as const;
export const listAdminsQuery = paginationQuery.extend({
  active: queryFlag.optional(),
  sort: sortQuery(adminSortFields, '-createdAt'),
});
export type ListAdminsQuery = z.infer<typeof listAdminsQuery>;

export const adminListResponse = paginated(adminSchema);

/** A browser's Web Push subscription, as `PushSubscription.toJSON()` gives it (other keys are ignored). */
const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/, message('invalidBase64url'));
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https$/, error: message('httpsUrlRequired') }).max(2048),
  keys: z.object({ p256dh: base64url.min(20).max(200), auth: base64url.min(8).max(100) }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushSubscriptionResponse = z.object({
  endpoint: z.string(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type PushSubscriptionResponse = z.infer<typeof pushSubscriptionResponse>;

export {
  CANNOT_DEACTIVATE_SELF,
  CANNOT_REMOVE_OWN_EDIT_ADMINS,
  LAST_ADMIN_EDITOR,
} from './account-messages';
