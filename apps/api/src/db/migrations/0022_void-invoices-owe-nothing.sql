ALTER TABLE "invoices" DROP CONSTRAINT "invoices_paid";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_account";--> statement-breakpoint
-- A void invoice owes nothing: its receivable was reversed when it was voided, so its balance follows.
UPDATE "invoices" SET "balance" = 0 WHERE "status" = 'void';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid" CHECK (("invoices"."status" in ('fully_paid', 'void')) = ("invoices"."balance" = 0));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_account" CHECK ("ledger_entries"."account" in ('receivable', 'premium_written', 'card_clearing', 'unapplied_cash'));