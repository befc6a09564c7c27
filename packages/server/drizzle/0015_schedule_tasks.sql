CREATE TABLE "schedule_task_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"due_at" timestamp with time zone,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"outcome" text NOT NULL,
	"message" jsonb,
	"manual" boolean DEFAULT false NOT NULL,
	"runner" text NOT NULL,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE TABLE "schedule_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"cron" text NOT NULL,
	"job_name" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"leased_by" text,
	"last_run_at" timestamp with time zone,
	"last_outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_task_runs" ADD CONSTRAINT "schedule_task_runs_task_id_schedule_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."schedule_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_task_runs_due_unique" ON "schedule_task_runs" USING btree ("task_id","due_at");--> statement-breakpoint
CREATE INDEX "schedule_task_runs_task_started_idx" ON "schedule_task_runs" USING btree ("task_id","started_at");--> statement-breakpoint
CREATE INDEX "schedule_task_runs_started_idx" ON "schedule_task_runs" USING btree ("started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_tasks_en_code_unique" ON "schedule_tasks" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "schedule_tasks_due_idx" ON "schedule_tasks" USING btree ("next_run_at") WHERE "schedule_tasks"."enabled";
--> statement-breakpoint
-- Both tables have paged lists: their totals are kept until a statement writes them.
CREATE TRIGGER schedule_tasks_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_tasks
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER schedule_task_runs_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON schedule_task_runs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
