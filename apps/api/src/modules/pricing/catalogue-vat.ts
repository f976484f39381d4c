import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { sellerSettings } from '../../db/schema/index';

/**
 * VAT on catalogue prices (decision 0012 and its addendum), the one place a price gets VAT added.
 * Catalogue prices either include VAT (the default: what the catalogue says is what is charged) or exclude
 * it: then every unit price (a transfer, one hour, one extra, one surcharge) is charged as
 * `unit + round_half_up(unit × rate / 10000)`, and a line is that charged unit × quantity. Integers only.
 */

/** round_half_up(numerator / denominator) for non-negative integers, exact (no floating point). */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  const n = BigInt(numerator);
  const d = BigInt(denominator);
  return Number((2n * n + d) / (2n * d));
}

/** The VAT added to one catalogue unit price that excludes VAT. */
export const vatOnUnit = (unit: number, rateBasisPoints: number) =>
  divideRoundHalfUp(unit * rateBasisPoints, 10_000);

/** What one unit is charged: the catalogue price, plus VAT when `rateBasisPoints` is set (prices exclude it). */
export const chargedUnit = (unit: number, rateBasisPoints: number | null) =>
  rateBasisPoints === null ? unit : unit + vatOnUnit(unit, rateBasisPoints);

/**
 * The catalogue unit price behind a charged one (the inverse of `chargedUnit`; the invoice's net). The
 * charged price grows by at least 1 with each minor unit of catalogue price, so exactly one catalogue price
 * gives each charged price; it lies next to charged × 10000 / (10000 + rate).
 */
export function catalogueUnitOf(charged: number, rateBasisPoints: number): number {
  const estimate = Math.floor((charged * 10_000) / (10_000 + rateBasisPoints));
  for (const unit of [estimate, estimate + 1, estimate - 1, estimate + 2, estimate - 2]) {
    if (unit >= 0 && chargedUnit(unit, rateBasisPoints) === charged) return unit;
  }
  throw new Error(`${charged} is not a catalogue price plus VAT at ${rateBasisPoints} basis points`);
}

/**
 * The rate pricing adds to catalogue prices now: null when the seller states catalogue prices with VAT
 * included (nothing is added), else the seller's VAT rate.
 */
export async function vatAddedToPrices(db: Queryable): Promise<number | null> {
  const [row] = await db
    .select({ rate: sellerSettings.vatRateBasisPoints, included: sellerSettings.pricesIncludeVat })
    .from(sellerSettings)
    .where(eq(sellerSettings.id, 1));
  if (!row) throw new Error('seller_settings has no row: run the migrations');
  return row.included ? null : row.rate;
}
