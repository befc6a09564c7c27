CREATE TABLE "login_failures" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"failures" integer NOT NULL,
	CONSTRAINT "login_failures_scope_key_pk" PRIMARY KEY("scope","key"),
	CONSTRAINT "login_failures_scope_check" CHECK ("login_failures"."scope" in ('ip', 'account'))
);
--> statement-breakpoint
CREATE TABLE "login_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"login_at" timestamp with time zone NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"ip_place" text DEFAULT 'unknown' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"login_type" text DEFAULT 'account' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"user_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"wrong_tries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "grants" (
	"id" text PRIMARY KEY NOT NULL,
	"item_type" text NOT NULL,
	"item_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "grants_item_type_check" CHECK ("grants"."item_type" in ('menu', 'module', 'button', 'column', 'form', 'resource')),
	CONSTRAINT "grants_object_type_check" CHECK ("grants"."object_type" in ('role', 'position', 'user'))
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"category" text NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"manager_id" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organizations_category_check" CHECK ("organizations"."category" in ('company', 'department'))
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" text PRIMARY KEY NOT NULL,
	"organize_id" text,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "roles" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_relations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_relations_object_type_check" CHECK ("user_relations"."object_type" in ('role', 'position'))
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"real_name" text NOT NULL,
	"mobile" text,
	"email" text,
	"head_icon" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"is_administrator" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"organize_id" text,
	"parent_user_id" text,
	"theme" text DEFAULT 'classic' NOT NULL,
	"language" text DEFAULT 'zh' NOT NULL,
	"portal_id" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_theme_check" CHECK ("users"."theme" in ('classic', 'functional', 'plain'))
);
--> statement-breakpoint
CREATE TABLE "menu_elements" (
	"id" text PRIMARY KEY NOT NULL,
	"menu_id" text NOT NULL,
	"kind" text NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menu_elements_kind_check" CHECK ("menu_elements"."kind" in ('button', 'column', 'form', 'resource'))
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" text PRIMARY KEY NOT NULL,
	"parent_id" text,
	"type" integer NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"url_address" text DEFAULT '' NOT NULL,
	"link_target" text DEFAULT '_self' NOT NULL,
	"property_json" text DEFAULT '{}' NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "menus_type_check" CHECK ("menus"."type" between 1 and 8)
);
--> statement-breakpoint
ALTER TABLE "login_logs" ADD CONSTRAINT "login_logs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_parent_id_organizations_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_organize_id_organizations_id_fk" FOREIGN KEY ("organize_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_relations" ADD CONSTRAINT "user_relations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organize_id_organizations_id_fk" FOREIGN KEY ("organize_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_elements" ADD CONSTRAINT "menu_elements_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_parent_id_menus_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_logs_user_time_idx" ON "login_logs" USING btree ("user_id","login_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_unique" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_codes_mobile_time_idx" ON "sms_codes" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "grants_unique" ON "grants" USING btree ("item_type","item_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "grants_object_idx" ON "grants" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_en_code_unique" ON "organizations" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "organizations_parent_idx" ON "organizations" USING btree ("parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_en_code_unique" ON "positions" USING btree ("en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "roles_en_code_unique" ON "roles" USING btree ("en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "user_relations_unique" ON "user_relations" USING btree ("user_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "user_relations_object_idx" ON "user_relations" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_unique" ON "users" USING btree ("account");--> statement-breakpoint
CREATE UNIQUE INDEX "users_main_mobile_unique" ON "users" USING btree ("mobile") WHERE "users"."parent_user_id" is null;--> statement-breakpoint
CREATE INDEX "users_parent_idx" ON "users" USING btree ("parent_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "menu_elements_unique" ON "menu_elements" USING btree ("menu_id","kind","en_code");--> statement-breakpoint
CREATE UNIQUE INDEX "menus_en_code_unique" ON "menus" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "menus_parent_idx" ON "menus" USING btree ("parent_id");