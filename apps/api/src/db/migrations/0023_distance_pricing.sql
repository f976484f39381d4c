CREATE TABLE "distance_pairs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area_id" uuid NOT NULL,
	"to_area_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distance_pairs_unique" UNIQUE("area_id","to_area_id"),
	CONSTRAINT "distance_pairs_ordered" CHECK ("distance_pairs"."area_id" <= "distance_pairs"."to_area_id")
);
--> statement-breakpoint
CREATE TABLE "distance_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"global" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "distance_tariffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"base_fare" bigint NOT NULL,
	"per_km" bigint NOT NULL,
	"minimum_fare" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "distance_tariffs_car_id_unique" UNIQUE("car_id"),
	CONSTRAINT "distance_tariffs_amounts" CHECK ("distance_tariffs"."base_fare" >= 0 and "distance_tariffs"."per_km" >= 1 and "distance_tariffs"."minimum_fare" >= 0)
);
--> statement-breakpoint
ALTER TABLE "agent_bookings" ALTER COLUMN "taxi_service_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_bookings" ALTER COLUMN "taxi_service_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD COLUMN "distance_tariff_id" uuid;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD COLUMN "pricing" text DEFAULT 'Route' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD COLUMN "distance_meters" integer;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "distance_tariff_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "pricing" text DEFAULT 'Route' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "distance_meters" integer;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "duration_seconds" integer;--> statement-breakpoint
ALTER TABLE "distance_pairs" ADD CONSTRAINT "distance_pairs_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distance_pairs" ADD CONSTRAINT "distance_pairs_to_area_id_areas_id_fk" FOREIGN KEY ("to_area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "distance_tariffs" ADD CONSTRAINT "distance_tariffs_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_distance_tariff_id_distance_tariffs_id_fk" FOREIGN KEY ("distance_tariff_id") REFERENCES "public"."distance_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_distance_tariff_id_distance_tariffs_id_fk" FOREIGN KEY ("distance_tariff_id") REFERENCES "public"."distance_tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- hand-written
INSERT INTO "distance_settings" ("global") VALUES (false);--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_priced_from" CHECK (("pricing" = 'Route' and "taxi_service_id" is not null and "distance_tariff_id" is null) or ("pricing" = 'Distance' and "distance_tariff_id" is not null and "taxi_service_id" is null));--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_priced_from" CHECK (("pricing" = 'Route' and "taxi_service_id" is not null and "distance_tariff_id" is null) or ("pricing" = 'Distance' and "distance_tariff_id" is not null and "taxi_service_id" is null));
