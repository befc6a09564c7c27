CREATE TABLE "message_receivers" (
	"message_id" text NOT NULL,
	"user_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"is_read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	CONSTRAINT "message_receivers_message_id_user_id_pk" PRIMARY KEY("message_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"id" text PRIMARY KEY NOT NULL,
	"message_id" text NOT NULL,
	"object_type" text NOT NULL,
	"object_id" text NOT NULL,
	CONSTRAINT "message_recipients_object_type_check" CHECK ("message_recipients"."object_type" in ('organize', 'role', 'user'))
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"type" integer NOT NULL,
	"body_text" text NOT NULL,
	"to_all" boolean DEFAULT false NOT NULL,
	"released" boolean DEFAULT false NOT NULL,
	"released_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"creator_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_type_check" CHECK ("messages"."type" in (1, 2, 3, 99))
);
--> statement-breakpoint
ALTER TABLE "message_receivers" ADD CONSTRAINT "message_receivers_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_receivers" ADD CONSTRAINT "message_receivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_creator_user_id_users_id_fk" FOREIGN KEY ("creator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_receivers_user_idx" ON "message_receivers" USING btree ("user_id","received_at");--> statement-breakpoint
CREATE INDEX "message_receivers_unread_idx" ON "message_receivers" USING btree ("user_id") WHERE not "message_receivers"."is_read" and "message_receivers"."hidden_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "message_recipients_unique" ON "message_recipients" USING btree ("message_id","object_type","object_id");--> statement-breakpoint
CREATE INDEX "messages_updated_idx" ON "messages" USING btree ("updated_at");--> statement-breakpoint
CREATE TRIGGER messages_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON messages
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();--> statement-breakpoint
CREATE TRIGGER message_receivers_data_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON message_receivers
  FOR EACH STATEMENT EXECUTE FUNCTION bump_data_version();
