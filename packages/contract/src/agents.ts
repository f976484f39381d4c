import { z } from 'zod';
import { agentSchema, email, newPassword, optionalPhone, personName } from './auth';
import { PRICE_MAX, wholeNumber } from './catalogue';
import { optionalText, paginated, paginationQuery, queryFlag, sortQuery } from './common';
import { optionalVatNumber } from './invoices';
import { message } from './messages';

const profileFields = {
  phone: optionalPhone,
  companyName: optionalText(160),
  country: optionalText(100),
  city: optionalText(100),
  address: optionalText(500),
};

/** The buyer's fields of an agent's tax invoices (decision 0012); only admins (EditAgents) set them. */
const invoiceFields = {
  legalName: optionalText(200),
  vatNumber: optionalVatNumber,
};

/** An agent starts with a zero balance: only the wallet (update-balance) changes it. */
export const createAgentBody = z.object({
  name: personName,
  email,
  password: newPassword,
  ...profileFields,
  ...invoiceFields,
  active: z.boolean().default(true),
  /** Defaults to the configured currency, the only one accepted. */
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, message('currencyCodeFormat'))
    .optional(),
});
export type CreateAgentBody = z.infer<typeof createAgentBody>;

/** Only the fields sent change; `password` sets a new one. Never the balance. */
export const editAgentByAdminBody = z.object({
  name: personName.optional(),
  email: email.optional(),
  ...profileFields,
  ...invoiceFields,
  active: z.boolean().optional(),
  password: newPassword.optional(),
});
export type EditAgentByAdminBody = z.infer<typeof editAgentByAdminBody>;

/**
 * The text fields of PATCH /agents/editByAgent (multipart/form-data). The form may also carry one
 * `avatar` file (JPEG, PNG or WebP; see images.ts). A new e-mail needs `currentPassword`.
 */
export const editAgentByAgentFields = z.object({
  name: personName.optional(),
  email: email.optional(),
  currentPassword: z.string().min(1).max(1024).optional(),
  ...profileFields,
  /** `true` removes the current picture. */
  removeAvatar: z.stringbool().optional(),
  /** The agent's own low-balance alert in minor units (issue #19); '' turns it off. */
  lowBalanceThreshold: z.union([z.literal('').transform(() => null), wholeNumber(0, PRICE_MAX)]).optional(),
  /** The e-mails the agent can do without (issue #20). */
  mailUpdates: z.stringbool().optional(),
});
export type EditAgentByAgentFields = z.infer<typeof editAgentByAgentFields>;
export const AVATAR_FIELD = 'avatar';

export const agentSortFields = ['name', 'email', 'companyName', 'createdAt'] as const;
export const listAgentsQuery = paginationQuery.extend({
  active: queryFlag.optional(),
  sort: sortQuery(agentSortFields, '-createdAt'),
});
export type ListAgentsQuery = z.infer<typeof listAgentsQuery>;

export const agentListResponse = paginated(agentSchema);

/** For pickers: every agent, by name; the e-mail (unique) tells apart agents with the same name. */
export const agentOptionSchema = z
  .object({ id: z.uuid(), name: z.string(), companyName: z.string().nullable(), email: z.string() })
  .meta({ id: 'AgentOption' });
export type AgentOption = z.infer<typeof agentOptionSchema>;
export const agentOptionsResponse = z.array(agentOptionSchema);
