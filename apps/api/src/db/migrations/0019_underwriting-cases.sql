CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"metadata" jsonb NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_roles_user_id_role_pk" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role" CHECK ("user_roles"."role" in ('underwriter'))
);
--> statement-breakpoint
CREATE TABLE "underwriting_audit_log" (
	"id" uuid PRIMARY KEY NOT NULL,
	"actor_user_id" uuid NOT NULL,
	"action" text NOT NULL,
	"case_id" uuid,
	"detail" jsonb,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriting_cases" (
	"id" uuid PRIMARY KEY NOT NULL,
	"insurance_application_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision" text,
	"rate_class" text,
	"max_amount" bigint,
	"reject_reason" text,
	CONSTRAINT "underwriting_cases_status" CHECK ("underwriting_cases"."status" in ('open', 'decided')),
	CONSTRAINT "underwriting_cases_decided" CHECK (("underwriting_cases"."status" = 'open' and "underwriting_cases"."decision" is null) or ("underwriting_cases"."status" = 'decided' and "underwriting_cases"."decision" in ('accept', 'reject') and "underwriting_cases"."decided_at" is not null and "underwriting_cases"."decided_by" is not null))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_audit_log" ADD CONSTRAINT "underwriting_audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_audit_log" ADD CONSTRAINT "underwriting_audit_log_case_id_underwriting_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."underwriting_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_cases" ADD CONSTRAINT "underwriting_cases_insurance_application_id_insurance_applications_id_fk" FOREIGN KEY ("insurance_application_id") REFERENCES "public"."insurance_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_cases" ADD CONSTRAINT "underwriting_cases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_cases" ADD CONSTRAINT "underwriting_cases_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user" ON "notifications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "underwriting_audit_log_case" ON "underwriting_audit_log" USING btree ("case_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "underwriting_cases_application" ON "underwriting_cases" USING btree ("insurance_application_id");--> statement-breakpoint
CREATE INDEX "underwriting_cases_queue" ON "underwriting_cases" USING btree ("status","opened_at");