CREATE TABLE "ledger_reconciliations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"invoices_checked" integer NOT NULL,
	"differences" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_reconciliations_ran_at" ON "ledger_reconciliations" USING btree ("ran_at");