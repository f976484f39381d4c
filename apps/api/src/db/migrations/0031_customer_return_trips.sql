DROP INDEX "customer_bookings_reference_unique";--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "return_of" uuid;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_return_of_customer_bookings_id_fk" FOREIGN KEY ("return_of") REFERENCES "public"."customer_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_bookings_return_of_unique" ON "customer_bookings" USING btree ("return_of");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_bookings_reference_unique" ON "customer_bookings" USING btree ("reference") WHERE "customer_bookings"."return_of" is null;--> statement-breakpoint
-- hand-written
-- A return leg is another row (decision 0017), never the row itself.
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_return_not_self" CHECK ("return_of" <> "id");
