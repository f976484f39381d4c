import { CANCELLATION_POLICY_ENTITY_ID } from '@masar/contract/admin-actions';
import type {
  CancellationPolicy,
  CancellationQuote,
  CancellationTier,
} from '@masar/contract/cancellation-policy';
import { message } from '@masar/contract/messages';
import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client';
import { cancellationSettings, taxiServices } from '../../db/schema/index';
import { notFound } from '../../lib/errors';
import { recordChange } from '../admin-actions/admin-actions.service';

/**
 * The cancellation policy (decision 0016): the global tiers (one settings row) and each route price's own
 * (`taxi_services.cancellation_tiers`), and the fee rule every cancellation uses. Each change is one
 * transaction and one admin action. Bookings copy the tiers at booking (pricing/trip-quote.ts puts them on
 * each offer), so nothing here ever changes a sold booking.
 */

async function settingsRow(db: Queryable, options: { lock?: boolean } = {}) {
  const query = db.select().from(cancellationSettings).orderBy(asc(cancellationSettings.id)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw new Error('cancellation_settings has no row (the migration inserts it)');
  return row;
}

/** The global tiers, furthest first; null when there is no global policy. */
export async function globalCancellationTiers(db: Queryable): Promise<CancellationTier[] | null> {
  return (await settingsRow(db)).tiers;
}

/** What a booking of a route price gets: the route's own tiers, else the global ones, else [] (free). */
export const termsOf = (
  routeTiers: CancellationTier[] | null | undefined,
  global: CancellationTier[] | null,
) => routeTiers ?? global ?? [];

/** GET /cancellation-policy */
export async function getCancellationPolicy(db: Queryable): Promise<CancellationPolicy> {
  const [global, routes] = await Promise.all([
    globalCancellationTiers(db),
    db
      .select({ taxiServiceId: taxiServices.id, tiers: taxiServices.cancellationTiers })
      .from(taxiServices)
      .where(and(isNull(taxiServices.deletedAt), isNotNull(taxiServices.cancellationTiers)))
      .orderBy(asc(taxiServices.id)),
  ]);
  return {
    global,
    routes: routes.map((row) => ({ taxiServiceId: row.taxiServiceId, tiers: row.tiers ?? [] })),
  };
}

/** PUT /cancellation-policy: the global tiers (null: none). */
export async function setGlobalCancellationPolicy(
  db: Database,
  tiers: CancellationTier[] | null,
  adminId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await settingsRow(tx, { lock: true });
    await tx
      .update(cancellationSettings)
      .set({ tiers, updatedAt: sql`now()` })
      .where(eq(cancellationSettings.id, before.id));
    const was = { id: CANCELLATION_POLICY_ENTITY_ID, tiers: before.tiers };
    const now = { id: CANCELLATION_POLICY_ENTITY_ID, tiers };
    await recordChange(tx, adminId, 'CancellationPolicy', { action: 'Update', before: was, after: now });
  });
}

/** PUT /cancellation-policy/routes/:id: one route price's own tiers (null: the global policy applies). */
export async function setRouteCancellationPolicy(
  db: Database,
  taxiServiceId: string,
  tiers: CancellationTier[] | null,
  adminId?: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ id: taxiServices.id, tiers: taxiServices.cancellationTiers })
      .from(taxiServices)
      .where(and(eq(taxiServices.id, taxiServiceId), isNull(taxiServices.deletedAt)))
      .for('update');
    if (!before) throw notFound(message('taxiServiceNotFound'));
    await tx
      .update(taxiServices)
      .set({ cancellationTiers: tiers, updatedAt: sql`now()` })
      .where(eq(taxiServices.id, taxiServiceId));
    const was = { id: before.id, cancellationTiers: before.tiers };
    const now = { id: before.id, cancellationTiers: tiers };
    await recordChange(tx, adminId, 'TaxiService', { action: 'Update', before: was, after: now });
  });
}

/** What cancelling costs at `now`: the tier that applies and the fee in minor units. */
export interface CancellationFee {
  tier: CancellationTier | null;
  feePercent: number;
  fee: number;
  refund: number;
}

/**
 * The fee rule (decision 0016): the tier with the largest `hoursBefore` not above the hours left before
 * pickup (hours are absolute, no time zone); fee = round half up of total × percent / 100, in minor units.
 * Exactly 24 h before pickup is still the 24 h tier; 1 s less is the next one. Past pickup, the 0 h tier.
 */
export function cancellationFee(
  terms: CancellationTier[],
  total: number,
  pickupAt: Date,
  now: Date = new Date(),
): CancellationFee {
  const msLeft = pickupAt.getTime() - now.getTime();
  const tier =
    [...terms]
      .sort((a, b) => b.hoursBefore - a.hoursBefore)
      .find((candidate) => candidate.hoursBefore * 3_600_000 <= Math.max(msLeft, 0)) ?? null;
  const feePercent = tier?.feePercent ?? 0;
  // Integers only: total × percent is exact, and (x + 50) div 100 rounds half up for x ≥ 0.
  const fee = Math.floor((total * feePercent + 50) / 100);
  return { tier, feePercent, fee, refund: total - fee };
}

/** What a cancellation quote needs of a booking of either kind. */
export interface CancellableBooking {
  cancellationTerms: CancellationTier[];
  pickupAt: string;
  price: { total: number; currency: string };
}

/**
 * GET …/{id}/cancellation: the fee and refund under the booking's own terms right now, and whether the
 * caller may cancel (`refusal` gives the reason, as a message, when not; it sees the fee).
 */
export function quoteCancellation(
  booking: CancellableBooking,
  refusal: (fee: CancellationFee, pickupPassed: boolean) => string | null,
  now: Date = new Date(),
): CancellationQuote {
  const { total, currency } = booking.price;
  const pickupAt = new Date(booking.pickupAt);
  const fee = cancellationFee(booking.cancellationTerms, total, pickupAt, now);
  const reason = refusal(fee, pickupAt.getTime() <= now.getTime());
  return {
    terms: booking.cancellationTerms,
    tier: fee.tier,
    feePercent: fee.feePercent,
    total,
    fee: fee.fee,
    refund: fee.refund,
    currency,
    allowed: reason === null,
    reason,
  };
}
