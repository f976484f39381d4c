import type { CancellationTier } from '@masar/contract/cancellation-policy';
import type { Car, CarImage } from '@masar/contract/cars';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { distanceSettings, locations, pricingSettingsVersion } from '../../db/schema/index';
import { preparedPerHandle } from '../../db/statements';
import { type AreaRow, activeAreas } from '../areas/areas.service';
import { globalCancellationTiers } from '../cancellation-policy/cancellation-policy.service';
import { allCarImages } from '../cars/car-images';
import { type CarRow, toCar } from '../cars/cars.service';
import { vatAddedToPrices } from './catalogue-vat';
import { type RouteIndex, readRouteIndex } from './route-prices';
import { activeSurchargeRules, type SurchargeRule } from './trip-surcharges';

/**
 * The rarely-changing settings and catalogue every quote reads (decisions 0009, 0012, 0014, 0015, 0016): the
 * price rows, areas and locations, the rules, and the cars' images.
 */
export interface PricingSettings {
  /** Every active price row of an active car, by the area it is stored on and its other end. */
  routes: RouteIndex;
  /** Every active area, smallest first. */
  areas: AreaRow[];
  /** Every active location (a trip's location end), by id. */
  locations: Map<string, LocationPoint>;
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
  /** The cars offers have shown under these settings, by id (filled by offeredCar). */
  offeredCars: Map<string, Car>;
}

export interface LocationPoint {
  id: string;
  nameAr: string;
  nameEn: string;
  type: (typeof locations.$inferSelect)['type'];
  lat: number;
  lng: number;
}

/**
 * The settings as last read by this process, with the token of `pricing_settings_version` they were read
 * under. The migrations' triggers give that row a new random token in the same transaction as any change
 * to the tables behind these settings (surcharges, seller_settings, cancellation_settings,
 * distance_settings, car_images, taxi_services, cars, areas, locations), so a statement that still sees the cached token sees exactly the cached settings:
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

/**
 * The token as an expression, for a caller that reads it in a statement of its own before pricing (the agent's
 * booking, with its reference) and hands it to pricingSettings: one round trip less.
 */
export const pricingTokenSql = sql`(select ${pricingSettingsVersion.token} from ${pricingSettingsVersion} where ${pricingSettingsVersion.id} = 1)`;

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
 * only hold settings newer than its token (read again at the next quote), never older. Quotes that find the
 * same new token wait for one read (reading 40,000 price rows once per process, not once per quote).
 * `knownToken`: the token as the caller's earlier statement read it (pricingTokenSql).
 */
export async function pricingSettings(db: Queryable, knownToken?: string): Promise<PricingSettings> {
  const token = knownToken ?? (await currentToken(db));
  if (cached?.token === token) return cached.settings;
  if (loading?.token !== token) {
    const read = { token, settings: readSettings(db) };
    loading = read;
    read.settings.then(
      (settings) => {
        if (loading === read) loading = undefined;
        cached = { token, settings };
      },
      () => {
        if (loading === read) loading = undefined;
      },
    );
  }
  return loading.settings;
}

let loading: { token: string; settings: Promise<PricingSettings> } | undefined;

async function readSettings(db: Queryable): Promise<PricingSettings> {
  // One after another: `db` may be a transaction (the demo data prices its bookings in one), whose single
  // connection takes one statement at a time; a re-read is rare, and the 40,000 price rows are most of it.
  const routes = await readRouteIndex(db);
  const areas = await activeAreas(db);
  const locationRows = await activeLocations(db);
  const rules = await activeSurchargeRules(db);
  const vatAddedBasisPoints = await vatAddedToPrices(db);
  const globalTiers = await globalCancellationTiers(db);
  const distance = await db.select({ global: distanceSettings.global }).from(distanceSettings).limit(1);
  const carImages = await allCarImages(db);
  return {
    routes,
    areas,
    locations: new Map(locationRows.map((row) => [row.id, row])),
    rules,
    vatAddedBasisPoints,
    globalTiers,
    distanceGlobal: distance[0]?.global ?? false,
    carImages,
    offeredCars: new Map(),
  };
}

/** A car as an offer shows it, with its images: built once per car while the settings hold. */
export function offeredCar(settings: PricingSettings, car: CarRow): Car {
  let offered = settings.offeredCars.get(car.id);
  if (!offered) {
    offered = toCar(car, settings.carImages.get(car.id) ?? []);
    settings.offeredCars.set(car.id, offered);
  }
  return offered;
}

const activeLocations = (db: Queryable): Promise<LocationPoint[]> =>
  db
    .select({
      id: locations.id,
      nameAr: locations.nameAr,
      nameEn: locations.nameEn,
      type: locations.type,
      lat: locations.lat,
      lng: locations.lng,
    })
    .from(locations)
    .where(and(eq(locations.active, true), isNull(locations.deletedAt)));
