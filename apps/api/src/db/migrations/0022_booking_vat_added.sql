ALTER TABLE "agent_bookings" ADD COLUMN "vat_added_bp" integer;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "vat_added_bp" integer;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_vat_added_rate" CHECK ("agent_bookings"."vat_added_bp" between 0 and 10000);--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_vat_added_rate" CHECK ("customer_bookings"."vat_added_bp" between 0 and 10000);