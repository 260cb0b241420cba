CREATE TABLE "operating_switches" (
	"service" text PRIMARY KEY NOT NULL,
	"online" boolean NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "operating_switches_service" CHECK ("operating_switches"."service" in ('underwriting'))
);
--> statement-breakpoint
ALTER TABLE "insurance_applications" ADD COLUMN "interview_session_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_applications_interview" ON "insurance_applications" USING btree ("interview_session_id");