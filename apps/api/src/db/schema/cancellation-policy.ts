import type { CancellationTier } from '@masar/contract/cancellation-policy';
import { jsonb, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One row (created by the migration): the global cancellation policy (decision 0016), furthest tier first;
 * null: no global policy, so a route without its own is free to cancel.
 */
export const cancellationSettings = pgTable('cancellation_settings', {
  id: uuid('id').primaryKey().defaultRandom(),
  tiers: jsonb('tiers').$type<CancellationTier[]>(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
