CREATE TABLE "email_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient" text NOT NULL,
	"raw" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "email_deliveries_created" ON "email_deliveries" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "sandbox_outbox" RENAME TO "sandbox_mailbox";--> statement-breakpoint
ALTER TABLE "sandbox_mailbox" RENAME CONSTRAINT "sandbox_outbox_channel" TO "sandbox_mailbox_channel";--> statement-breakpoint
ALTER INDEX "sandbox_outbox_recipient_created" RENAME TO "sandbox_mailbox_recipient_created";--> statement-breakpoint
ALTER INDEX "sandbox_outbox_pkey" RENAME TO "sandbox_mailbox_pkey";
