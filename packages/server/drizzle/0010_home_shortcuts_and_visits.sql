CREATE TABLE "menu_visits" (
	"user_id" text NOT NULL,
	"menu_id" text NOT NULL,
	"visits" integer DEFAULT 1 NOT NULL,
	"last_visited_at" timestamp with time zone NOT NULL,
	CONSTRAINT "menu_visits_user_id_menu_id_pk" PRIMARY KEY("user_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "user_shortcuts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"menu_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "menu_visits" ADD CONSTRAINT "menu_visits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menu_visits" ADD CONSTRAINT "menu_visits_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_shortcuts" ADD CONSTRAINT "user_shortcuts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "menu_visits_menu_idx" ON "menu_visits" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "login_logs_time_idx" ON "login_logs" USING btree ("login_at");