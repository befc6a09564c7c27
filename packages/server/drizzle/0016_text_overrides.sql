CREATE TABLE "text_overrides" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "text_overrides_scope_key_language_pk" PRIMARY KEY("scope","key","language")
);

--> statement-breakpoint
-- Every write raises the table's version: each server process reloads its overrides when it changes.
CREATE TRIGGER text_overrides_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON text_overrides
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
