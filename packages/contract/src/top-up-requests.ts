import { z } from 'zod';
import { PRICE_MAX, wholeNumber } from './catalogue';
import { paginated, paginationQuery, sortQuery, timestampSchema } from './common';
import { toAsciiDigits } from './digits';

/**
 * An agent's request for a top-up (issue #19): the amount they transferred, the bank transfer's
 * reference and optionally the receipt (an image or a PDF). An admin with ManagePayments approves it —
 * the TopUp is written exactly once, through the same code as update-balance — or rejects it with a reason.
 */
export const topUpRequestStatuses = ['Pending', 'Approved', 'Rejected'] as const;
export const topUpRequestStatusSchema = z.enum(topUpRequestStatuses);
export type TopUpRequestStatus = z.infer<typeof topUpRequestStatusSchema>;

/** The multipart field of the receipt file (JPEG, PNG, WebP or PDF, at most IMAGE_MAX_BYTES). */
export const RECEIPT_FIELD = 'receipt';
export const receiptMimeTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type ReceiptMimeType = (typeof receiptMimeTypes)[number];

/** The text fields of POST /top-up-requests (multipart/form-data, with an optional `receipt` file). */
export const createTopUpRequestFields = z.object({
  /** Minor units; at most the configured maximum (GET /top-up-requests/settings). */
  amount: wholeNumber(1, PRICE_MAX),
  /** As on the transfer; typed digits are read as ASCII (DESIGN.md §6) so a search by them finds it. */
  bankReference: z.string().overwrite(toAsciiDigits).trim().min(3).max(100),
});
export type CreateTopUpRequest = z.output<typeof createTopUpRequestFields>;

export const topUpRequestSchema = z
  .object({
    id: z.uuid(),
    agent: z.object({ id: z.uuid(), name: z.string(), companyName: z.string().nullable() }),
    amount: z.number().int(),
    currency: z.string(),
    bankReference: z.string(),
    status: topUpRequestStatusSchema,
    /** The receipt's type, or null when none was sent (GET /top-up-requests/{id}/receipt serves it). */
    receiptMime: z.enum(receiptMimeTypes).nullable(),
    decidedBy: z.object({ id: z.uuid(), name: z.string() }).nullable(),
    decidedAt: timestampSchema.nullable(),
    /** Why an admin rejected it. */
    reason: z.string().nullable(),
    createdAt: timestampSchema,
  })
  .meta({ id: 'TopUpRequest' });
export type TopUpRequest = z.infer<typeof topUpRequestSchema>;

/** The lists' sort fields; `search` matches the bank reference or the agent's name or company. */
export const topUpRequestSortFields = ['createdAt', 'amount'] as const;
export const listTopUpRequestsQuery = paginationQuery.extend({
  status: topUpRequestStatusSchema.optional(),
  sort: sortQuery(topUpRequestSortFields, '-createdAt'),
});
export type ListTopUpRequestsQuery = z.infer<typeof listTopUpRequestsQuery>;
export const topUpRequestListResponse = paginated(topUpRequestSchema);

export const rejectTopUpRequestBody = z.object({ reason: z.string().trim().min(3).max(500) });
export type RejectTopUpRequestBody = z.infer<typeof rejectTopUpRequestBody>;

/** GET /top-up-requests/settings: the largest amount one request may ask for, in minor units. */
export const topUpSettingsResponse = z.object({ maxAmount: z.number().int(), currency: z.string() });
export type TopUpSettings = z.infer<typeof topUpSettingsResponse>;
