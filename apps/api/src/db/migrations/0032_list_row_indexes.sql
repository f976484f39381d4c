DROP INDEX "customer_bookings_user_created";--> statement-breakpoint
CREATE INDEX "agent_bookings_reference" ON "agent_bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "customer_bookings_reference" ON "customer_bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "customer_bookings_created" ON "customer_bookings" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "customer_bookings_user_created" ON "customer_bookings" USING btree ("user_id","created_at","id");