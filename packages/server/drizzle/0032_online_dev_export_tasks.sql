CREATE TABLE "online_dev_export_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" text NOT NULL,
	"design_id" text NOT NULL,
	"state" text NOT NULL,
	"written" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"file_name" text NOT NULL,
	"content" "bytea",
	"failure" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "online_dev_export_tasks" ADD CONSTRAINT "online_dev_export_tasks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "online_dev_export_tasks_owner_idx" ON "online_dev_export_tasks" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "online_dev_export_tasks_one_running" ON "online_dev_export_tasks" USING btree ("owner_id") WHERE "online_dev_export_tasks"."state" in ('queued', 'running');