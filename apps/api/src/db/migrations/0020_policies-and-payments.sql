CREATE SEQUENCE "public"."policy_number_serials" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"policy_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance" integer NOT NULL,
	"status" text NOT NULL,
	"period_start" date,
	"period_end" date,
	"due_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_amount" CHECK ("invoices"."amount" > 0 and "invoices"."balance" between 0 and "invoices"."amount"),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('created', 'short_paid', 'failed', 'retryable', 'fully_paid', 'void')),
	CONSTRAINT "invoices_paid" CHECK (("invoices"."status" = 'fully_paid') = ("invoices"."balance" = 0))
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"entry_group" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_id" uuid,
	"refund_id" uuid,
	"account" text NOT NULL,
	"amount" integer NOT NULL,
	"memo" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_entries_account" CHECK ("ledger_entries"."account" in ('receivable', 'premium_written', 'card_clearing')),
	CONSTRAINT "ledger_entries_nonzero" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_customers_provider_customer_id_unique" UNIQUE("provider_customer_id")
);
--> statement-breakpoint
CREATE TABLE "payment_methods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"name_on_card" text NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_methods_provider_payment_method_id_unique" UNIQUE("provider_payment_method_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"amount" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"provider_payment_intent_id" text,
	"failure_code" text,
	"failure_message" text,
	"driving_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payments_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payments_amount" CHECK ("payments"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "policies" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"insurance_membership_id" uuid NOT NULL,
	"insurance_application_id" uuid NOT NULL,
	"quote_id" uuid,
	"products_offering_id" uuid,
	"product_slug" text NOT NULL,
	"status" text NOT NULL,
	"label" text,
	"amount" integer NOT NULL,
	"term_duration" integer,
	"issue_age" integer NOT NULL,
	"insureds_age_at_term" integer NOT NULL,
	"rate_class" text,
	"sex" text,
	"rate_version" text NOT NULL,
	"rules_version" text NOT NULL,
	"annual_rate_per_1000" text NOT NULL,
	"annual_policy_fee" integer NOT NULL,
	"annual_premium" integer NOT NULL,
	"monthly_premium" integer NOT NULL,
	"billing_frequency" text NOT NULL,
	"effective_at" timestamp with time zone,
	"effective_on" date,
	"terminates_at" date,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policies_status" CHECK ("policies"."status" in ('pending', 'active', 'withdrawn')),
	CONSTRAINT "policies_offer" CHECK (("policies"."quote_id" is null) <> ("policies"."products_offering_id" is null)),
	CONSTRAINT "policies_issued" CHECK (("policies"."status" = 'active') = ("policies"."label" is not null and "policies"."effective_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_methods" ADD CONSTRAINT "payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_payment_method_id_payment_methods_id_fk" FOREIGN KEY ("payment_method_id") REFERENCES "public"."payment_methods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_insurance_membership_id_insurance_memberships_id_fk" FOREIGN KEY ("insurance_membership_id") REFERENCES "public"."insurance_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_insurance_application_id_insurance_applications_id_fk" FOREIGN KEY ("insurance_application_id") REFERENCES "public"."insurance_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_products_offering_id_product_offerings_id_fk" FOREIGN KEY ("products_offering_id") REFERENCES "public"."product_offerings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_policy" ON "invoices" USING btree ("policy_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_user" ON "invoices" USING btree ("user_id","issued_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_invoice" ON "ledger_entries" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "payment_methods_user" ON "payment_methods" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_invoice_attempt" ON "payments" USING btree ("invoice_id","attempt");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_live_per_invoice" ON "payments" USING btree ("invoice_id") WHERE "payments"."status" in ('pending', 'succeeded');--> statement-breakpoint
CREATE INDEX "payments_pending" ON "payments" USING btree ("driving_until") WHERE "payments"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "policies_label" ON "policies" USING btree ("label");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_one_open" ON "policies" USING btree ("insurance_membership_id") WHERE "policies"."status" in ('pending', 'active');--> statement-breakpoint
CREATE INDEX "policies_user" ON "policies" USING btree ("user_id","created_at");