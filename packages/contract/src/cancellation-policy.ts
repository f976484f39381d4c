import { z } from 'zod';
import { toAsciiDigits } from './digits';
import { message } from './messages';

/**
 * The cancellation policy (issue #17, decision 0016): 1–6 tiers. Cancelling at least `hoursBefore` hours
 * before pickup costs `feePercent` % of the booking's total — the tier with the largest `hoursBefore` not
 * above the hours left. One global policy and, optionally, one per route price (taxi service) that replaces
 * it for that route; none anywhere: free. A booking keeps the tiers that applied when it was made
 * (`cancellationTerms`, `[]` = free).
 */

export const CANCELLATION_TIERS_MAX = 6;
/** The furthest a tier may reach: the booking horizon is a year. */
export const CANCELLATION_HOURS_MAX = 8_760;

export const cancellationTierSchema = z
  .object({ hoursBefore: z.number().int(), feePercent: z.number().int() })
  .meta({ id: 'CancellationTier' });
export type CancellationTier = z.infer<typeof cancellationTierSchema>;

/** A booking's terms: the tiers, furthest first; `[]` = free cancellation. */
export const cancellationTermsSchema = z.array(cancellationTierSchema);

/** The rules beyond each number's range, one problem per broken rule (the web form shows the same). */
export function cancellationTierProblems(
  tiers: CancellationTier[],
): { path: (string | number)[]; message: string }[] {
  const problems: { path: (string | number)[]; message: string }[] = [];
  if (!tiers.some((tier) => tier.hoursBefore === 0)) {
    problems.push({ path: ['tiers'], message: message('cancellationZeroTierMissing') });
  }
  tiers.forEach((tier, index) => {
    if (tiers.findIndex((other) => other.hoursBefore === tier.hoursBefore) < index) {
      problems.push({ path: ['tiers', index, 'hoursBefore'], message: message('cancellationHoursTwice') });
    }
  });
  tiers.forEach((tier, index) => {
    // Every tier further out must not cost more than this one.
    const dearer = tiers.find(
      (other) => other.hoursBefore > tier.hoursBefore && other.feePercent > tier.feePercent,
    );
    if (dearer) {
      problems.push({
        path: ['tiers', index, 'feePercent'],
        message: message('cancellationFeeFalls', { percent: dearer.feePercent }),
      });
    }
  });
  return problems;
}

/** Tiers sorted furthest first, the order terms are stored and shown in. */
export const sortedTiers = (tiers: CancellationTier[]): CancellationTier[] =>
  [...tiers].sort((a, b) => b.hoursBefore - a.hoursBefore);

/** A whole number typed in any digits ('٢٤' is 24); out of range says so (not "whole number"). */
const typedWhole = (max: number) =>
  z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    const text = toAsciiDigits(value).trim();
    return /^-?\d+$/.test(text) ? Number(text) : value;
  }, z.number().int().min(0).max(max));

const tierInput = z.object({
  hoursBefore: typedWhole(CANCELLATION_HOURS_MAX),
  feePercent: typedWhole(100),
});

/** PUT /cancellation-policy and PUT /cancellation-policy/routes/:id: the tiers, or null for none. */
export const saveCancellationPolicyBody = z
  .object({
    tiers: z.array(tierInput).min(1).max(CANCELLATION_TIERS_MAX).nullable(),
  })
  .superRefine((value, context) => {
    if (!value.tiers) return;
    for (const problem of cancellationTierProblems(value.tiers)) {
      context.addIssue({ code: 'custom', path: problem.path, message: problem.message });
    }
  })
  .transform((value) => ({ tiers: value.tiers && sortedTiers(value.tiers) }))
  .meta({ id: 'SaveCancellationPolicy' });
export type SaveCancellationPolicyBody = z.input<typeof saveCancellationPolicyBody>;

/** GET /cancellation-policy: the global tiers (null: none) and every route price with its own. */
export const cancellationPolicyResponse = z
  .object({
    global: cancellationTermsSchema.nullable(),
    routes: z.array(z.object({ taxiServiceId: z.uuid(), tiers: cancellationTermsSchema })),
  })
  .meta({ id: 'CancellationPolicy' });
export type CancellationPolicy = z.infer<typeof cancellationPolicyResponse>;

/** GET …/{id}/cancellation: what cancelling now costs under the booking's own terms. */
export const cancellationQuoteSchema = z
  .object({
    terms: cancellationTermsSchema,
    /** The tier that applies now (null: free terms). */
    tier: cancellationTierSchema.nullable(),
    feePercent: z.number().int(),
    total: z.number().int(),
    /** Minor units: round half up of total × percent / 100. */
    fee: z.number().int(),
    refund: z.number().int(),
    currency: z.string(),
    /** Whether the caller may cancel now (status, pickup, and for a customer a zero fee). */
    allowed: z.boolean(),
    /** Why not, as a message code (null when allowed). */
    reason: z.string().nullable(),
  })
  .meta({ id: 'CancellationQuote' });
export type CancellationQuote = z.infer<typeof cancellationQuoteSchema>;

/** The admin's refund (PATCH /agents-bookings/refund/:id): the full price, or the booking's terms. */
export const refundModes = ['Full', 'Terms'] as const;
export type RefundMode = (typeof refundModes)[number];
