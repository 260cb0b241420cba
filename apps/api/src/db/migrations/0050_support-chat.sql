CREATE TABLE "support_audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"agent_id" uuid NOT NULL,
	"conversation_id" uuid,
	"action" text NOT NULL,
	"details" jsonb NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_conversations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"last_seq" integer DEFAULT 0 NOT NULL,
	"waiting_since" timestamp with time zone,
	"agent_id" uuid,
	"agent_joined_at" timestamp with time zone,
	"waited_ms" bigint,
	"follow_up_email" text,
	"closed_at" timestamp with time zone,
	"rating" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_conversations_status" CHECK ("support_conversations"."status" in ('assistant', 'queued', 'follow_up', 'with_agent', 'closed')),
	CONSTRAINT "support_conversations_rating" CHECK ("support_conversations"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "support_messages" (
	"conversation_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"id" uuid NOT NULL,
	"author" text NOT NULL,
	"agent_id" uuid,
	"body" text NOT NULL,
	"event" text,
	"details" jsonb,
	"client_message_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "support_messages_conversation_id_seq_pk" PRIMARY KEY("conversation_id","seq"),
	CONSTRAINT "support_messages_id_unique" UNIQUE("id"),
	CONSTRAINT "support_messages_author" CHECK ("support_messages"."author" in ('person', 'assistant', 'agent', 'system'))
);
--> statement-breakpoint
ALTER TABLE "support_audit_log" ADD CONSTRAINT "support_audit_log_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_audit_log" ADD CONSTRAINT "support_audit_log_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_conversations" ADD CONSTRAINT "support_conversations_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_conversation_id_support_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."support_conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_messages" ADD CONSTRAINT "support_messages_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_audit_log_conversation" ON "support_audit_log" USING btree ("conversation_id","at");--> statement-breakpoint
CREATE INDEX "support_audit_log_agent" ON "support_audit_log" USING btree ("agent_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_conversations_one_open" ON "support_conversations" USING btree ("user_id") WHERE "support_conversations"."status" <> 'closed';--> statement-breakpoint
CREATE INDEX "support_conversations_waiting" ON "support_conversations" USING btree ("status","waiting_since") WHERE "support_conversations"."status" in ('queued', 'follow_up');--> statement-breakpoint
CREATE INDEX "support_conversations_user" ON "support_conversations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "support_messages_client_id" ON "support_messages" USING btree ("conversation_id","client_message_id") WHERE "support_messages"."client_message_id" is not null;