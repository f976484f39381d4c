CREATE TABLE "surcharges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"kind" text NOT NULL,
	"value" bigint NOT NULL,
	"from_time" time,
	"to_time" time,
	"days" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"from_date" date,
	"to_date" date,
	"area_id" uuid,
	"car_type" text,
	"priority" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "surcharges_value_range" CHECK ("surcharges"."value" >= 1 and ("surcharges"."kind" <> 'Percent' or "surcharges"."value" <= 10000)),
	CONSTRAINT "surcharges_window_whole" CHECK (("surcharges"."from_time" is null) = ("surcharges"."to_time" is null)),
	CONSTRAINT "surcharges_dates_in_order" CHECK ("surcharges"."from_date" is null or "surcharges"."to_date" is null or "surcharges"."from_date" <= "surcharges"."to_date")
);
--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD COLUMN "surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD COLUMN "surcharges_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "surcharges" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "surcharges_total" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "surcharges" ADD CONSTRAINT "surcharges_area_id_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."areas"("id") ON DELETE no action ON UPDATE no action;