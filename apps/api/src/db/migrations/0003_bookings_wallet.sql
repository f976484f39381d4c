CREATE TABLE "agent_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"agent_id" uuid NOT NULL,
	"status" text DEFAULT 'Requested' NOT NULL,
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
	"place_id" uuid,
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
	"refunded_at" timestamp with time zone,
	"refunded_by" uuid,
	"refund_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agent_bookings_total_positive" CHECK ("agent_bookings"."total_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_reference_counters" (
	"day" date PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"type" text NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"currency" text NOT NULL,
	"booking_id" uuid,
	"admin_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transactions_amount_positive" CHECK ("transactions"."amount" > 0),
	CONSTRAINT "transactions_balance_after_not_negative" CHECK ("transactions"."balance_after" >= 0),
	CONSTRAINT "transactions_type_direction" CHECK (("transactions"."type" in ('TopUp', 'Refund') and "transactions"."direction" = 'Incoming') or ("transactions"."type" in ('Booking', 'Withdrawal') and "transactions"."direction" = 'Outgoing'))
);
--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_taxi_service_id_taxi_services_id_fk" FOREIGN KEY ("taxi_service_id") REFERENCES "public"."taxi_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_accepted_by_admins_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_completed_by_admins_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_refunded_by_admins_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_booking_id_agent_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."agent_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bookings_reference_unique" ON "agent_bookings" USING btree ("reference");--> statement-breakpoint
CREATE UNIQUE INDEX "agent_bookings_idempotency_unique" ON "agent_bookings" USING btree ("agent_id","idempotency_key") WHERE "agent_bookings"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "agent_bookings_agent_created" ON "agent_bookings" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "agent_bookings_agent_pickup" ON "agent_bookings" USING btree ("agent_id","pickup_at");--> statement-breakpoint
CREATE INDEX "agent_bookings_created" ON "agent_bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "agent_bookings_pickup" ON "agent_bookings" USING btree ("pickup_at");--> statement-breakpoint
CREATE INDEX "agent_bookings_status" ON "agent_bookings" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "transactions_agent_created" ON "transactions" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_created" ON "transactions" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_booking_debit" ON "transactions" USING btree ("booking_id") WHERE "transactions"."type" = 'Booking';--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_one_booking_refund" ON "transactions" USING btree ("booking_id") WHERE "transactions"."type" = 'Refund';--> statement-breakpoint
-- The ledger is append-only (DESIGN.md §5): refuse any UPDATE or DELETE of an entry.
CREATE FUNCTION transactions_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'transactions are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER transactions_append_only BEFORE UPDATE OR DELETE ON "transactions"
  FOR EACH ROW EXECUTE FUNCTION transactions_append_only();
