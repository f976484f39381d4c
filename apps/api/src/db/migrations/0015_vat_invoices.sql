CREATE TABLE "invoice_counters" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"agent_id" uuid,
	"agent_booking_id" uuid,
	"customer_booking_id" uuid,
	"booking_reference" text NOT NULL,
	"invoice_id" uuid,
	"invoice_number" text,
	"currency" text NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb,
	"lines" jsonb NOT NULL,
	"net" bigint NOT NULL,
	"vat" bigint NOT NULL,
	"total" bigint NOT NULL,
	CONSTRAINT "invoices_totals" CHECK ("invoices"."total" = "invoices"."net" + "invoices"."vat"),
	CONSTRAINT "invoices_one_booking" CHECK (("invoices"."agent_booking_id" is null) <> ("invoices"."customer_booking_id" is null))
);
--> statement-breakpoint
CREATE TABLE "seller_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"legal_name_ar" text NOT NULL,
	"legal_name_en" text NOT NULL,
	"vat_number" text NOT NULL,
	"cr_number" text NOT NULL,
	"address_ar" text NOT NULL,
	"address_en" text NOT NULL,
	"vat_rate_bp" integer DEFAULT 1500 NOT NULL,
	"prices_include_vat" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_settings_one_row" CHECK ("seller_settings"."id" = 1),
	CONSTRAINT "seller_settings_rate" CHECK ("seller_settings"."vat_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "legal_name" text;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_agent_booking_id_agent_bookings_id_fk" FOREIGN KEY ("agent_booking_id") REFERENCES "public"."agent_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_booking_id_customer_bookings_id_fk" FOREIGN KEY ("customer_booking_id") REFERENCES "public"."customer_bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_unique" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_sequence_unique" ON "invoices" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_agent_booking_unique" ON "invoices" USING btree ("kind","agent_booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_customer_booking_unique" ON "invoices" USING btree ("kind","customer_booking_id");--> statement-breakpoint
CREATE INDEX "invoices_issued" ON "invoices" USING btree ("issued_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "invoices_agent" ON "invoices" USING btree ("agent_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
-- hand-written
-- Issued invoices and credit notes never change (decision 0012): refuse any UPDATE or DELETE of a row.
CREATE FUNCTION invoices_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'issued invoices are immutable';
END;
$$;--> statement-breakpoint
CREATE TRIGGER invoices_immutable BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION invoices_immutable();--> statement-breakpoint
CREATE TRIGGER invoices_no_truncate BEFORE TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION invoices_immutable();--> statement-breakpoint
-- The one seller row, with placeholders an admin replaces at /admin-panel/invoices/seller.
INSERT INTO "seller_settings" ("id", "legal_name_ar", "legal_name_en", "vat_number", "cr_number", "address_ar", "address_en")
  VALUES (1, 'شركة مسار للنقل', 'Masar Transport Company', '300000000000003', '1010000000', 'الرياض، المملكة العربية السعودية', 'Riyadh, Saudi Arabia')
  ON CONFLICT DO NOTHING;
