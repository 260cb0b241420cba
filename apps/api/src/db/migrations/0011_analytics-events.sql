CREATE TABLE "analytics_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"once_per_user" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "analytics_events_once_per_user" ON "analytics_events" USING btree ("user_id","name") WHERE "analytics_events"."once_per_user" and "analytics_events"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "analytics_events_created" ON "analytics_events" USING btree ("created_at");