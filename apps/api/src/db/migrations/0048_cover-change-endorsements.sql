ALTER TABLE "policy_endorsements" DROP CONSTRAINT "policy_endorsements_kind";--> statement-breakpoint
ALTER TABLE "policy_terms" ADD COLUMN "endorsed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "policy_endorsements" ADD CONSTRAINT "policy_endorsements_kind" CHECK ("policy_endorsements"."kind" in ('reinstatement', 'cancellation', 'cover_change'));