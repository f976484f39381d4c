import { adminActionNoteCodes } from '@masar/contract/admin-actions';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './accounts';

/** The log of admin changes (DESIGN.md §5): who did what to which row, with the state before and after. */
export const adminActions = pgTable(
  'admin_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => admins.id),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    /** What the system wrote, as a code (contract `adminActionNoteCodes`); `note` is what an admin typed. */
    noteCode: text('note_code', { enum: adminActionNoteCodes }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('admin_actions_entity').on(table.entityType, table.entityId, table.createdAt),
    index('admin_actions_admin').on(table.adminId, table.createdAt),
    index('admin_actions_created').on(table.createdAt),
    // The log filtered by action, newest first (issue #21).
    index('admin_actions_action').on(table.action, table.createdAt),
  ],
);
