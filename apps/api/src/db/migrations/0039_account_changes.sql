-- hand-written: the API keeps each signed-in account's access (active, an admin's permissions) in memory
-- (plugins/principal-cache.ts); a change of it, however made, tells every API process on commit.
CREATE FUNCTION "account_access_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('masar_accounts', '*');
  ELSE
    PERFORM pg_notify('masar_accounts', TG_ARGV[0] || ':' || OLD."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "admins_access_changed" AFTER UPDATE OF "active", "permissions" ON "admins" FOR EACH ROW WHEN (OLD."active" IS DISTINCT FROM NEW."active" OR OLD."permissions" IS DISTINCT FROM NEW."permissions") EXECUTE FUNCTION "account_access_changed"('Admin');--> statement-breakpoint
CREATE TRIGGER "admins_removed" AFTER DELETE ON "admins" FOR EACH ROW EXECUTE FUNCTION "account_access_changed"('Admin');--> statement-breakpoint
CREATE TRIGGER "admins_truncated" AFTER TRUNCATE ON "admins" FOR EACH STATEMENT EXECUTE FUNCTION "account_access_changed"();--> statement-breakpoint
CREATE TRIGGER "agents_access_changed" AFTER UPDATE OF "active" ON "agents" FOR EACH ROW WHEN (OLD."active" IS DISTINCT FROM NEW."active") EXECUTE FUNCTION "account_access_changed"('Agent');--> statement-breakpoint
CREATE TRIGGER "agents_removed" AFTER DELETE ON "agents" FOR EACH ROW EXECUTE FUNCTION "account_access_changed"('Agent');--> statement-breakpoint
CREATE TRIGGER "agents_truncated" AFTER TRUNCATE ON "agents" FOR EACH STATEMENT EXECUTE FUNCTION "account_access_changed"();--> statement-breakpoint
CREATE TRIGGER "drivers_access_changed" AFTER UPDATE OF "active" ON "drivers" FOR EACH ROW WHEN (OLD."active" IS DISTINCT FROM NEW."active") EXECUTE FUNCTION "account_access_changed"('Driver');--> statement-breakpoint
CREATE TRIGGER "drivers_removed" AFTER DELETE ON "drivers" FOR EACH ROW EXECUTE FUNCTION "account_access_changed"('Driver');--> statement-breakpoint
CREATE TRIGGER "drivers_truncated" AFTER TRUNCATE ON "drivers" FOR EACH STATEMENT EXECUTE FUNCTION "account_access_changed"();--> statement-breakpoint
CREATE TRIGGER "users_access_changed" AFTER UPDATE OF "active" ON "users" FOR EACH ROW WHEN (OLD."active" IS DISTINCT FROM NEW."active") EXECUTE FUNCTION "account_access_changed"('User');--> statement-breakpoint
CREATE TRIGGER "users_removed" AFTER DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "account_access_changed"('User');--> statement-breakpoint
CREATE TRIGGER "users_truncated" AFTER TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "account_access_changed"();
