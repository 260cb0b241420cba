CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"created" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"received_via" text NOT NULL,
	"outcome" text,
	"needs_operator" boolean DEFAULT false NOT NULL,
	"payload" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_events" (
	"id" text PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_card_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"event" jsonb NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "sandbox_card_events_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
CREATE INDEX "provider_events_needs_operator" ON "provider_events" USING btree ("created") WHERE "provider_events"."needs_operator";