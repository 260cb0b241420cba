CREATE TABLE "beneficiary_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"insurance_membership_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"acknowledgement_id" uuid,
	"document_id" uuid,
	"document_version" integer,
	"created_at" timestamp with time zone NOT NULL,
	"applied_at" timestamp with time zone,
	"discarded_at" timestamp with time zone,
	"sequence" serial NOT NULL,
	CONSTRAINT "beneficiary_changes_kind" CHECK ("beneficiary_changes"."kind" in ('issue', 'change')),
	CONSTRAINT "beneficiary_changes_status" CHECK ("beneficiary_changes"."status" in ('pending', 'applied', 'discarded')),
	CONSTRAINT "beneficiary_changes_acknowledged" CHECK ("beneficiary_changes"."kind" = 'issue' or "beneficiary_changes"."status" <> 'applied' or ("beneficiary_changes"."acknowledgement_id" is not null and "beneficiary_changes"."document_version" is not null))
);
--> statement-breakpoint
CREATE TABLE "sandbox_mailbox_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "change_id" uuid;--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD COLUMN "source_id" uuid;--> statement-breakpoint
ALTER TABLE "beneficiary_changes" ADD CONSTRAINT "beneficiary_changes_insurance_membership_id_insurance_memberships_id_fk" FOREIGN KEY ("insurance_membership_id") REFERENCES "public"."insurance_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "beneficiary_changes" ADD CONSTRAINT "beneficiary_changes_acknowledgement_id_acknowledgements_id_fk" FOREIGN KEY ("acknowledgement_id") REFERENCES "public"."acknowledgements"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_mailbox_attachments" ADD CONSTRAINT "sandbox_mailbox_attachments_message_id_sandbox_mailbox_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."sandbox_mailbox"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiary_changes_membership" ON "beneficiary_changes" USING btree ("insurance_membership_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "beneficiary_changes_one_pending" ON "beneficiary_changes" USING btree ("insurance_membership_id") WHERE "beneficiary_changes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sandbox_mailbox_attachments_message" ON "sandbox_mailbox_attachments" USING btree ("message_id");--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_change_id_beneficiary_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."beneficiary_changes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "beneficiaries_change" ON "beneficiaries" USING btree ("change_id");--> statement-breakpoint
ALTER TABLE "beneficiaries" ADD CONSTRAINT "beneficiaries_policy_change" CHECK (("beneficiaries"."policy_id" is null) = ("beneficiaries"."change_id" is null));