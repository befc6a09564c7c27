CREATE TABLE "visualdev_designs" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"category" text NOT NULL,
	"type" integer NOT NULL,
	"web_type" integer NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"form_data" jsonb NOT NULL,
	"field_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"released_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"column_data" jsonb,
	"tables" jsonb,
	"db_link_id" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_user_id" text,
	"modifier_user_id" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "visualdev_designs_type_check" CHECK ("visualdev_designs"."type" in (1, 2, 3)),
	CONSTRAINT "visualdev_designs_web_type_check" CHECK ("visualdev_designs"."web_type" in (1, 2, 3)),
	CONSTRAINT "visualdev_designs_state_check" CHECK ("visualdev_designs"."state" in (0, 1))
);
--> statement-breakpoint
ALTER TABLE "visualdev_designs" ADD CONSTRAINT "visualdev_designs_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visualdev_designs" ADD CONSTRAINT "visualdev_designs_modifier_user_id_users_id_fk" FOREIGN KEY ("modifier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "visualdev_designs_en_code_unique" ON "visualdev_designs" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "visualdev_designs_category_idx" ON "visualdev_designs" USING btree ("category","sort_code");--> statement-breakpoint
CREATE TRIGGER visualdev_designs_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON visualdev_designs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
--> statement-breakpoint
-- The categories of function designs, seeded once like the product's other dictionaries: rows
-- are added by code and never overwritten, so an administrator's edits stay.
INSERT INTO "dictionary_types" ("id", "parent_id", "en_code", "full_name", "names", "is_tree", "sort_code")
SELECT gen_random_uuid()::text, p."id", 'visualDevCategory', '功能设计分类', '{"zhtw": "功能設計分類", "en": "Function design categories"}'::jsonb, false, 3
FROM (SELECT 1) AS one
LEFT JOIN "dictionary_types" p ON p."en_code" = 'baseData'
ON CONFLICT ("en_code") DO NOTHING;
--> statement-breakpoint
INSERT INTO "dictionary_data" ("id", "type_id", "parent_id", "en_code", "full_name", "names", "sort_code")
SELECT gen_random_uuid()::text, t."id", NULL, v.code, v.full_name, v.names, v.sort_code
FROM (VALUES
  ('office', '办公协同', '{"zhtw": "辦公協同", "en": "Office"}'::jsonb, 1),
  ('project', '项目管理', '{"zhtw": "專案管理", "en": "Project management"}'::jsonb, 2),
  ('other', '其他', '{"zhtw": "其他", "en": "Other"}'::jsonb, 3)
) AS v(code, full_name, names, sort_code)
JOIN "dictionary_types" t ON t."en_code" = 'visualDevCategory'
ON CONFLICT ("type_id", "en_code") DO NOTHING;
