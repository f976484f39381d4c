DROP INDEX "agent_bookings_reference_unique";--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD COLUMN "return_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD COLUMN "return_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD COLUMN "return_of" uuid;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "return_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "return_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "taxi_services" ADD COLUMN "return_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_return_of_agent_bookings_id_fk" FOREIGN KEY ("return_of") REFERENCES "public"."agent_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bookings_return_of_unique" ON "agent_bookings" USING btree ("return_of");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bookings_reference_unique" ON "agent_bookings" USING btree ("reference") WHERE "agent_bookings"."return_of" is null;--> statement-breakpoint
ALTER TABLE "taxi_services" ADD CONSTRAINT "taxi_services_return_discount" CHECK ("taxi_services"."return_discount_percent" >= 0 and "taxi_services"."return_discount_percent" < 100);--> statement-breakpoint
-- hand-written
-- A return leg is another row (decision 0017), never the row itself.
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_return_not_self" CHECK ("return_of" <> "id");
