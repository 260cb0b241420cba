CREATE TABLE "product_offerings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"insurance_membership_id" uuid NOT NULL,
	"insurance_application_id" uuid NOT NULL,
	"product_slug" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"max_amount" integer NOT NULL,
	"rate_version" text NOT NULL,
	"issue_age" integer NOT NULL,
	"annual_rate_per_1000" text NOT NULL,
	"annual_policy_fee" integer NOT NULL,
	"annual_premium" integer NOT NULL,
	"monthly_premium" integer NOT NULL,
	"effective_until" date NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_offerings_amount_within_approval" CHECK ("product_offerings"."amount" <= "product_offerings"."max_amount")
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"insurance_membership_id" uuid NOT NULL,
	"insurance_application_id" uuid NOT NULL,
	"status" text NOT NULL,
	"term_duration" integer NOT NULL,
	"max_term_years" integer NOT NULL,
	"rate_class" text NOT NULL,
	"sex" text NOT NULL,
	"rules_version" text NOT NULL,
	"amount" integer NOT NULL,
	"max_amount" integer NOT NULL,
	"rate_version" text NOT NULL,
	"issue_age" integer NOT NULL,
	"annual_rate_per_1000" text NOT NULL,
	"annual_policy_fee" integer NOT NULL,
	"annual_premium" integer NOT NULL,
	"monthly_premium" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quotes_amount_within_approval" CHECK ("quotes"."amount" <= "quotes"."max_amount")
);
--> statement-breakpoint
ALTER TABLE "product_offerings" ADD CONSTRAINT "product_offerings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offerings" ADD CONSTRAINT "product_offerings_insurance_membership_id_insurance_memberships_id_fk" FOREIGN KEY ("insurance_membership_id") REFERENCES "public"."insurance_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_offerings" ADD CONSTRAINT "product_offerings_insurance_application_id_insurance_applications_id_fk" FOREIGN KEY ("insurance_application_id") REFERENCES "public"."insurance_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_insurance_membership_id_insurance_memberships_id_fk" FOREIGN KEY ("insurance_membership_id") REFERENCES "public"."insurance_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_insurance_application_id_insurance_applications_id_fk" FOREIGN KEY ("insurance_application_id") REFERENCES "public"."insurance_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_offerings_user" ON "product_offerings" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "quotes_user" ON "quotes" USING btree ("user_id","created_at");