CREATE TABLE "sandbox_card_bank_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_type" text NOT NULL,
	"last4" text NOT NULL,
	"fails_with" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_status";--> statement-breakpoint
DROP INDEX "payments_one_live_per_invoice";--> statement-breakpoint
ALTER TABLE "payment_methods" ALTER COLUMN "brand" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ALTER COLUMN "exp_month" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ALTER COLUMN "exp_year" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "bank_name" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "account_type" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "plaid_account_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "debits_stopped_code" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "debits_stopped_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "submitted_on" date;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "return_code" text;--> statement-breakpoint
ALTER TABLE "sandbox_card_payment_intents" ADD COLUMN "settles_on" date;--> statement-breakpoint
ALTER TABLE "sandbox_card_payment_intents" ADD COLUMN "fails_with" text;--> statement-breakpoint
CREATE INDEX "payments_bank_in_flight" ON "payments" USING btree ("status","settled_at") WHERE "payments"."status" in ('processing', 'succeeded') and "payments"."submitted_on" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_invoice" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" in ('pending', 'processing', 'succeeded');--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_kind" CHECK (("payment_methods"."source" = 'credit_card') = ("payment_methods"."brand" is not null and "payment_methods"."exp_month" is not null and "payment_methods"."exp_year" is not null));--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_bank" CHECK (("payment_methods"."source" = 'bank_account') = ("payment_methods"."bank_name" is not null and "payment_methods"."plaid_account_id" is not null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'processing', 'succeeded', 'failed', 'returned'));