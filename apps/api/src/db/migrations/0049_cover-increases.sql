CREATE TABLE "cover_increase_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"actor" text NOT NULL,
	"details" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cover_increase_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"policy_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"current_cover" integer NOT NULL,
	"requested_cover" integer NOT NULL,
	"insurance_application_id" uuid,
	"decided_on" date,
	"approved_cover" integer,
	"layer_rate_class" text,
	"layer_issue_age" integer,
	"layer_term_years" integer,
	"layer_rate_version" text,
	"layer_monthly_premium" integer,
	"layer_annual_premium" integer,
	"offer_expires_on" date,
	"terms_version" integer,
	"closed_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "cover_increase_requests_status" CHECK ("cover_increase_requests"."status" in ('underwriting', 'referred', 'offered', 'accepted', 'declined', 'withdrawn', 'expired')),
	CONSTRAINT "cover_increase_requests_raises" CHECK ("cover_increase_requests"."requested_cover" > "cover_increase_requests"."current_cover"),
	CONSTRAINT "cover_increase_requests_offer" CHECK (("cover_increase_requests"."approved_cover" is null) = ("cover_increase_requests"."layer_monthly_premium" is null))
);
--> statement-breakpoint
ALTER TABLE "policy_terms" ADD COLUMN "layers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_applications" ADD COLUMN "cover_increase_policy_id" uuid;--> statement-breakpoint
ALTER TABLE "cover_increase_events" ADD CONSTRAINT "cover_increase_events_request_id_cover_increase_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."cover_increase_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_increase_requests" ADD CONSTRAINT "cover_increase_requests_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_increase_requests" ADD CONSTRAINT "cover_increase_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cover_increase_requests" ADD CONSTRAINT "cover_increase_requests_insurance_application_id_insurance_applications_id_fk" FOREIGN KEY ("insurance_application_id") REFERENCES "public"."insurance_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cover_increase_events_request" ON "cover_increase_events" USING btree ("request_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cover_increase_requests_one_open" ON "cover_increase_requests" USING btree ("policy_id") WHERE "cover_increase_requests"."status" in ('underwriting', 'referred', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "cover_increase_requests_application" ON "cover_increase_requests" USING btree ("insurance_application_id");--> statement-breakpoint
CREATE INDEX "cover_increase_requests_policy" ON "cover_increase_requests" USING btree ("policy_id","created_at");