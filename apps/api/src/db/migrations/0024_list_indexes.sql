CREATE INDEX "admin_actions_action" ON "admin_actions" USING btree ("action","created_at");--> statement-breakpoint
CREATE INDEX "agent_bookings_status_pickup" ON "agent_bookings" USING btree ("status","pickup_at");--> statement-breakpoint
CREATE INDEX "agent_bookings_total" ON "agent_bookings" USING btree ("total_price","id");--> statement-breakpoint
CREATE INDEX "agent_bookings_status_total" ON "agent_bookings" USING btree ("status","total_price","id");--> statement-breakpoint
CREATE INDEX "agent_bookings_agent_total" ON "agent_bookings" USING btree ("agent_id","total_price","id");--> statement-breakpoint
CREATE INDEX "customer_bookings_status_pickup" ON "customer_bookings" USING btree ("status","pickup_at");--> statement-breakpoint
CREATE INDEX "customer_bookings_total" ON "customer_bookings" USING btree ("total_price","id");--> statement-breakpoint
CREATE INDEX "customer_bookings_status_total" ON "customer_bookings" USING btree ("status","total_price","id");--> statement-breakpoint
CREATE INDEX "transactions_amount" ON "transactions" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "transactions_agent_amount" ON "transactions" USING btree ("agent_id","amount","id");--> statement-breakpoint
CREATE INDEX "transactions_type_created" ON "transactions" USING btree ("type","created_at");