import { z } from 'zod';
import { dateOnly, dayRangeInOrder, paginated, paginationQuery, sortQuery, timestampSchema } from './common';
import { languages } from './constants';
import { asciiDigitsOf } from './digits';
import { message } from './messages';

/**
 * VAT tax invoices and credit notes (issue #19, decision 0012). An agent booking gets a tax invoice when it
 * is paid (at creation, with the wallet debit); a customer booking a simplified tax invoice when Completed
 * (paid to the driver). A refund issues a credit note of the invoice. Issued documents never change.
 */

export const invoiceKinds = ['Invoice', 'CreditNote'] as const;
export const invoiceKindSchema = z.enum(invoiceKinds);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

/** Tax invoice (B2B, to an agent) or simplified tax invoice (B2C, to a customer). */
export const invoiceTypes = ['Tax', 'Simplified'] as const;
export const invoiceTypeSchema = z.enum(invoiceTypes);
export type InvoiceType = z.infer<typeof invoiceTypeSchema>;

/** A Saudi VAT registration number: 15 digits, first and last 3 (Arabic-Indic digits accepted). */
export const VAT_NUMBER_PATTERN = /^3\d{13}3$/;
export const vatNumber = z.preprocess(
  (value) => (typeof value === 'string' ? (asciiDigitsOf(value) as string).replace(/\s/g, '') : value),
  z.string().regex(VAT_NUMBER_PATTERN, message('vatNumberFormat')),
);
/** Optional on an agent: empty text clears it. */
export const optionalVatNumber = z.preprocess(
  (value) => (typeof value === 'string' && !value.trim() ? null : value),
  vatNumber.nullable().optional(),
);

/** The seller (Masar's legal entity), one row, edited by admins with EditAdmins. */
export const sellerSettingsSchema = z
  .object({
    legalNameAr: z.string(),
    legalNameEn: z.string(),
    vatNumber: z.string(),
    crNumber: z.string(),
    addressAr: z.string(),
    addressEn: z.string(),
    /** 1500 = 15 %. */
    vatRateBasisPoints: z.number().int(),
    pricesIncludeVat: z.boolean(),
    updatedAt: timestampSchema,
  })
  .meta({ id: 'SellerSettings' });
export type SellerSettings = z.infer<typeof sellerSettingsSchema>;

const requiredText = (max: number) => z.string().trim().min(1).max(max);

export const updateSellerSettingsBody = z.object({
  legalNameAr: requiredText(200),
  legalNameEn: requiredText(200),
  vatNumber,
  crNumber: z.preprocess(
    asciiDigitsOf,
    z
      .string()
      .trim()
      .regex(/^\d{10}$/, message('invalidFormat')),
  ),
  addressAr: requiredText(500),
  addressEn: requiredText(500),
  vatRateBasisPoints: z.preprocess(asciiDigitsOf, z.coerce.number().int().min(0).max(10_000)),
  pricesIncludeVat: z.boolean(),
});
export type UpdateSellerSettingsBody = z.infer<typeof updateSellerSettingsBody>;

/** A line's words as a code + arguments, rendered in the reader's language. */
/** CancellationRefund: a credit note's one line for what went back after a cancellation fee (decision 0016). */
/** OutwardLeg, ReturnLeg: a return trip's invoice has one line per leg, its whole price (decision 0017). */
export const invoiceLineCodes = [
  'Transfer',
  'HourlyHire',
  'Surcharge',
  'Extra',
  'CancellationRefund',
  'OutwardLeg',
  'ReturnLeg',
] as const;
export const invoiceLineSchema = z.object({
  code: z.enum(invoiceLineCodes),
  /** The car's or extra's name in both languages; `hours` for an hourly hire. */
  args: z.object({ nameAr: z.string(), nameEn: z.string(), hours: z.number().int().optional() }),
  quantity: z.number().int(),
  /** Minor units, VAT excluded, of one unit (informative: the line's net is computed from its total). */
  unitNet: z.number().int(),
  net: z.number().int(),
  vatRateBasisPoints: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoicePartySchema = z.object({
  nameAr: z.string(),
  nameEn: z.string(),
  vatNumber: z.string().nullable(),
  crNumber: z.string().nullable(),
  addressAr: z.string().nullable(),
  addressEn: z.string().nullable(),
});
export type InvoiceParty = z.infer<typeof invoicePartySchema>;

export const invoiceSchema = z
  .object({
    id: z.uuid(),
    kind: invoiceKindSchema,
    type: invoiceTypeSchema,
    /** INV-2026-000001 or CN-2026-000001: gap-free per kind and year. */
    number: z.string(),
    issuedAt: timestampSchema,
    agentId: z.uuid().nullable(),
    bookingReference: z.string(),
    /** A credit note's invoice. */
    invoiceNumber: z.string().nullable(),
    currency: z.string(),
    seller: invoicePartySchema,
    buyer: invoicePartySchema.nullable(),
    lines: z.array(invoiceLineSchema),
    net: z.number().int(),
    vat: z.number().int(),
    total: z.number().int(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof invoiceSchema>;

const invoiceFilters = {
  kind: invoiceKindSchema.optional(),
  /** Business-time-zone days of issue, inclusive. */
  from: dateOnly.optional(),
  to: dateOnly.optional(),
};
const invoiceSort = sortQuery(['issuedAt', 'number', 'total'], '-issuedAt');

/** GET /invoices/mine: the agent's own invoices and credit notes; `search` matches the number or the booking. */
export const listAgentInvoicesQuery = paginationQuery
  .extend({ ...invoiceFilters, sort: invoiceSort })
  .refine(...dayRangeInOrder);
export type ListAgentInvoicesQuery = z.infer<typeof listAgentInvoicesQuery>;

/** GET /invoices (ViewPayments): every invoice, filterable by agent. */
export const listAllInvoicesQuery = paginationQuery
  .extend({ ...invoiceFilters, agentId: z.uuid().optional(), sort: invoiceSort })
  .refine(...dayRangeInOrder);
export type ListAllInvoicesQuery = z.infer<typeof listAllInvoicesQuery>;

/** GET /invoices/export: the list's filters without the page, as .xlsx. */
export const exportInvoicesQuery = z
  .object({
    search: paginationQuery.shape.search,
    ...invoiceFilters,
    agentId: z.uuid().optional(),
    sort: invoiceSort,
    lang: z.enum(languages).optional(),
  })
  .refine(...dayRangeInOrder);
export type ExportInvoicesQuery = z.infer<typeof exportInvoicesQuery>;

/** GET /invoices/vat-report: every invoice and credit note of the period with net/VAT/total sums, as .xlsx. */
export const vatReportQuery = z
  .object({ from: dateOnly, to: dateOnly, lang: z.enum(languages).optional() })
  .refine(...dayRangeInOrder);
export type VatReportQuery = z.infer<typeof vatReportQuery>;

export const invoiceListResponse = paginated(invoiceSchema);
