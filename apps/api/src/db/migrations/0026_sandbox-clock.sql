CREATE TABLE "sandbox_clock" (
	"id" smallint PRIMARY KEY NOT NULL,
	"offset_ms" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_clock_one_row" CHECK ("sandbox_clock"."id" = 1)
);
