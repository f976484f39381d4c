CREATE TABLE "report_changes" (
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_day_figures" (
	"time_zone" text NOT NULL,
	"grain" text NOT NULL,
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"agent_bookings" bigint NOT NULL,
	"agent_value" bigint NOT NULL,
	"revenue" bigint NOT NULL,
	"customer_bookings" bigint NOT NULL,
	"expected_cash" bigint NOT NULL,
	CONSTRAINT "report_day_figures_time_zone_grain_dimension_day_key_pk" PRIMARY KEY("time_zone","grain","dimension","day","key")
);
--> statement-breakpoint
-- hand-written
-- A booking change writes the times it touched (made, accepted, completed; before and after) in its own
-- transaction, so a report that reads report_changes later drops exactly the kept days it altered. One row
-- per change (no unique key): a refresh deletes only the rows it can see, and a change still being written
-- keeps its rows for the next refresh (modules/reports/report-days.ts).
CREATE FUNCTION report_agent_booking_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_changes (at)
  SELECT DISTINCT at FROM unnest(ARRAY[OLD.created_at, OLD.accepted_at, OLD.completed_at,
                                       NEW.created_at, NEW.accepted_at, NEW.completed_at]) at
   WHERE at IS NOT NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER report_agent_booking_written AFTER INSERT OR DELETE ON "agent_bookings"
  FOR EACH ROW EXECUTE FUNCTION report_agent_booking_changed();--> statement-breakpoint
CREATE TRIGGER report_agent_booking_updated AFTER UPDATE ON "agent_bookings"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_price IS DISTINCT FROM NEW.total_price
    OR OLD.area_id IS DISTINCT FROM NEW.area_id OR OLD.car_type IS DISTINCT FROM NEW.car_type
    OR OLD.agent_id IS DISTINCT FROM NEW.agent_id OR OLD.created_at IS DISTINCT FROM NEW.created_at
    OR OLD.accepted_at IS DISTINCT FROM NEW.accepted_at OR OLD.completed_at IS DISTINCT FROM NEW.completed_at)
  EXECUTE FUNCTION report_agent_booking_changed();--> statement-breakpoint
CREATE FUNCTION report_customer_booking_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO report_changes (at)
  SELECT DISTINCT at FROM unnest(ARRAY[OLD.created_at, NEW.created_at]) at WHERE at IS NOT NULL;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER report_customer_booking_written AFTER INSERT OR DELETE ON "customer_bookings"
  FOR EACH ROW EXECUTE FUNCTION report_customer_booking_changed();--> statement-breakpoint
CREATE TRIGGER report_customer_booking_updated AFTER UPDATE ON "customer_bookings"
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.total_price IS DISTINCT FROM NEW.total_price
    OR OLD.area_id IS DISTINCT FROM NEW.area_id OR OLD.car_type IS DISTINCT FROM NEW.car_type
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION report_customer_booking_changed();
