import { z } from 'zod';
import { personName, phone, userSchema } from './auth';
import { paginated, paginationQuery, queryFlag, sortQuery } from './common';

/** PATCH /Users: the signed-in customer's own name, phone and e-mail choice; only the fields sent change. */
export const updateUserBody = z.object({
  name: personName.optional(),
  phone: phone.optional(),
  /** The e-mails the customer can do without (issue #20). */
  mailUpdates: z.boolean().optional(),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

export const listUsersQuery = paginationQuery.extend({
  active: queryFlag.optional(),
  sort: sortQuery(['name', 'email', 'createdAt'], '-createdAt'),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const userListResponse = paginated(userSchema);
