CREATE TABLE "data_interface_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"interface_id" text NOT NULL,
	"called_at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"via" text NOT NULL,
	"duration_ms" integer NOT NULL,
	"row_count" integer NOT NULL,
	"success" boolean NOT NULL,
	"message" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_interfaces" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"data_source_id" text DEFAULT '0' NOT NULL,
	"sql_text" text DEFAULT '' NOT NULL,
	"static_data" text DEFAULT '' NOT NULL,
	"http_method" text DEFAULT 'GET' NOT NULL,
	"http_url" text DEFAULT '' NOT NULL,
	"http_headers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"http_query" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"http_body" text DEFAULT '' NOT NULL,
	"result_path" text DEFAULT '' NOT NULL,
	"parameters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"field_mapping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"paged" boolean DEFAULT false NOT NULL,
	"option_mapping" jsonb DEFAULT '{"idField":"","nameField":""}'::jsonb NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_interfaces_kind_check" CHECK ("data_interfaces"."kind" in ('sql', 'static', 'http'))
);
--> statement-breakpoint
CREATE INDEX "data_interface_logs_interface_idx" ON "data_interface_logs" USING btree ("interface_id","called_at");--> statement-breakpoint
CREATE UNIQUE INDEX "data_interfaces_en_code_unique" ON "data_interfaces" USING btree ("en_code");
--> statement-breakpoint
CREATE TRIGGER data_interfaces_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON data_interfaces
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
