ALTER TABLE "policies" DROP CONSTRAINT "policies_status";--> statement-breakpoint
ALTER TABLE "policy_events" DROP CONSTRAINT "policy_events_event";--> statement-breakpoint
DROP INDEX "policies_one_open";--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "mandate_version" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "mandate_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "mandate_ip_address" text;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD COLUMN "mandate_user_agent" text;--> statement-breakpoint
ALTER TABLE "sandbox_card_payment_intents" ADD COLUMN "mandate" jsonb;--> statement-breakpoint
CREATE UNIQUE INDEX "policies_one_open" ON "policies" USING btree ("insurance_membership_id") WHERE "policies"."status" in ('pending', 'settling', 'active', 'grace');--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_status" CHECK ("policies"."status" in ('pending', 'settling', 'active', 'grace', 'lapsed', 'cancelled', 'terminated', 'expired', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_event" CHECK ("policy_events"."event" in ('create', 'issue', 'first_premium_submitted', 'first_premium_failed', 'withdraw', 'miss_payment', 'cure', 'lapse', 'reinstate', 'terminate_lapsed', 'cancel', 'terminate', 'expire'));