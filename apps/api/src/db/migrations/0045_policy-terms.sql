CREATE TABLE "policy_terms" (
	"id" uuid PRIMARY KEY NOT NULL,
	"policy_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"effective_on" date NOT NULL,
	"cover" integer NOT NULL,
	"monthly_premium" integer NOT NULL,
	"annual_premium" integer NOT NULL,
	"rate_class" text,
	"issue_age" integer NOT NULL,
	"term_years" integer,
	"rate_version" text NOT NULL,
	"reason" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"withdrawn_on" date,
	"withdrawn_reason" text,
	"withdrawn_at" timestamp with time zone,
	CONSTRAINT "policy_terms_positive" CHECK ("policy_terms"."version" >= 1 and "policy_terms"."cover" > 0),
	CONSTRAINT "policy_terms_withdrawn" CHECK (("policy_terms"."withdrawn_on" is null) = ("policy_terms"."withdrawn_reason" is null) and ("policy_terms"."withdrawn_on" is null) = ("policy_terms"."withdrawn_at" is null)),
	CONSTRAINT "policy_terms_first_stands" CHECK ("policy_terms"."version" > 1 or "policy_terms"."withdrawn_on" is null)
);
--> statement-breakpoint
ALTER TABLE "policy_terms" ADD CONSTRAINT "policy_terms_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "policy_terms_version" ON "policy_terms" USING btree ("policy_id","version");--> statement-breakpoint
INSERT INTO "policy_terms" ("id", "policy_id", "version", "effective_on", "cover", "monthly_premium", "annual_premium", "rate_class", "issue_age", "term_years", "rate_version", "reason", "actor_kind", "actor", "created_at")
SELECT gen_random_uuid(), "id", 1, "effective_on", "amount", "monthly_premium", "annual_premium", "rate_class", "issue_age", "term_duration", "rate_version", 'The terms the policy was issued with (recorded when versions began).', 'job', 'migration 0045', COALESCE("effective_at", "created_at") FROM "policies" WHERE "effective_on" IS NOT NULL;
