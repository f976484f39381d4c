-- hand-written (no schema change)
-- The quote keeps the price rows, cars, areas and locations per process too (pricing-settings.ts): a change to
-- them gives pricing_settings_version a new token in the same transaction, as for the other pricing settings.
CREATE TRIGGER "taxi_services_pricing_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "taxi_services" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_settings_changed"();--> statement-breakpoint
CREATE TRIGGER "cars_pricing_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cars" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_settings_changed"();--> statement-breakpoint
CREATE TRIGGER "areas_pricing_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "areas" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_settings_changed"();--> statement-breakpoint
CREATE TRIGGER "locations_pricing_settings" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "pricing_settings_changed"();
