CREATE TABLE "cancellation_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tiers" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "transactions_one_booking_debit";--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD COLUMN "cancellation_terms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "cancellation_terms" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "taxi_services" ADD COLUMN "cancellation_tiers" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_cancellation_fee" ON "transactions" USING btree ("booking_id") WHERE "transactions"."note_code" = 'CancellationFee';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_booking_debit" ON "transactions" USING btree ("booking_id") WHERE "transactions"."type" = 'Booking' and "transactions"."note_code" is distinct from 'CancellationFee';--> statement-breakpoint
-- hand-written
INSERT INTO "cancellation_settings" ("tiers") VALUES (NULL);--> statement-breakpoint
ALTER TABLE "cancellation_settings" ADD CONSTRAINT "cancellation_settings_tiers_list" CHECK ("tiers" is null or jsonb_typeof("tiers") = 'array');--> statement-breakpoint
ALTER TABLE "taxi_services" ADD CONSTRAINT "taxi_services_cancellation_tiers_list" CHECK ("cancellation_tiers" is null or jsonb_typeof("cancellation_tiers") = 'array');--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_cancellation_terms_list" CHECK (jsonb_typeof("cancellation_terms") = 'array');--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_cancellation_terms_list" CHECK (jsonb_typeof("cancellation_terms") = 'array');--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_cancellation_fee_is_booking" CHECK ("note_code" is distinct from 'CancellationFee' or ("type" = 'Booking' and "booking_id" is not null));
