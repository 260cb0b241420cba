CREATE TABLE "login_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "login_tokens_purpose" CHECK ("login_tokens"."purpose" in ('login', 'quote_review', 'policy_reinstatement'))
);
--> statement-breakpoint
CREATE TABLE "constellations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_slug" text NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "constellations_business_slug" CHECK ("constellations"."business_slug" in ('wysh-insurance')),
	CONSTRAINT "constellations_status" CHECK ("constellations"."status" in ('active', 'closed'))
);
--> statement-breakpoint
CREATE TABLE "insurance_memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"constellation_id" uuid NOT NULL,
	"label" text NOT NULL,
	"eligible_for_coverage" boolean NOT NULL,
	"eligible_for_underwriting" boolean NOT NULL,
	"eligible_for_monitoring" boolean NOT NULL,
	"underwriting_required" boolean NOT NULL,
	"billing_capability" boolean NOT NULL,
	"term_life_extension_capability" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "insurance_memberships_constellation_id_unique" UNIQUE("constellation_id")
);
--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "constellations" ADD CONSTRAINT "constellations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_memberships" ADD CONSTRAINT "insurance_memberships_constellation_id_constellations_id_fk" FOREIGN KEY ("constellation_id") REFERENCES "public"."constellations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_tokens_user" ON "login_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "constellations_user_business" ON "constellations" USING btree ("user_id","business_slug");--> statement-breakpoint
-- Every user is a member of wysh-insurance: users registered before memberships existed get theirs here, with
-- the labels and starting flags of @wysh/domain/lines-of-business (a closed account's constellation is closed).
INSERT INTO "constellations" ("user_id", "business_slug", "label", "status", "created_at")
SELECT "id", 'wysh-insurance', 'Wysh Insurance',
       CASE WHEN "status" = 'decommissioned' THEN 'closed' ELSE 'active' END, "created_at"
FROM "users"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "insurance_memberships" ("constellation_id", "label", "eligible_for_coverage", "eligible_for_underwriting",
  "eligible_for_monitoring", "underwriting_required", "billing_capability", "term_life_extension_capability", "created_at")
SELECT "id", 'Wysh Life Insurance', true, true, false, true, false, false, "created_at"
FROM "constellations"
WHERE "business_slug" = 'wysh-insurance'
ON CONFLICT DO NOTHING;
