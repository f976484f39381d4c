-- The outbox keeps what a message says, not its laid-out parts (decision 0020). The messages written before keep
-- their html and text and read as content {"template": "laidOut"}: a constant default, so no row is rewritten
-- (a year of messages is tens of GB).
ALTER TABLE "mail_outbox" ADD COLUMN "content" jsonb DEFAULT '{"template":"laidOut"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "content" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "html" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;
