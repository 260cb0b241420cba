CREATE TABLE "estimates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"term_duration" integer NOT NULL,
	"term_unit" text NOT NULL,
	"health" text NOT NULL,
	"tobacco" boolean NOT NULL,
	"sex" text NOT NULL,
	"birthdate" date NOT NULL,
	"state" char(2),
	"issue_age" integer NOT NULL,
	"rate_class" text NOT NULL,
	"rate_version" text NOT NULL,
	"annual_premium_cents" integer NOT NULL,
	"monthly_premium_cents" integer NOT NULL,
	"annual_rate_per_1000" text NOT NULL,
	"annual_policy_fee_cents" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "estimates_amount" CHECK ("estimates"."amount_cents" > 0),
	CONSTRAINT "estimates_term_unit" CHECK ("estimates"."term_unit" in ('year'))
);
--> statement-breakpoint
CREATE TABLE "prequalifications" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"birthdate" date,
	"sex" text,
	"tobacco" boolean,
	"state" char(2),
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_membership_id_insurance_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."insurance_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "estimates" ADD CONSTRAINT "estimates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prequalifications" ADD CONSTRAINT "prequalifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "estimates_user_created" ON "estimates" USING btree ("user_id","created_at");