import { languages } from '@masar/contract/constants';
import { roles } from '@masar/contract/permission-names';
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Web Push subscriptions of signed-in accounts; one row per browser endpoint, owned by whoever last registered it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: text('role', { enum: roles }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The language the browser was in when it subscribed: notifications are written in it. */
    lang: text('lang', { enum: languages }).notNull().default('ar'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('push_subscriptions_subject').on(table.role, table.subjectId)],
);
