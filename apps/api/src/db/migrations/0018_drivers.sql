CREATE TABLE "driver_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_booking_id" uuid,
	"customer_booking_id" uuid,
	"driver_id" uuid,
	"vehicle_id" uuid,
	"status" text DEFAULT 'Unassigned' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"assigned_at" timestamp with time zone,
	"assigned_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_jobs_one_booking" CHECK (num_nonnulls("driver_jobs"."agent_booking_id", "driver_jobs"."customer_booking_id") = 1),
	CONSTRAINT "driver_jobs_driver_and_vehicle" CHECK (("driver_jobs"."driver_id" is null) = ("driver_jobs"."vehicle_id" is null))
);
--> statement-breakpoint
CREATE TABLE "driver_vehicles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"driver_id" uuid NOT NULL,
	"car_id" uuid NOT NULL,
	"plate_letters" text NOT NULL,
	"plate_number" text NOT NULL,
	"plate_latin" text NOT NULL,
	"colour" text NOT NULL,
	"year" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "drivers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"mobile" text NOT NULL,
	"password_hash" text NOT NULL,
	"must_change_password" boolean DEFAULT true NOT NULL,
	"photo_image_id" uuid,
	"licence_number" text NOT NULL,
	"licence_expiry" date NOT NULL,
	"national_id" text NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "drivers_national_id_format" CHECK ("drivers"."national_id" ~ '^[12][0-9]{9}$')
);
--> statement-breakpoint
ALTER TABLE "driver_jobs" ADD CONSTRAINT "driver_jobs_agent_booking_id_agent_bookings_id_fk" FOREIGN KEY ("agent_booking_id") REFERENCES "public"."agent_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_jobs" ADD CONSTRAINT "driver_jobs_customer_booking_id_customer_bookings_id_fk" FOREIGN KEY ("customer_booking_id") REFERENCES "public"."customer_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_jobs" ADD CONSTRAINT "driver_jobs_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_jobs" ADD CONSTRAINT "driver_jobs_vehicle_id_driver_vehicles_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."driver_vehicles"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_jobs" ADD CONSTRAINT "driver_jobs_assigned_by_admins_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_vehicles" ADD CONSTRAINT "driver_vehicles_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_vehicles" ADD CONSTRAINT "driver_vehicles_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drivers" ADD CONSTRAINT "drivers_photo_image_id_images_id_fk" FOREIGN KEY ("photo_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "driver_jobs_agent_booking" ON "driver_jobs" USING btree ("agent_booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "driver_jobs_customer_booking" ON "driver_jobs" USING btree ("customer_booking_id");--> statement-breakpoint
CREATE INDEX "driver_jobs_driver" ON "driver_jobs" USING btree ("driver_id");--> statement-breakpoint
CREATE INDEX "driver_vehicles_driver" ON "driver_vehicles" USING btree ("driver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "drivers_mobile_unique" ON "drivers" USING btree ("mobile");