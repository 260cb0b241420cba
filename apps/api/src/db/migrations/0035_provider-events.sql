CREATE TABLE "provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"received_via" text NOT NULL,
	"payment_event" text,
	"payment_id" uuid,
	"outcome" text NOT NULL,
	"detail" jsonb NOT NULL,
	CONSTRAINT "provider_events_outcome" CHECK ("provider_events"."outcome" in ('applied', 'already', 'conflict', 'recorded', 'unmatched', 'mismatch', 'ignored'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_card_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"object" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"delivery_status" integer
);
--> statement-breakpoint
ALTER TABLE "provider_events" ADD CONSTRAINT "provider_events_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "provider_events_payment" ON "provider_events" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "provider_events_created" ON "provider_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_card_events_created" ON "sandbox_card_events" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_provider_intent" ON "payments" USING btree ("provider_payment_intent_id");