CREATE TABLE "chat_conversations" (
	"id" text PRIMARY KEY NOT NULL,
	"user_low" text NOT NULL,
	"user_high" text NOT NULL,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"read_seq_low" bigint DEFAULT 0 NOT NULL,
	"read_seq_high" bigint DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	CONSTRAINT "chat_conversations_pair_ordered" CHECK ("chat_conversations"."user_low" < "chat_conversations"."user_high")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"from_user_id" text NOT NULL,
	"to_user_id" text NOT NULL,
	"message_type" text NOT NULL,
	"content" text NOT NULL,
	"client_message_id" text,
	"sent_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_pair_unique" ON "chat_conversations" USING btree ("user_low","user_high");--> statement-breakpoint
CREATE INDEX "chat_conversations_high_idx" ON "chat_conversations" USING btree ("user_high");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_seq_unique" ON "chat_messages" USING btree ("conversation_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_unique" ON "chat_messages" USING btree ("from_user_id","client_message_id");