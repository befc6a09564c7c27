CREATE TABLE "flow_delegates" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"flow_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_delegates_window_check" CHECK ("flow_delegates"."start_at" < "flow_delegates"."end_at"),
	CONSTRAINT "flow_delegates_not_self_check" CHECK ("flow_delegates"."user_id" <> "flow_delegates"."to_user_id")
);
--> statement-breakpoint
CREATE TABLE "flow_engine_launchers" (
	"flow_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	CONSTRAINT "flow_engine_launchers_flow_id_object_type_object_id_pk" PRIMARY KEY("flow_id","object_type","object_id"),
	CONSTRAINT "flow_engine_launchers_object_type_check" CHECK ("flow_engine_launchers"."object_type" in ('user', 'organize', 'position', 'role'))
);
--> statement-breakpoint
CREATE TABLE "flow_engine_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"flow_id" text NOT NULL,
	"version_no" integer NOT NULL,
	"template" jsonb NOT NULL,
	"form_data" jsonb NOT NULL,
	"creator_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_engines" (
	"id" text PRIMARY KEY NOT NULL,
	"en_code" text NOT NULL,
	"full_name" text NOT NULL,
	"category" text NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"icon_background" text DEFAULT '' NOT NULL,
	"form_type" integer DEFAULT 1 NOT NULL,
	"form_id" text NOT NULL,
	"visible_type" integer DEFAULT 0 NOT NULL,
	"template" jsonb NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"released_version_id" text,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator_user_id" text,
	"modifier_user_id" text,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_engines_type_check" CHECK ("flow_engines"."type" in (0, 1)),
	CONSTRAINT "flow_engines_form_type_check" CHECK ("flow_engines"."form_type" in (1, 2)),
	CONSTRAINT "flow_engines_visible_type_check" CHECK ("flow_engines"."visible_type" in (0, 1)),
	CONSTRAINT "flow_engines_state_check" CHECK ("flow_engines"."state" in (0, 1, 2))
);
--> statement-breakpoint
CREATE TABLE "flow_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"task_id" text NOT NULL,
	"task_node_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_jobs_kind_check" CHECK ("flow_jobs"."kind" in ('timer', 'timeout', 'remind'))
);
--> statement-breakpoint
CREATE TABLE "flow_task_circulates" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"task_node_id" text,
	"node_id" text NOT NULL,
	"node_title" text DEFAULT '' NOT NULL,
	"user_id" text NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_task_nodes" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"node_id" text NOT NULL,
	"node_type" text NOT NULL,
	"title" text NOT NULL,
	"state" text NOT NULL,
	"route_instance_id" text,
	"entered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "flow_task_nodes_state_check" CHECK ("flow_task_nodes"."state" in ('active', 'passed', 'rejected', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "flow_task_operators" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"task_node_id" text NOT NULL,
	"node_id" text NOT NULL,
	"user_id" text NOT NULL,
	"state" text NOT NULL,
	"sort_code" integer DEFAULT 0 NOT NULL,
	"kind" text DEFAULT 'normal' NOT NULL,
	"handled_by_user_id" text,
	"handled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_task_operators_state_check" CHECK ("flow_task_operators"."state" in ('waiting', 'pending', 'approved', 'rejected', 'cancelled', 'transferred'))
);
--> statement-breakpoint
CREATE TABLE "flow_task_records" (
	"id" text PRIMARY KEY NOT NULL,
	"task_id" text NOT NULL,
	"task_node_id" text,
	"node_id" text,
	"node_title" text DEFAULT '' NOT NULL,
	"action" text NOT NULL,
	"user_id" text,
	"on_behalf_of_user_id" text,
	"comment" text DEFAULT '' NOT NULL,
	"signature_file_id" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"target" text,
	"form_data" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"flow_id" text NOT NULL,
	"version_id" text NOT NULL,
	"bill_no" text,
	"full_name" text NOT NULL,
	"urgent" integer DEFAULT 1 NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"creator_user_id" text NOT NULL,
	"form_data" jsonb NOT NULL,
	"current_nodes" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_tasks_status_check" CHECK ("flow_tasks"."status" between 0 and 5),
	CONSTRAINT "flow_tasks_urgent_check" CHECK ("flow_tasks"."urgent" between 1 and 3)
);
--> statement-breakpoint
ALTER TABLE "flow_delegates" ADD CONSTRAINT "flow_delegates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_delegates" ADD CONSTRAINT "flow_delegates_to_user_id_users_id_fk" FOREIGN KEY ("to_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_engine_launchers" ADD CONSTRAINT "flow_engine_launchers_flow_id_flow_engines_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flow_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_engine_versions" ADD CONSTRAINT "flow_engine_versions_flow_id_flow_engines_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flow_engines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_engine_versions" ADD CONSTRAINT "flow_engine_versions_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_engines" ADD CONSTRAINT "flow_engines_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_engines" ADD CONSTRAINT "flow_engines_modifier_user_id_users_id_fk" FOREIGN KEY ("modifier_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_jobs" ADD CONSTRAINT "flow_jobs_task_id_flow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."flow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_jobs" ADD CONSTRAINT "flow_jobs_task_node_id_flow_task_nodes_id_fk" FOREIGN KEY ("task_node_id") REFERENCES "public"."flow_task_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_circulates" ADD CONSTRAINT "flow_task_circulates_task_id_flow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."flow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_circulates" ADD CONSTRAINT "flow_task_circulates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_nodes" ADD CONSTRAINT "flow_task_nodes_task_id_flow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."flow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_nodes" ADD CONSTRAINT "flow_task_nodes_route_fk" FOREIGN KEY ("route_instance_id") REFERENCES "public"."flow_task_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_operators" ADD CONSTRAINT "flow_task_operators_task_id_flow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."flow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_operators" ADD CONSTRAINT "flow_task_operators_task_node_id_flow_task_nodes_id_fk" FOREIGN KEY ("task_node_id") REFERENCES "public"."flow_task_nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_operators" ADD CONSTRAINT "flow_task_operators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_operators" ADD CONSTRAINT "flow_task_operators_handled_by_user_id_users_id_fk" FOREIGN KEY ("handled_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_records" ADD CONSTRAINT "flow_task_records_task_id_flow_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."flow_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_records" ADD CONSTRAINT "flow_task_records_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_task_records" ADD CONSTRAINT "flow_task_records_on_behalf_of_user_id_users_id_fk" FOREIGN KEY ("on_behalf_of_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD CONSTRAINT "flow_tasks_flow_id_flow_engines_id_fk" FOREIGN KEY ("flow_id") REFERENCES "public"."flow_engines"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD CONSTRAINT "flow_tasks_version_id_flow_engine_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."flow_engine_versions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_tasks" ADD CONSTRAINT "flow_tasks_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "flow_delegates_to_user_idx" ON "flow_delegates" USING btree ("to_user_id","end_at");--> statement-breakpoint
CREATE INDEX "flow_delegates_user_idx" ON "flow_delegates" USING btree ("user_id","end_at");--> statement-breakpoint
CREATE INDEX "flow_engine_launchers_object_idx" ON "flow_engine_launchers" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_engine_versions_flow_version_unique" ON "flow_engine_versions" USING btree ("flow_id","version_no");--> statement-breakpoint
CREATE UNIQUE INDEX "flow_engines_en_code_unique" ON "flow_engines" USING btree ("en_code");--> statement-breakpoint
CREATE INDEX "flow_engines_category_idx" ON "flow_engines" USING btree ("category","sort_code");--> statement-breakpoint
CREATE INDEX "flow_jobs_due_idx" ON "flow_jobs" USING btree ("due_at") WHERE "flow_jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "flow_task_circulates_user_idx" ON "flow_task_circulates" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flow_task_circulates_task_idx" ON "flow_task_circulates" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "flow_task_nodes_task_idx" ON "flow_task_nodes" USING btree ("task_id","state");--> statement-breakpoint
CREATE INDEX "flow_task_operators_user_idx" ON "flow_task_operators" USING btree ("user_id","state","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flow_task_operators_node_idx" ON "flow_task_operators" USING btree ("task_node_id","state");--> statement-breakpoint
CREATE INDEX "flow_task_operators_handled_idx" ON "flow_task_operators" USING btree ("handled_by_user_id","handled_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flow_task_records_task_idx" ON "flow_task_records" USING btree ("task_id","created_at","id");--> statement-breakpoint
CREATE INDEX "flow_task_records_user_idx" ON "flow_task_records" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flow_tasks_creator_idx" ON "flow_tasks" USING btree ("creator_user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "flow_tasks_flow_idx" ON "flow_tasks" USING btree ("flow_id");--> statement-breakpoint
CREATE INDEX "flow_tasks_status_idx" ON "flow_tasks" USING btree ("status","created_at" DESC NULLS LAST);