CREATE TABLE "pricing_settings_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
-- hand-written
INSERT INTO "pricing_settings_version" ("id") VALUES (1);--> statement-breakpoint
ALTER TABLE "pricing_settings_version" ADD CONSTRAINT "pricing_settings_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
CREATE FUNCTION "pricing_settings_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "pricing_settings_version" SET "token" = gen_random_uuid() WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "surcharges_pricing_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "surcharges" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_settings_changed"();--> statement-breakpoint
CREATE TRIGGER "seller_settings_pricing_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "seller_settings" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_settings_changed"();--> statement-breakpoint
CREATE TRIGGER "cancellation_settings_pricing_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cancellation_settings" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_settings_changed"();--> statement-breakpoint
CREATE TRIGGER "distance_settings_pricing_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "distance_settings" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_settings_changed"();
--> statement-breakpoint
CREATE TRIGGER "car_images_pricing_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "car_images" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_settings_changed"();
