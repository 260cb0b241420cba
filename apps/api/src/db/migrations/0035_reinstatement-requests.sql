CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"invoice_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"period_n" integer,
	"period_start" date,
	"period_end" date,
	"due_on" date,
	"percent_per_year" text,
	"through_on" date,
	CONSTRAINT "invoice_lines_amount" CHECK ("invoice_lines"."amount" > 0),
	CONSTRAINT "invoice_lines_kind" CHECK ("invoice_lines"."kind" in ('missed_premium', 'interest')),
	CONSTRAINT "invoice_lines_period" CHECK (("invoice_lines"."kind" = 'missed_premium') = ("invoice_lines"."period_start" is not null and "invoice_lines"."due_on" is not null))
);
--> statement-breakpoint
CREATE TABLE "reinstatement_requests" (
	"id" uuid PRIMARY KEY NOT NULL,
	"policy_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text NOT NULL,
	"rules_version" text NOT NULL,
	"decided_on" date NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"path" text,
	"state" text NOT NULL,
	"first_missed_due_on" date,
	"lapse_date" date,
	"arrears_only_through" date,
	"window_ends_on" date,
	"total_missed_premiums" integer,
	"interest_due" integer,
	"due_today" integer,
	"lines" jsonb,
	"invoice_id" uuid,
	"payment_id" uuid,
	"closed_reason" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "reinstatement_requests_status" CHECK ("reinstatement_requests"."status" in ('offered', 'underwriting', 'completed', 'refused', 'expired')),
	CONSTRAINT "reinstatement_requests_path" CHECK (("reinstatement_requests"."path" is null) = ("reinstatement_requests"."status" = 'refused')),
	CONSTRAINT "reinstatement_requests_figures" CHECK (("reinstatement_requests"."path" is null) = ("reinstatement_requests"."due_today" is null))
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD CONSTRAINT "reinstatement_requests_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD CONSTRAINT "reinstatement_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD CONSTRAINT "reinstatement_requests_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reinstatement_requests" ADD CONSTRAINT "reinstatement_requests_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_place" ON "invoice_lines" USING btree ("invoice_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "reinstatement_requests_one_open" ON "reinstatement_requests" USING btree ("policy_id") WHERE "reinstatement_requests"."status" in ('offered', 'underwriting');--> statement-breakpoint
CREATE UNIQUE INDEX "reinstatement_requests_invoice" ON "reinstatement_requests" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "reinstatement_requests_policy" ON "reinstatement_requests" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE INDEX "reinstatement_requests_user" ON "reinstatement_requests" USING btree ("user_id","created_at");