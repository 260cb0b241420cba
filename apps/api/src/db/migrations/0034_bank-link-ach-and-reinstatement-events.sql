CREATE TABLE "plaid_accounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"plaid_item_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"name" text NOT NULL,
	"mask" text,
	"account_type" text NOT NULL,
	"subtype" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plaid_items" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"external_id" text NOT NULL,
	"access_token" jsonb NOT NULL,
	"institution_id" text NOT NULL,
	"institution_name" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "plaid_items_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_link_accounts" (
	"account_id" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_link_items" (
	"item_id" text PRIMARY KEY NOT NULL,
	"access_token" text NOT NULL,
	"institution_id" text NOT NULL,
	"client_user_id" text NOT NULL,
	"owner_name" text NOT NULL,
	"login_required" boolean NOT NULL,
	"linked" boolean NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_bank_link_items_access_token_unique" UNIQUE("access_token")
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_link_processor_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"item_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_link_public_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"item_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"exchanged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_bank_link_tokens" (
	"token" text PRIMARY KEY NOT NULL,
	"client_user_id" text NOT NULL,
	"owner_name" text NOT NULL,
	"item_id" text,
	"institution_id" text,
	"stage" text NOT NULL,
	"mode" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_transactions" DROP CONSTRAINT "ledger_transactions_event";--> statement-breakpoint
ALTER TABLE "invoice_events" DROP CONSTRAINT "invoice_events_event";--> statement-breakpoint
ALTER TABLE "policy_events" DROP CONSTRAINT "policy_events_event";--> statement-breakpoint
ALTER TABLE "plaid_accounts" ADD CONSTRAINT "plaid_accounts_plaid_item_id_plaid_items_id_fk" FOREIGN KEY ("plaid_item_id") REFERENCES "public"."plaid_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plaid_items" ADD CONSTRAINT "plaid_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plaid_accounts_item_external" ON "plaid_accounts" USING btree ("plaid_item_id","external_id");--> statement-breakpoint
CREATE INDEX "plaid_items_user" ON "plaid_items" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_bank_link_accounts_item" ON "sandbox_bank_link_accounts" USING btree ("item_id");--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD CONSTRAINT "ledger_transactions_event" CHECK ("ledger_transactions"."event" in ('invoice_issued', 'charge_succeeded', 'charge_unapplied', 'invoice_voided', 'unapplied_refunded', 'refund_of_applied_decided', 'refund_of_applied_sent', 'charge_returned', 'unapplied_charge_returned'));--> statement-breakpoint
ALTER TABLE "invoice_events" ADD CONSTRAINT "invoice_events_event" CHECK ("invoice_events"."event" in ('create', 'charge_started', 'charge_succeeded', 'charge_failed', 'charge_abandoned', 'retry_scheduled', 'void', 'refunded', 'charge_returned'));--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_event" CHECK ("policy_events"."event" in ('create', 'issue', 'withdraw', 'miss_payment', 'cure', 'lapse', 'reinstate', 'terminate_lapsed', 'cancel', 'terminate', 'expire'));