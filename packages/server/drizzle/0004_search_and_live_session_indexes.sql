-- Trigram operators for the users keyword indexes below (trusted extension, shipped with PostgreSQL and PGlite).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "sessions_live_created_idx" ON "sessions" USING btree ("created_at") WHERE "sessions"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "users_account_trgm_idx" ON "users" USING gin ("account" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_real_name_trgm_idx" ON "users" USING gin ("real_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_mobile_trgm_idx" ON "users" USING gin ("mobile" gin_trgm_ops);