CREATE TABLE "sandbox_error_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"project" text NOT NULL,
	"event_id" text,
	"platform" text,
	"level" text,
	"title" text NOT NULL,
	"user_id" text,
	"tags" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_error_reports_received" ON "sandbox_error_reports" USING btree ("received_at");