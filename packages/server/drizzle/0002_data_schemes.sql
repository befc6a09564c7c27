CREATE TABLE "data_schemes" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"conditions" jsonb NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "data_schemes" ADD CONSTRAINT "data_schemes_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "data_schemes_unique" ON "data_schemes" USING btree ("menu_id","en_code");--> statement-breakpoint
CREATE INDEX "data_schemes_menu_idx" ON "data_schemes" USING btree ("menu_id");