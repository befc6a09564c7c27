ALTER TABLE "flow_task_operators" ADD COLUMN "added_by_item_id" text;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD COLUMN "last_urged_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "flow_task_operators_added_by_idx" ON "flow_task_operators" USING btree ("added_by_item_id");