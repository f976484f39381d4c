CREATE TYPE "public"."route_direction" AS ENUM('BothWays', 'FromArea', 'ToArea');--> statement-breakpoint
DROP INDEX "taxi_services_area_car_location_unique";--> statement-breakpoint
ALTER TABLE "taxi_services" ADD COLUMN "to_area_id" uuid;--> statement-breakpoint
ALTER TABLE "taxi_services" ADD COLUMN "direction" "route_direction" DEFAULT 'BothWays' NOT NULL;--> statement-breakpoint
ALTER TABLE "taxi_services" ADD CONSTRAINT "taxi_services_to_area_id_areas_id_fk" FOREIGN KEY ("to_area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "taxi_services_route_unique" ON "taxi_services" USING btree ("area_id","car_id",coalesce("location_id", "to_area_id", '00000000-0000-0000-0000-000000000000'::uuid),"direction") WHERE "taxi_services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "taxi_services_to_area" ON "taxi_services" USING btree ("to_area_id");--> statement-breakpoint
ALTER TABLE "taxi_services" ADD CONSTRAINT "taxi_services_one_other_end" CHECK ("taxi_services"."location_id" is null or "taxi_services"."to_area_id" is null);--> statement-breakpoint
ALTER TABLE "taxi_services" ADD CONSTRAINT "taxi_services_to_other_area" CHECK ("taxi_services"."to_area_id" <> "taxi_services"."area_id");--> statement-breakpoint
ALTER TABLE "taxi_services" ADD CONSTRAINT "taxi_services_within_both_ways" CHECK ("taxi_services"."location_id" is not null or "taxi_services"."to_area_id" is not null or "taxi_services"."direction" = 'BothWays');