CREATE TABLE "wysh_allocation_histories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigserial NOT NULL,
	"allocation_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"change" bigint NOT NULL,
	"direction" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wysh_allocation_histories_direction" CHECK ("wysh_allocation_histories"."direction" in ('up', 'down'))
);
--> statement-breakpoint
CREATE TABLE "wysh_allocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"wysh_id" uuid NOT NULL,
	"name" text NOT NULL,
	"amount" bigint,
	"status" text DEFAULT 'active' NOT NULL,
	"monitored" boolean DEFAULT false NOT NULL,
	"order" integer NOT NULL,
	"terminates_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wysh_allocations_status" CHECK ("wysh_allocations"."status" in ('active', 'decommissioned')),
	CONSTRAINT "wysh_allocations_amount" CHECK ("wysh_allocations"."amount" is null or "wysh_allocations"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "wysh_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"prompt" text NOT NULL,
	"description" text NOT NULL,
	"list_description" text NOT NULL,
	"color" text NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "wysh_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "wysh_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"allocation_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"country_code" text,
	"account_number" text,
	"phone_number" text,
	"website_url" text,
	"email" text,
	"relationship" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "wysh_recipients_allocation_id_unique" UNIQUE("allocation_id"),
	CONSTRAINT "wysh_recipients_kind" CHECK ("wysh_recipients"."kind" in ('institution', 'company', 'individual'))
);
--> statement-breakpoint
CREATE TABLE "wysh_suggestions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"wysh_id" uuid NOT NULL,
	"title" text NOT NULL,
	"amount" bigint NOT NULL,
	"enabled" boolean NOT NULL,
	"order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wyshes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"category_id" uuid NOT NULL,
	"default_name" text NOT NULL,
	"description" text NOT NULL,
	"prompt" text NOT NULL,
	"guidance" text NOT NULL,
	"default_amount" bigint,
	"amount_prompt" text NOT NULL,
	"amount_guidance" text NOT NULL,
	"amount_placeholder" text NOT NULL,
	"recipient_type" text NOT NULL,
	"monitorable" boolean NOT NULL,
	"termable" boolean NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"order" integer NOT NULL,
	CONSTRAINT "wyshes_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "wysh_allocation_histories" ADD CONSTRAINT "wysh_allocation_histories_allocation_id_wysh_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."wysh_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wysh_allocations" ADD CONSTRAINT "wysh_allocations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wysh_allocations" ADD CONSTRAINT "wysh_allocations_wysh_id_wyshes_id_fk" FOREIGN KEY ("wysh_id") REFERENCES "public"."wyshes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wysh_recipients" ADD CONSTRAINT "wysh_recipients_allocation_id_wysh_allocations_id_fk" FOREIGN KEY ("allocation_id") REFERENCES "public"."wysh_allocations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wysh_suggestions" ADD CONSTRAINT "wysh_suggestions_wysh_id_wyshes_id_fk" FOREIGN KEY ("wysh_id") REFERENCES "public"."wyshes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wyshes" ADD CONSTRAINT "wyshes_category_id_wysh_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."wysh_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wysh_allocation_histories_allocation" ON "wysh_allocation_histories" USING btree ("allocation_id");--> statement-breakpoint
CREATE INDEX "wysh_allocations_user" ON "wysh_allocations" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "wysh_suggestions_wysh" ON "wysh_suggestions" USING btree ("wysh_id");