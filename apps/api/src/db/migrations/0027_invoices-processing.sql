ALTER TABLE "invoices" DROP CONSTRAINT "invoices_status";--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('created', 'processing', 'short_paid', 'failed', 'retryable', 'fully_paid', 'void'));--> statement-breakpoint
-- An invoice with a charge in flight is now `processing` (it was left `created`, `failed`... until the outcome).
UPDATE "invoices" SET "status" = 'processing' WHERE "id" IN (SELECT "invoice_id" FROM "payments" WHERE "status" = 'pending') AND "status" IN ('created', 'short_paid', 'failed', 'retryable');
