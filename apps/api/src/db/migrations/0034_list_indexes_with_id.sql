DROP INDEX "agent_bookings_agent_created";--> statement-breakpoint
DROP INDEX "agent_bookings_status";--> statement-breakpoint
DROP INDEX "customer_bookings_status";--> statement-breakpoint
CREATE INDEX "agent_bookings_agent_created" ON "agent_bookings" USING btree ("agent_id","created_at","id");--> statement-breakpoint
CREATE INDEX "agent_bookings_status" ON "agent_bookings" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "customer_bookings_status" ON "customer_bookings" USING btree ("status","created_at","id");