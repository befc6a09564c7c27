CREATE TABLE "data_sync_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"from_source_id" text NOT NULL,
	"from_table" text NOT NULL,
	"to_source_id" text NOT NULL,
	"to_table" text NOT NULL,
	"mode" text NOT NULL,
	"state" text NOT NULL,
	"rows_done" bigint DEFAULT 0 NOT NULL,
	"rows_total" bigint,
	"created_table" boolean DEFAULT false NOT NULL,
	"staging" text,
	"error" jsonb,
	"started_by" text NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"heartbeat_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "data_sync_runs_target_running_unique" ON "data_sync_runs" USING btree ("to_source_id","to_table") WHERE "data_sync_runs"."state" = 'running';--> statement-breakpoint
CREATE INDEX "data_sync_runs_started_idx" ON "data_sync_runs" USING btree ("started_at");