import { z } from 'zod';
import { PRICE_MAX, positivePrice, wholeNumber } from './catalogue';
import {
  dateOnly,
  dayRangeInOrder,
  keysetQuery,
  paginated,
  paginationQuery,
  sortQuery,
  timestampSchema,
} from './common';
import { languages } from './constants';
import { message } from './messages';

/** The wallet ledger (DESIGN.md §5): append-only, balance = Σ Incoming − Σ Outgoing, never below zero. */
export const transactionTypes = ['TopUp', 'Refund', 'Booking', 'Withdrawal'] as const;
export const transactionTypeSchema = z.enum(transactionTypes);
export type TransactionType = z.infer<typeof transactionTypeSchema>;

export const transactionDirections = ['Incoming', 'Outgoing'] as const;
export const transactionDirectionSchema = z.enum(transactionDirections);
export type TransactionDirection = z.infer<typeof transactionDirectionSchema>;

/**
 * What the system wrote on an entry, as a code the reader's language renders (with the entry's booking
 * reference); `note` is only what an admin typed (a top-up's note, a refund's reason), shown as typed.
 */
export const transactionNoteCodes = [
  'BookingPaid',
  'CancelledByAgent',
  'RefundedByAdmin',
  'OpeningBalance',
  'TopUpRequestApproved',
  /** The fee kept when a booking is cancelled under its terms (decision 0016): a Booking/Outgoing entry after the Refund. */
  'CancellationFee',
] as const;
export const transactionNoteCodeSchema = z.enum(transactionNoteCodes);
export type TransactionNoteCode = z.infer<typeof transactionNoteCodeSchema>;

export const transactionSchema = z
  .object({
    id: z.uuid(),
    agentId: z.uuid(),
    agent: z.object({ id: z.uuid(), name: z.string(), companyName: z.string().nullable() }),
    type: transactionTypeSchema,
    direction: transactionDirectionSchema,
    /** Minor units, always > 0; the direction says which way. */
    amount: z.number().int(),
    /** The agent's balance right after this entry. */
    balanceAfter: z.number().int(),
    currency: z.string(),
    booking: z.object({ id: z.uuid(), reference: z.string() }).nullable(),
    admin: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    noteCode: transactionNoteCodeSchema.nullable(),
    note: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transactionSchema>;

export const transactionFilters = {
  type: transactionTypeSchema.optional(),
  direction: transactionDirectionSchema.optional(),
  /** Business-time-zone days, inclusive. */
  from: dateOnly.optional(),
  to: dateOnly.optional(),
};
/** The ledger lists' sort fields (findAllByAgent, findAllByAdmin, export-by-admin). */
export const transactionSortFields = ['createdAt', 'amount'] as const;
const transactionSort = sortQuery(transactionSortFields, '-createdAt');

/** GET /transactions/findAllByAgent: the agent's own ledger, newest first; `search` matches a booking reference or the note. */
export const listAgentTransactionsQuery = paginationQuery
  .extend({ ...transactionFilters, ...keysetQuery, sort: transactionSort })
  .refine(...dayRangeInOrder);
export type ListAgentTransactionsQuery = z.infer<typeof listAgentTransactionsQuery>;
export const transactionListResponse = paginated(transactionSchema);

export const balanceOperations = ['ADD', 'SUBTRACT'] as const;

/** POST /transactions/update-balance/{agentId}: ADD ⇒ TopUp/Incoming, SUBTRACT ⇒ Withdrawal/Outgoing. */
export const updateBalanceBody = z.object({
  operation: z.enum(balanceOperations),
  amount: positivePrice,
  note: z.string().trim().min(3).max(500),
});
export type UpdateBalanceBody = z.infer<typeof updateBalanceBody>;
export const BALANCE_TOO_LOW = message('balanceTooLow');

/**
 * PATCH /transactions/credit/{agentId} (ManagePayments, decision 0011): the agent's credit limit and
 * low-balance alert (null = off), both in minor units, with the admin's required note. A limit smaller
 * than the agent's current debt is refused (`creditBelowDebt`): set it to the debt to stop new bookings.
 */
export const updateCreditBody = z.object({
  creditLimit: wholeNumber(0, PRICE_MAX),
  lowBalanceThreshold: wholeNumber(0, PRICE_MAX).nullable(),
  note: z.string().trim().min(3).max(500),
});
export type UpdateCreditBody = z.infer<typeof updateCreditBody>;

/** One agent below their low-balance alert (GET /transactions/low-balances, the admin home's card). */
export const lowBalanceAgentSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    companyName: z.string().nullable(),
    balance: z.number().int(),
    creditLimit: z.number().int(),
    lowBalanceThreshold: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'LowBalanceAgent' });
export type LowBalanceAgent = z.infer<typeof lowBalanceAgentSchema>;
export const lowBalanceAgentsResponse = z.array(lowBalanceAgentSchema);

/**
 * GET /transactions/balances: every agent's wallet for the payments screen (ViewPayments; no ViewAgents
 * needed), where ManagePayments holders top up and withdraw. `search` matches name, e-mail or company.
 */
export const agentBalanceSortFields = ['name', 'balance'] as const;
export const listAgentBalancesQuery = paginationQuery.extend({
  sort: sortQuery(agentBalanceSortFields, 'name'),
});
export type ListAgentBalancesQuery = z.infer<typeof listAgentBalancesQuery>;
export const agentBalanceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    email: z.string(),
    companyName: z.string().nullable(),
    active: z.boolean(),
    balance: z.number().int(),
    creditLimit: z.number().int(),
    currency: z.string(),
  })
  .meta({ id: 'AgentBalance' });
export type AgentBalance = z.infer<typeof agentBalanceSchema>;
export const agentBalanceListResponse = paginated(agentBalanceSchema);

/** GET /transactions/findAllByAdmin: every agent's entries, filterable by agent. */
export const listAllTransactionsQuery = paginationQuery
  .extend({ ...transactionFilters, agentId: z.uuid().optional(), ...keysetQuery, sort: transactionSort })
  .refine(...dayRangeInOrder);
export type ListAllTransactionsQuery = z.infer<typeof listAllTransactionsQuery>;

/** GET /transactions/export-by-admin: the findAllByAdmin filters without the page, as .xlsx (headers in `lang`). */
export const exportAllTransactionsQuery = z
  .object({
    search: paginationQuery.shape.search,
    ...transactionFilters,
    agentId: z.uuid().optional(),
    sort: transactionSort,
    lang: z.enum(languages).optional(),
  })
  .refine(...dayRangeInOrder);
export type ExportAllTransactionsQuery = z.infer<typeof exportAllTransactionsQuery>;
