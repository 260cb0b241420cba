CREATE TABLE "policy_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "policy_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"policy_id" uuid NOT NULL,
	"event" text NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"actor_kind" text NOT NULL,
	"actor" text NOT NULL,
	"details" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "policy_events_event" CHECK ("policy_events"."event" in ('create', 'issue', 'withdraw', 'miss_payment', 'cure', 'lapse', 'cancel', 'terminate', 'expire'))
);
--> statement-breakpoint
ALTER TABLE "policies" DROP CONSTRAINT "policies_status";--> statement-breakpoint
ALTER TABLE "policies" DROP CONSTRAINT "policies_issued";--> statement-breakpoint
DROP INDEX "policies_one_open";--> statement-breakpoint
ALTER TABLE "policy_events" ADD CONSTRAINT "policy_events_policy_id_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."policies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "policy_events_policy" ON "policy_events" USING btree ("policy_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "policies_one_open" ON "policies" USING btree ("insurance_membership_id") WHERE "policies"."status" in ('pending', 'active', 'grace');--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_status" CHECK ("policies"."status" in ('pending', 'active', 'grace', 'lapsed', 'cancelled', 'terminated', 'expired', 'withdrawn'));--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_issued" CHECK (("policies"."status" in ('active', 'grace', 'lapsed', 'cancelled', 'terminated', 'expired')) = ("policies"."label" is not null and "policies"."effective_at" is not null));-- Policies made before histories were kept: their creation and, when issued, their issue, from their own dates.
INSERT INTO "policy_events" ("id", "policy_id", "event", "from_status", "to_status", "reason", "actor_kind", "actor", "details", "occurred_at")
SELECT gen_random_uuid(), "id", 'create', NULL, 'pending', 'Recorded from the policy when histories began.', 'job', 'migration 0024', '{}'::jsonb, "created_at" FROM "policies";--> statement-breakpoint
INSERT INTO "policy_events" ("id", "policy_id", "event", "from_status", "to_status", "reason", "actor_kind", "actor", "details", "occurred_at")
SELECT gen_random_uuid(), "id", CASE WHEN "status" = 'withdrawn' THEN 'withdraw' ELSE 'issue' END, 'pending', "status", 'Recorded from the policy when histories began.', 'job', 'migration 0024', '{}'::jsonb, COALESCE("effective_at", "updated_at") FROM "policies" WHERE "status" <> 'pending';
