-- One trigram index over the searched text instead of one per column: a single index scan, and statistics
-- on the whole expression (see src/db/schema/booking-search.ts).
DROP INDEX "agent_bookings_search_reference";--> statement-breakpoint
DROP INDEX "agent_bookings_search_traveller_name";--> statement-breakpoint
DROP INDEX "agent_bookings_search_traveller_phone";--> statement-breakpoint
DROP INDEX "agent_bookings_search_flight_number";--> statement-breakpoint
DROP INDEX "customer_bookings_search_reference";--> statement-breakpoint
DROP INDEX "customer_bookings_search_traveller_name";--> statement-breakpoint
DROP INDEX "customer_bookings_search_traveller_phone";--> statement-breakpoint
DROP INDEX "customer_bookings_search_flight_number";--> statement-breakpoint
CREATE INDEX "agent_bookings_search" ON "agent_bookings" USING gin (("reference" || ' ' || "traveller_name" || ' ' || "traveller_phone" || ' ' || coalesce("flight_number", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_bookings_search" ON "customer_bookings" USING gin (("reference" || ' ' || "traveller_name" || ' ' || "traveller_phone" || ' ' || coalesce("flight_number", '')) gin_trgm_ops);