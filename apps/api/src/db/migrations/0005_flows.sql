CREATE TABLE "acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"record_version" integer NOT NULL,
	"context_type" text NOT NULL,
	"context_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone NOT NULL,
	CONSTRAINT "acknowledgements_once" UNIQUE("user_id","record_type","record_id","record_version","context_type","context_id"),
	CONSTRAINT "acknowledgements_record_type" CHECK ("acknowledgements"."record_type" in ('document', 'disclosure'))
);
--> statement-breakpoint
CREATE TABLE "flow_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"flow_session_id" uuid NOT NULL,
	"form_slug" text NOT NULL,
	"field_id" text NOT NULL,
	"value" jsonb,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flow_responses_session_field" UNIQUE("flow_session_id","field_id")
);
--> statement-breakpoint
CREATE TABLE "flow_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"flow_slug" text NOT NULL,
	"scope" text NOT NULL,
	"history" jsonb NOT NULL,
	"return_to" text,
	"finished_at" timestamp with time zone,
	"abandoned_at" timestamp with time zone,
	"version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "flow_sessions_scope" CHECK ("flow_sessions"."scope" in ('new_policy', 'policy_holder', 'coverage_adjustment', 'reinstatement'))
);
--> statement-breakpoint
CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"street1" text NOT NULL,
	"street2" text,
	"city" text NOT NULL,
	"state" char(2) NOT NULL,
	"postal_code" text NOT NULL,
	"country" char(2) DEFAULT 'US' NOT NULL,
	"active" boolean NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tax_ids" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ciphertext" text NOT NULL,
	"iv" text NOT NULL,
	"auth_tag" text NOT NULL,
	"key_id" text NOT NULL,
	"last4" char(4) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tax_ids_last4" CHECK ("tax_ids"."last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birthdate" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "acknowledgements" ADD CONSTRAINT "acknowledgements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_responses" ADD CONSTRAINT "flow_responses_flow_session_id_flow_sessions_id_fk" FOREIGN KEY ("flow_session_id") REFERENCES "public"."flow_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_sessions" ADD CONSTRAINT "flow_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_ids" ADD CONSTRAINT "tax_ids_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "flow_sessions_one_open" ON "flow_sessions" USING btree ("user_id","flow_slug","scope") WHERE "flow_sessions"."finished_at" is null and "flow_sessions"."abandoned_at" is null;--> statement-breakpoint
CREATE INDEX "addresses_user" ON "addresses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_active" ON "addresses" USING btree ("user_id") WHERE "addresses"."active";--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_gender" CHECK ("users"."gender" in ('male', 'female'));