-- hand-written (drizzle-kit would drop and rebuild the three indexes): the search indexes keep no pending list
-- (fastupdate off), and the list they had is merged into them now.
ALTER INDEX "users_search" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "agent_bookings_search" SET (fastupdate = false);--> statement-breakpoint
ALTER INDEX "customer_bookings_search" SET (fastupdate = false);--> statement-breakpoint
SELECT gin_clean_pending_list('users_search'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('agent_bookings_search'::regclass);--> statement-breakpoint
SELECT gin_clean_pending_list('customer_bookings_search'::regclass);
