ALTER TABLE "login_failures" DROP CONSTRAINT "login_failures_scope_check";--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_failures" ADD CONSTRAINT "login_failures_scope_check" CHECK ("login_failures"."scope" in ('ip', 'account_ip', 'account'));