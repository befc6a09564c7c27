CREATE TABLE "scan_tickets" (
	"id" text PRIMARY KEY NOT NULL,
	"ticket_hash" text NOT NULL,
	"code" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"scanned_by" text,
	"confirmed_by" text,
	"confirmed_session" text,
	"confirmed_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "scan_tickets_state_check" CHECK ("scan_tickets"."state" in ('waiting', 'scanned', 'confirmed', 'consumed', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "scan_tickets" ADD CONSTRAINT "scan_tickets_scanned_by_users_id_fk" FOREIGN KEY ("scanned_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_tickets" ADD CONSTRAINT "scan_tickets_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scan_tickets" ADD CONSTRAINT "scan_tickets_confirmed_session_sessions_id_fk" FOREIGN KEY ("confirmed_session") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scan_tickets_ticket_hash_unique" ON "scan_tickets" USING btree ("ticket_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "scan_tickets_code_unique" ON "scan_tickets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "scan_tickets_expires_idx" ON "scan_tickets" USING btree ("expires_at");