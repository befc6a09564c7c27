ALTER TABLE "schedule_tasks" ADD COLUMN "run_id" text;--> statement-breakpoint
ALTER TABLE "schedule_tasks" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "schedule_task_runs_going_idx" ON "schedule_task_runs" USING btree ("task_id") WHERE "schedule_task_runs"."ended_at" is null;