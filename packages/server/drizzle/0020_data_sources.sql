CREATE TABLE "data_sources" (
	"id" text PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"kind" text NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"database_name" text NOT NULL,
	"schema_name" text DEFAULT '' NOT NULL,
	"user_name" text NOT NULL,
	"password_sealed" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_sources_kind_check" CHECK ("data_sources"."kind" in ('postgresql', 'mysql'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_sources_full_name_unique" ON "data_sources" USING btree ("full_name");
--> statement-breakpoint
CREATE TRIGGER data_sources_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON data_sources
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
