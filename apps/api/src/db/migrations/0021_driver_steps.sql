CREATE TABLE "driver_job_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"job_id" uuid NOT NULL,
	"driver_id" uuid NOT NULL,
	"step" text NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"accuracy" double precision,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_job_steps_position" CHECK (num_nonnulls("driver_job_steps"."lat", "driver_job_steps"."lng", "driver_job_steps"."accuracy") in (0, 3))
);
--> statement-breakpoint
CREATE TABLE "driver_step_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"no_show_wait_airport_minutes" integer DEFAULT 30 NOT NULL,
	"no_show_wait_other_minutes" integer DEFAULT 15 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "driver_step_settings_one_row" CHECK ("driver_step_settings"."id" = 1),
	CONSTRAINT "driver_step_settings_wait_range" CHECK ("driver_step_settings"."no_show_wait_airport_minutes" between 0 and 240 and "driver_step_settings"."no_show_wait_other_minutes" between 0 and 240)
);
--> statement-breakpoint
ALTER TABLE "driver_job_steps" ADD CONSTRAINT "driver_job_steps_job_id_driver_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."driver_jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_job_steps" ADD CONSTRAINT "driver_job_steps_driver_id_drivers_id_fk" FOREIGN KEY ("driver_id") REFERENCES "public"."drivers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_step_settings" ADD CONSTRAINT "driver_step_settings_updated_by_admins_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "driver_job_steps_job" ON "driver_job_steps" USING btree ("job_id","created_at");--> statement-breakpoint
-- hand-written
-- The steps' settings have one row, with the default waiting times (30 min at an airport, 15 elsewhere).
INSERT INTO "driver_step_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A job's timeline is append-only: refuse any UPDATE or DELETE of a step.
CREATE FUNCTION driver_job_steps_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'driver_job_steps are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER driver_job_steps_append_only BEFORE UPDATE OR DELETE ON "driver_job_steps"
  FOR EACH ROW EXECUTE FUNCTION driver_job_steps_append_only();
