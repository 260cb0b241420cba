CREATE TABLE "policy_endorsements" (
	"id" uuid PRIMARY KEY NOT NULL,
	"policy_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"effective_on" date NOT NULL,
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policy_endorsements_source" UNIQUE("kind","source_id"),
	CONSTRAINT "policy_endorsements_kind" CHECK ("policy_endorsements"."kind" in ('reinstatement'))
);
--> statement-breakpoint
DROP INDEX "user_documents_policy_template";--> statement-breakpoint
ALTER TABLE "user_documents" ADD COLUMN "endorsement_id" uuid;--> statement-breakpoint
ALTER TABLE "policy_endorsements" ADD CONSTRAINT "policy_endorsements_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_endorsements" ADD CONSTRAINT "policy_endorsements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_endorsements_policy" ON "policy_endorsements" USING btree ("policy_id","effective_on");--> statement-breakpoint
CREATE UNIQUE INDEX "user_documents_endorsement" ON "user_documents" USING btree ("endorsement_id") WHERE "user_documents"."endorsement_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "user_documents_policy_template" ON "user_documents" USING btree ("policy_id","template_id") WHERE "user_documents"."policy_id" is not null and "user_documents"."endorsement_id" is null;