ALTER TABLE "policies" ADD COLUMN "missed_due_on" date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "grace_notice_sent_on" date;--> statement-breakpoint
ALTER TABLE "policies" ADD COLUMN "lapses_on" date;--> statement-breakpoint
ALTER TABLE "policies" ADD CONSTRAINT "policies_grace" CHECK (("policies"."status" = 'grace') = ("policies"."missed_due_on" is not null));