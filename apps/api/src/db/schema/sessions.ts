import { roles } from '@masar/contract/permission-names';
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Opaque refresh tokens, stored as SHA-256. Each use marks the row used and issues the next in its family. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    familyId: uuid('family_id').notNull(),
    role: text('role', { enum: roles }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('refresh_tokens_family').on(table.familyId),
    index('refresh_tokens_subject').on(table.role, table.subjectId),
  ],
);

/** Failed sign-ins, counted per IP and per account for the login rate limit; shared by every API node. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('login_failures_key_time').on(table.key, table.createdAt)],
);

/** Small key/value facts about this database (e.g. that demo data was loaded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
