-- pg_trgm is a trusted extension (PostgreSQL 13+): the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "agent_bookings_search_reference" ON "agent_bookings" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_bookings_search_traveller_name" ON "agent_bookings" USING gin ("traveller_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_bookings_search_traveller_phone" ON "agent_bookings" USING gin ("traveller_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "agent_bookings_search_flight_number" ON "agent_bookings" USING gin ("flight_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_bookings_search_reference" ON "customer_bookings" USING gin ("reference" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_bookings_search_traveller_name" ON "customer_bookings" USING gin ("traveller_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_bookings_search_traveller_phone" ON "customer_bookings" USING gin ("traveller_phone" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_bookings_search_flight_number" ON "customer_bookings" USING gin ("flight_number" gin_trgm_ops);