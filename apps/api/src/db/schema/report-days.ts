import { bigint, date, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The reports' figures of closed business days, kept so a year's report reads a few rows a day instead of
 * every booking (modules/reports/report-days.ts). A day's rows are one per dimension and key: `all` (the
 * day's totals; its presence says the day is kept), `status`, `area`, `carType`, `agent` (bookings made that
 * day), `accepted` and `completed` (agent bookings accepted or completed that day). Days are in `time_zone`.
 * Rows of grain `month` (day: the month's first) sum a closed month's day rows: a year is then 12 rows per
 * agent instead of one per agent and day.
 */
export const reportDayFigures = pgTable(
  'report_day_figures',
  {
    timeZone: text('time_zone').notNull(),
    grain: text('grain', { enum: ['day', 'month'] }).notNull(),
    dimension: text('dimension', {
      enum: ['all', 'status', 'area', 'carType', 'agent', 'accepted', 'completed'],
    }).notNull(),
    day: date('day').notNull(),
    key: text('key').notNull(),
    agentBookings: bigint('agent_bookings', { mode: 'number' }).notNull(),
    agentValue: bigint('agent_value', { mode: 'number' }).notNull(),
    revenue: bigint('revenue', { mode: 'number' }).notNull(),
    customerBookings: bigint('customer_bookings', { mode: 'number' }).notNull(),
    expectedCash: bigint('expected_cash', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.timeZone, table.grain, table.dimension, table.day, table.key] })],
);

/**
 * The times a booking change touched (made, accepted, completed; before and after), written by triggers on
 * the bookings tables in the changing transaction. The next report counts the kept days they fall on again.
 */
export const reportChanges = pgTable('report_changes', {
  at: timestamp('at', { withTimezone: true }).notNull(),
});
