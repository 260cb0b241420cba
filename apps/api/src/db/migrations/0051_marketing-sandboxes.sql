CREATE TABLE "attribution_deliveries" (
	"user_id" uuid NOT NULL,
	"event" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "attribution_deliveries_user_id_event_pk" PRIMARY KEY("user_id","event")
);
--> statement-breakpoint
CREATE TABLE "sandbox_attribution_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" text NOT NULL,
	"type" text NOT NULL,
	"event" text,
	"user_id" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"message" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_messaging_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"customer_id" text NOT NULL,
	"name" text,
	"body" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_attribution_events_message" ON "sandbox_attribution_events" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "sandbox_attribution_events_received" ON "sandbox_attribution_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "sandbox_messaging_requests_received" ON "sandbox_messaging_requests" USING btree ("received_at");