-- Issue 23: driver's licence numbers are sealed at rest (AES-256-GCM under the server's data key, like the SSN).
-- The key lives among the server's sealed secrets, out of SQL's reach, so the rows already written are sealed
-- by the server itself at start-up (data-backfills.service.ts, "seal-licence-numbers"), once, recorded here.
CREATE TABLE "data_backfills" (
	"name" text PRIMARY KEY NOT NULL,
	"finished_at" timestamp with time zone NOT NULL
);
