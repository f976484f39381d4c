CREATE TABLE "customer_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
	"payment_method" text NOT NULL,
	"direction" text NOT NULL,
	"area_id" uuid NOT NULL,
	"location_id" uuid,
	"car_id" uuid NOT NULL,
	"car_type" text NOT NULL,
	"taxi_service_id" uuid NOT NULL,
	"snapshot" jsonb NOT NULL,
	"place_address" text NOT NULL,
	"place_lat" double precision NOT NULL,
	"place_lng" double precision NOT NULL,
	"passengers" integer NOT NULL,
	"bags" integer NOT NULL,
	"hours" integer,
	"pickup_at" timestamp with time zone NOT NULL,
	"flight_number" text,
	"traveller_name" text NOT NULL,
	"traveller_phone" text NOT NULL,
	"traveller_email" text,
	"traveller_nationality" text,
	"notes" text,
	"transfer_price" bigint NOT NULL,
	"hourly_price" bigint,
	"extras" jsonb NOT NULL,
	"extras_total" bigint NOT NULL,
	"total_price" bigint NOT NULL,
	"currency" text NOT NULL,
	"idempotency_key" text,
	"request_hash" text,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" uuid,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_bookings_total_positive" CHECK ("customer_bookings"."total_price" > 0)
);
--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD COLUMN "lang" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_taxi_service_id_taxi_services_id_fk" FOREIGN KEY ("taxi_service_id") REFERENCES "public"."taxi_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_accepted_by_admins_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_completed_by_admins_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_cancelled_by_admins_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_bookings_reference_unique" ON "customer_bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_bookings_idempotency_unique" ON "customer_bookings" USING btree ("user_id","idempotency_key") WHERE "customer_bookings"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "customer_bookings_user_created" ON "customer_bookings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "customer_bookings_created" ON "customer_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "customer_bookings_pickup" ON "customer_bookings" USING btree ("pickup_at");--> statement-breakpoint
CREATE INDEX "customer_bookings_status" ON "customer_bookings" USING btree ("status","created_at");