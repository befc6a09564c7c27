CREATE TABLE "system_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_changed_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
-- Hand-written: the password expiry counts from the last change of the hash, whichever module
-- changed it (reset by an administrator, the user's own change, a future import).
CREATE FUNCTION users_password_changed_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.password_hash IS DISTINCT FROM OLD.password_hash THEN
    NEW.password_changed_at := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_password_changed_at BEFORE UPDATE OF password_hash ON users
  FOR EACH ROW EXECUTE FUNCTION users_password_changed_at();
