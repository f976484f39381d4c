-- The reports read bookings and ledger entries from their *_figures / wallet_changes indexes alone
-- (index-only scans, migration 0008). An index-only scan still reads the table for each entry on a page
-- the visibility map does not mark all-visible, and only vacuum marks pages. Measured on 500,000
-- bookings: after changes to the last 25 days' bookings (33,000 rows), a year's figures fetched 66,000
-- rows from the table and took twice the time; the default lets 20 % of a table change before
-- autovacuum. Vacuum these after 1 % instead (5,000 of 500,000 rows; a run skips all-visible pages).
ALTER TABLE "agent_bookings" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);--> statement-breakpoint
ALTER TABLE "customer_bookings" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);--> statement-breakpoint
ALTER TABLE "transactions" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_insert_scale_factor = 0.01);
