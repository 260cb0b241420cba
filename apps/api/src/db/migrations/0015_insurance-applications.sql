CREATE TABLE "insurance_applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"insurance_membership_id" uuid NOT NULL,
	"product" text NOT NULL,
	"outcome" text NOT NULL,
	"rules_version" text NOT NULL,
	"input" jsonb NOT NULL,
	"decision" jsonb NOT NULL,
	"authorization_version" text NOT NULL,
	"authorized_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insurance_applications_outcome" CHECK ("insurance_applications"."outcome" in ('accepted', 'ad_only', 'referred_to_underwriter', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "insurance_applications" ADD CONSTRAINT "insurance_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_applications" ADD CONSTRAINT "insurance_applications_insurance_membership_id_insurance_memberships_id_fk" FOREIGN KEY ("insurance_membership_id") REFERENCES "public"."insurance_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "insurance_applications_user" ON "insurance_applications" USING btree ("user_id","created_at");