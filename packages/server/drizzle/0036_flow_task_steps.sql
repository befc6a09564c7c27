ALTER TABLE "flow_task_nodes" ADD COLUMN "entered_step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_task_nodes" ADD COLUMN "completed_step" integer;--> statement-breakpoint
ALTER TABLE "flow_task_records" ADD COLUMN "step" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD COLUMN "candidates" jsonb DEFAULT '{}'::jsonb NOT NULL;