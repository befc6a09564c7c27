CREATE TABLE "error_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"trace_id" text DEFAULT '' NOT NULL,
	"user_id" text DEFAULT '' NOT NULL,
	"account" text DEFAULT '' NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"path" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" text PRIMARY KEY NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"user_id" text NOT NULL,
	"account" text NOT NULL,
	"menu_code" text DEFAULT '' NOT NULL,
	"method" text NOT NULL,
	"path" text NOT NULL,
	"status" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_logs" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_logs" ADD COLUMN "account" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "login_logs" ADD COLUMN "success" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "login_logs" ADD COLUMN "failure" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "error_logs_at_idx" ON "error_logs" USING btree ("at");--> statement-breakpoint
CREATE INDEX "operation_logs_at_idx" ON "operation_logs" USING btree ("at");
--> statement-breakpoint
CREATE TRIGGER operation_logs_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON operation_logs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER error_logs_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON error_logs
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
UPDATE login_logs SET account = u.account FROM users u WHERE u.id = login_logs.user_id;
