CREATE TABLE "policy_cancellations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"policy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"requested_on" date NOT NULL,
	"free_look_ends_on" date NOT NULL,
	"cover_ends_on" date,
	"refund_amount" integer NOT NULL,
	"reason" text NOT NULL,
	"requested_by" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policy_cancellations_kind" CHECK ("policy_cancellations"."kind" in ('free_look', 'end_of_paid_period')),
	CONSTRAINT "policy_cancellations_cover" CHECK (("policy_cancellations"."kind" = 'free_look') = ("policy_cancellations"."cover_ends_on" is null) and "policy_cancellations"."refund_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "policy_endorsements" DROP CONSTRAINT "policy_endorsements_kind";--> statement-breakpoint
ALTER TABLE "user_roles" DROP CONSTRAINT "user_roles_role";--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "kind" text DEFAULT 'unapplied' NOT NULL;--> statement-breakpoint
ALTER TABLE "policy_cancellations" ADD CONSTRAINT "policy_cancellations_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_cancellations" ADD CONSTRAINT "policy_cancellations_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_cancellations_policy" ON "policy_cancellations" USING btree ("policy_id");--> statement-breakpoint
ALTER TABLE "policy_endorsements" ADD CONSTRAINT "policy_endorsements_kind" CHECK ("policy_endorsements"."kind" in ('reinstatement', 'cancellation'));--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_kind" CHECK ("refunds"."kind" in ('unapplied', 'premium_returned'));--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_role" CHECK ("user_roles"."role" in ('underwriter', 'support'));