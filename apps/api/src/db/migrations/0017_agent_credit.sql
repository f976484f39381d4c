CREATE TABLE "top_up_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"agent_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"bank_reference" text NOT NULL,
	"receipt_mime" text,
	"receipt_bytes" "bytea",
	"status" text DEFAULT 'Pending' NOT NULL,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"reason" text,
	"transaction_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_up_requests_amount_positive" CHECK ("top_up_requests"."amount" > 0),
	CONSTRAINT "top_up_requests_decision" CHECK (("top_up_requests"."status" = 'Pending') = ("top_up_requests"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "agents" DROP CONSTRAINT "agents_balance_not_negative";--> statement-breakpoint
ALTER TABLE "transactions" DROP CONSTRAINT "transactions_balance_after_not_negative";--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "credit_limit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "agents" ADD COLUMN "low_balance_threshold" bigint;--> statement-breakpoint
ALTER TABLE "top_up_requests" ADD CONSTRAINT "top_up_requests_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_requests" ADD CONSTRAINT "top_up_requests_decided_by_admins_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_requests" ADD CONSTRAINT "top_up_requests_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "top_up_requests_agent_created" ON "top_up_requests" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "top_up_requests_status_created" ON "top_up_requests" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_balance_within_credit" CHECK ("agents"."balance" >= -"agents"."credit_limit");--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_credit_limit_not_negative" CHECK ("agents"."credit_limit" >= 0);--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_low_balance_threshold_not_negative" CHECK ("agents"."low_balance_threshold" >= 0);