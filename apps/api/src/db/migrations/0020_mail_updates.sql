ALTER TABLE "agents" ADD COLUMN "mail_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_updates" boolean DEFAULT true NOT NULL;