CREATE TABLE "areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"polygon" jsonb NOT NULL,
	"min_lat" double precision NOT NULL,
	"max_lat" double precision NOT NULL,
	"min_lng" double precision NOT NULL,
	"max_lng" double precision NOT NULL,
	"area_km2" double precision NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "car_images" (
	"image_id" uuid PRIMARY KEY NOT NULL,
	"car_id" uuid NOT NULL,
	"thumb_image_id" uuid NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"type" text NOT NULL,
	"passengers" integer NOT NULL,
	"bags" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "cars_passengers_range" CHECK ("cars"."passengers" between 1 and 60),
	CONSTRAINT "cars_bags_range" CHECK ("cars"."bags" between 0 and 60)
);
--> statement-breakpoint
CREATE TABLE "extra_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"description_ar" text,
	"description_en" text,
	"price" bigint NOT NULL,
	"max_quantity" integer DEFAULT 1 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "extra_services_price_not_negative" CHECK ("extra_services"."price" >= 0),
	CONSTRAINT "extra_services_max_quantity_range" CHECK ("extra_services"."max_quantity" between 1 and 20)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"type" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"area_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "taxi_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"area_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"location_id" uuid,
	"price" bigint NOT NULL,
	"hourly_price" bigint,
	"min_hours" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "taxi_services_price_positive" CHECK ("taxi_services"."price" > 0),
	CONSTRAINT "taxi_services_hourly_price_positive" CHECK ("taxi_services"."hourly_price" is null or "taxi_services"."hourly_price" > 0),
	CONSTRAINT "taxi_services_min_hours" CHECK (("taxi_services"."hourly_price" is null and "taxi_services"."min_hours" is null) or ("taxi_services"."hourly_price" is not null and "taxi_services"."min_hours" between 1 and 24))
);
--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_image_id_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_thumb_image_id_images_id_fk" FOREIGN KEY ("thumb_image_id") REFERENCES "public"."images"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxi_services" ADD CONSTRAINT "taxi_services_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxi_services" ADD CONSTRAINT "taxi_services_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "taxi_services" ADD CONSTRAINT "taxi_services_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "areas_bbox_lat" ON "areas" USING btree ("min_lat","max_lat") WHERE "areas"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "areas_bbox_lng" ON "areas" USING btree ("min_lng","max_lng") WHERE "areas"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_name_en_unique" ON "areas" USING btree (lower("name_en")) WHERE "areas"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "areas_name_ar_unique" ON "areas" USING btree (lower("name_ar")) WHERE "areas"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "car_images_car_position" ON "car_images" USING btree ("car_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_name_en_unique" ON "cars" USING btree (lower("name_en")) WHERE "cars"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cars_name_ar_unique" ON "cars" USING btree (lower("name_ar")) WHERE "cars"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "extra_services_name_en_unique" ON "extra_services" USING btree (lower("name_en")) WHERE "extra_services"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "extra_services_name_ar_unique" ON "extra_services" USING btree (lower("name_ar")) WHERE "extra_services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "locations_area" ON "locations" USING btree ("area_id");--> statement-breakpoint
CREATE INDEX "locations_point" ON "locations" USING btree ("lat","lng") WHERE "locations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_en_unique" ON "locations" USING btree (lower("name_en")) WHERE "locations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "locations_name_ar_unique" ON "locations" USING btree (lower("name_ar")) WHERE "locations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "taxi_services_area_car_location_unique" ON "taxi_services" USING btree ("area_id","car_id",coalesce("location_id", '00000000-0000-0000-0000-000000000000'::uuid)) WHERE "taxi_services"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "taxi_services_car" ON "taxi_services" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "taxi_services_location" ON "taxi_services" USING btree ("location_id");