CREATE TABLE "policy_change_request_events" (
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
CREATE TABLE "policy_change_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"policy_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"current_cover" integer NOT NULL,
	"requested_cover" integer NOT NULL,
	"extends_from" date,
	"extension_years" integer,
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
	CONSTRAINT "policy_change_requests_status" CHECK ("policy_change_requests"."status" in ('underwriting', 'referred', 'offered', 'accepted', 'declined', 'withdrawn', 'expired')),
	CONSTRAINT "policy_change_requests_asks" CHECK (case "policy_change_requests"."kind" when 'cover_increase' then "policy_change_requests"."requested_cover" > "policy_change_requests"."current_cover"
        else "policy_change_requests"."extension_years" > 0 and "policy_change_requests"."extends_from" is not null end),
	CONSTRAINT "policy_change_requests_offer" CHECK (("policy_change_requests"."approved_cover" is null) = ("policy_change_requests"."layer_monthly_premium" is null)),
	CONSTRAINT "policy_change_requests_kind" CHECK ("policy_change_requests"."kind" in ('cover_increase', 'term_extension'))
);
--> statement-breakpoint
ALTER TABLE "policy_terms" ADD COLUMN "layers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_applications" ADD COLUMN "changed_policy_id" uuid;--> statement-breakpoint
ALTER TABLE "policy_change_request_events" ADD CONSTRAINT "policy_change_request_events_request_id_policy_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."policy_change_requests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_change_requests" ADD CONSTRAINT "policy_change_requests_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_change_requests" ADD CONSTRAINT "policy_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policy_change_requests" ADD CONSTRAINT "policy_change_requests_insurance_application_id_insurance_applications_id_fk" FOREIGN KEY ("insurance_application_id") REFERENCES "public"."insurance_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_change_request_events_request" ON "policy_change_request_events" USING btree ("request_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_change_requests_one_open" ON "policy_change_requests" USING btree ("policy_id") WHERE "policy_change_requests"."status" in ('underwriting', 'referred', 'offered');--> statement-breakpoint
CREATE UNIQUE INDEX "policy_change_requests_application" ON "policy_change_requests" USING btree ("insurance_application_id");--> statement-breakpoint
CREATE INDEX "policy_change_requests_policy" ON "policy_change_requests" USING btree ("policy_id","created_at");