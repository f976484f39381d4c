ALTER TABLE "agent_bookings" ADD COLUMN "return_leg_id" uuid;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD COLUMN "return_leg_id" uuid;--> statement-breakpoint
ALTER TABLE "agent_bookings" ADD CONSTRAINT "agent_bookings_return_leg_id_agent_bookings_id_fk" FOREIGN KEY ("return_leg_id") REFERENCES "public"."agent_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_bookings" ADD CONSTRAINT "customer_bookings_return_leg_id_customer_bookings_id_fk" FOREIGN KEY ("return_leg_id") REFERENCES "public"."customer_bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: an outward leg names its return leg, so a list row reads it from the row itself instead of
-- probing the return_of index once a row (issue #21). The return leg is inserted after its outward leg, in the
-- same transaction, so inserting it sets the outward's column, however the row is written.
CREATE FUNCTION "return_leg_linked"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('UPDATE %I SET return_leg_id = $1 WHERE id = $2', TG_TABLE_NAME) USING NEW.id, NEW.return_of;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "agent_bookings_return_leg_linked" AFTER INSERT ON "agent_bookings" FOR EACH ROW WHEN (NEW."return_of" IS NOT NULL) EXECUTE FUNCTION "return_leg_linked"();--> statement-breakpoint
CREATE TRIGGER "customer_bookings_return_leg_linked" AFTER INSERT ON "customer_bookings" FOR EACH ROW WHEN (NEW."return_of" IS NOT NULL) EXECUTE FUNCTION "return_leg_linked"();--> statement-breakpoint
UPDATE "agent_bookings" o SET "return_leg_id" = r."id" FROM "agent_bookings" r WHERE r."return_of" = o."id";--> statement-breakpoint
UPDATE "customer_bookings" o SET "return_leg_id" = r."id" FROM "customer_bookings" r WHERE r."return_of" = o."id";
