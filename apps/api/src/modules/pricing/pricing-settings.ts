import type { CancellationTier } from '@masar/contract/cancellation-policy';
import type { CarImage } from '@masar/contract/cars';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { distanceSettings, pricingSettingsVersion } from '../../db/schema/index';
import { preparedPerHandle } from '../../db/statements';
import { globalCancellationTiers } from '../cancellation-policy/cancellation-policy.service';
import { allCarImages } from '../cars/car-images';
import { vatAddedToPrices } from './catalogue-vat';
import { activeSurchargeRules, type SurchargeRule } from './trip-surcharges';

/** The rarely-changing settings every quote reads (decisions 0012, 0014, 0015, 0016) and the cars' images. */
export interface PricingSettings {
  /** The active surcharge rules. */
  rules: SurchargeRule[];
  /** The VAT rate added to catalogue prices; null when they include it. */
  vatAddedBasisPoints: number | null;
  /** The global cancellation tiers; null: no global policy. */
  globalTiers: CancellationTier[] | null;
  /** Distance pricing allowed for every pair of areas. */
  distanceGlobal: boolean;
  /** Every car's images, in order (an offer shows its car's). */
  carImages: Map<string, CarImage[]>;
}

/**
 * The settings as last read by this process, with the token of `pricing_settings_version` they were read
 * under. The migration's triggers give that row a new random token in the same transaction as any change
 * to the tables behind these settings (surcharges, seller_settings, cancellation_settings,
 * distance_settings, car_images), so a statement that still sees the cached token sees exactly the cached settings:
 * another API process's change (WEB_CONCURRENCY, or another node) is seen by the next quote here, with no
 * message between processes to wait for. A token is never reused, so two databases never share one unless
 * one is a copy of the other with the same settings.
 */
let cached: { token: string; settings: PricingSettings } | undefined;

/** The token now: one primary-key read, the only statement a quote spends on these settings while they hold. */
async function currentToken(db: Queryable): Promise<string> {
  const [row] = await tokenNow(db).execute();
  if (!row) throw new Error('pricing_settings_version has no row: run the migrations');
  return row.token;
}

const tokenNow = preparedPerHandle((db: Queryable) =>
  db
    .select({ token: pricingSettingsVersion.token })
    .from(pricingSettingsVersion)
    .where(eq(pricingSettingsVersion.id, 1))
    .prepare('pricing_settings_token'),
);

/**
 * The pricing settings, read again only when the token has changed. The settings are read after the token,
 * never before: each later statement sees the database at least as new as the token did, so the cache can
 * only hold settings newer than its token (read again at the next quote), never older.
 */
export async function pricingSettings(db: Queryable): Promise<PricingSettings> {
  const token = await currentToken(db);
  if (cached?.token === token) return cached.settings;
  const [rules, vatAddedBasisPoints, globalTiers, distance, carImages] = await Promise.all([
    activeSurchargeRules(db),
    vatAddedToPrices(db),
    globalCancellationTiers(db),
    db.select({ global: distanceSettings.global }).from(distanceSettings).limit(1),
    allCarImages(db),
  ]);
  const settings = {
    rules,
    vatAddedBasisPoints,
    globalTiers,
    distanceGlobal: distance[0]?.global ?? false,
    carImages,
  };
  cached = { token, settings };
  return settings;
}
