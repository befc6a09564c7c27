ALTER TABLE "flow_tasks" ADD COLUMN "parent_task_id" text;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD COLUMN "parent_task_node_id" text;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD CONSTRAINT "flow_tasks_parent_task_id_flow_tasks_id_fk" FOREIGN KEY ("parent_task_id") REFERENCES "public"."flow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_tasks_parent_node_idx" ON "flow_tasks" USING btree ("parent_task_node_id");