import { pgTable, smallint, uuid } from 'drizzle-orm/pg-core';

/**
 * One row (created by the migration): a token that changes, in the same transaction, with every change to
 * the settings each quote reads — surcharge rules, seller settings (VAT), the global cancellation policy,
 * the distance pricing switch — and to the cars' images (triggers in the migration). Each API process keeps those settings with the
 * token they were read under and reads them again when the token differs (pricing/pricing-settings.ts).
 */
export const pricingSettingsVersion = pgTable('pricing_settings_version', {
  id: smallint('id').primaryKey().default(1),
  token: uuid('token').notNull().defaultRandom(),
});
