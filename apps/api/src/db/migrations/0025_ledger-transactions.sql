CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_id" uuid,
	"refund_id" uuid,
	"memo" jsonb NOT NULL,
	CONSTRAINT "ledger_transactions_event" CHECK ("ledger_transactions"."event" in ('invoice_issued', 'charge_succeeded', 'charge_unapplied', 'invoice_voided', 'unapplied_refunded', 'refund_of_applied_decided', 'refund_of_applied_sent'))
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" RENAME COLUMN "entry_group" TO "transaction_id";--> statement-breakpoint
-- Issue 24: ledger entries gain a header. Each entry_group becomes one transaction under the same id, its refs,
-- time and memo taken from its entries (every entry of a group was written with the same ones), and its event
-- named from the memo the old writer left: 'invoice', 'charge', 'charge_unapplied', 'void', 'refund' (only ever
-- an unapplied charge given back). A memo naming anything else leaves the event null and fails the migration.
INSERT INTO "ledger_transactions" ("id", "event", "occurred_at", "user_id", "invoice_id", "payment_id", "refund_id", "memo")
SELECT DISTINCT ON ("transaction_id") "transaction_id",
       CASE "memo"->>'event'
         WHEN 'invoice' THEN 'invoice_issued'
         WHEN 'charge' THEN 'charge_succeeded'
         WHEN 'charge_unapplied' THEN 'charge_unapplied'
         WHEN 'void' THEN 'invoice_voided'
         WHEN 'refund' THEN 'unapplied_refunded'
       END,
       "created_at", "user_id", "invoice_id", "payment_id", "refund_id", "memo"
FROM "ledger_entries"
ORDER BY "transaction_id", "id";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_payment_id_payments_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_refund_id_refunds_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_invoice" ON "ledger_transactions" USING btree ("invoice_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "user_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "payment_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "refund_id";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "memo";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP COLUMN "created_at";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account" CHECK ("ledger_entries"."account" in ('receivable', 'card_clearing', 'bank_clearing', 'unapplied_cash', 'refunds_payable', 'premium_written', 'interest_income'));