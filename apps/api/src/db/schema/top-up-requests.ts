import { receiptMimeTypes, topUpRequestStatuses } from '@masar/contract/top-up-requests';
import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins, agents } from './accounts';
import { transactions } from './transactions';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * An agent's top-up request (issue #19). The receipt stays here, not in `images` (which anyone may read):
 * only its agent and the payments admins see it. Approving writes one TopUp entry (`transaction_id`).
 */
export const topUpRequests = pgTable(
  'top_up_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    bankReference: text('bank_reference').notNull(),
    receiptMime: text('receipt_mime', { enum: receiptMimeTypes }),
    receiptBytes: bytea('receipt_bytes'),
    status: text('status', { enum: topUpRequestStatuses }).notNull().default('Pending'),
    decidedBy: uuid('decided_by').references(() => admins.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    reason: text('reason'),
    transactionId: uuid('transaction_id').references(() => transactions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('top_up_requests_agent_created').on(table.agentId, table.createdAt),
    index('top_up_requests_status_created').on(table.status, table.createdAt),
    check('top_up_requests_amount_positive', sql`${table.amount} > 0`),
    check('top_up_requests_decision', sql`(${table.status} = 'Pending') = (${table.decidedAt} is null)`),
  ],
);
