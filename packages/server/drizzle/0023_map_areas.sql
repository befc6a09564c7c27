CREATE TABLE "map_areas" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"parent_code" text DEFAULT '' NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"geo_json" jsonb NOT NULL,
	"feature_count" integer NOT NULL,
	"size" integer NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "map_areas_en_code_unique" ON "map_areas" USING btree ("en_code");
--> statement-breakpoint
CREATE TRIGGER map_areas_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON map_areas
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
