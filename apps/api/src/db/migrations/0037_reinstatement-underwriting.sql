CREATE TABLE "reinstatement_request_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"details" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_event";--> statement-breakpoint
ALTER TABLE "reinstatement_requests" DROP CONSTRAINT "reinstatement_requests_path";--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD COLUMN "insurance_application_id" uuid;--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD COLUMN "underwriting_outcome" text;--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD COLUMN "underwriting_decided_on" date;--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD COLUMN "offer_expires_on" date;--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD COLUMN "contestable_from" date;--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD COLUMN "contestable_through" date;--> statement-breakpoint
ALTER TABLE "insurance_applications" ADD COLUMN "reinstatement_policy_id" uuid;--> statement-breakpoint
ALTER TABLE "reinstatement_request_events" ADD CONSTRAINT "reinstatement_request_events_request_id_reinstatement_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."reinstatement_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reinstatement_request_events_request" ON "reinstatement_request_events" USING btree ("request_id","occurred_at");--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD CONSTRAINT "reinstatement_requests_insurance_application_id_insurance_applications_id_fk" FOREIGN KEY ("insurance_application_id") REFERENCES "public"."insurance_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reinstatement_requests_application" ON "reinstatement_requests" USING btree ("insurance_application_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_event" CHECK ("ledger_transactions"."event" in ('invoice_issued', 'charge_succeeded', 'charge_unapplied', 'invoice_voided', 'unapplied_refunded', 'refund_of_applied_decided', 'refund_of_applied_sent', 'charge_returned', 'unapplied_charge_returned', 'interest_charged', 'interest_voided'));--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD CONSTRAINT "reinstatement_requests_path" CHECK ("reinstatement_requests"."path" is not null or "reinstatement_requests"."status" = 'refused');