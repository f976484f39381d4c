-- created_at leads the reports' figures indexes (0008), which serve the lists' date order as well: one index less
-- to write on every booking.
DROP INDEX "agent_bookings_created";--> statement-breakpoint
DROP INDEX "customer_bookings_created";