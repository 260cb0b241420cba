CREATE TABLE "invoice_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "invoice_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"invoice_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"balance" integer NOT NULL,
	"details" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_events_event" CHECK ("invoice_events"."event" in ('create', 'charge_started', 'charge_succeeded', 'charge_failed', 'charge_abandoned', 'retry_scheduled', 'void', 'refunded'))
);
--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_events_invoice" ON "invoice_events" USING btree ("invoice_id","seq");--> statement-breakpoint
-- Invoices made before histories were kept: their creation, from their own date (their later moves were not kept).
INSERT INTO "invoice_events" ("id", "invoice_id", "event", "from_status", "to_status", "balance", "details", "occurred_at")
SELECT gen_random_uuid(), "id", 'create', NULL, 'created', "amount", '{"recordedFrom": "migration 0032"}'::jsonb, "issued_at" FROM "invoices";
