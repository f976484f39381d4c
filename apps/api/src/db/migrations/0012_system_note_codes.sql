ALTER TABLE "admin_actions" ADD COLUMN "note_code" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "note_code" text;--> statement-breakpoint
-- System-written notes were English text; they become codes the reader's language renders (issue #15).
-- `note` keeps only what an admin typed (a refund's reason). The ledger is append-only: this one
-- rewording of existing entries (amounts and balances untouched) lifts the guard for its own updates.
ALTER TABLE "transactions" DISABLE TRIGGER "transactions_append_only";--> statement-breakpoint
UPDATE "transactions" t SET "note_code" = 'BookingPaid', "note" = NULL
  FROM "agent_bookings" b
  WHERE t."booking_id" = b."id" AND t."type" = 'Booking' AND t."note" = b."reference";--> statement-breakpoint
UPDATE "transactions" t SET "note_code" = 'CancelledByAgent', "note" = NULL
  FROM "agent_bookings" b
  WHERE t."booking_id" = b."id" AND t."type" = 'Refund' AND t."note" = b."reference" || ' cancelled by the agent';--> statement-breakpoint
UPDATE "transactions" t SET "note_code" = 'RefundedByAdmin', "note" = substr(t."note", length(b."reference") + 3)
  FROM "agent_bookings" b
  WHERE t."booking_id" = b."id" AND t."type" = 'Refund' AND t."admin_id" IS NOT NULL
    AND left(t."note", length(b."reference") + 2) = b."reference" || ': ';--> statement-breakpoint
UPDATE "transactions" SET "note_code" = 'OpeningBalance', "note" = NULL
  WHERE "type" = 'TopUp' AND "admin_id" IS NULL AND "note" = 'Opening balance';--> statement-breakpoint
ALTER TABLE "transactions" ENABLE TRIGGER "transactions_append_only";
--> statement-breakpoint
UPDATE "admin_actions" SET "note_code" = 'PasswordChanged', "note" = NULL WHERE "note" = 'Password changed';
