CREATE TABLE "help_articles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"version" integer NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"updated_on" date NOT NULL,
	"related" text[] NOT NULL,
	"body" text NOT NULL,
	"search_text" text NOT NULL,
	"summary" text NOT NULL,
	"checksum" text NOT NULL,
	"current" boolean DEFAULT false NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', search_text), 'B')) STORED NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_articles_version" UNIQUE("slug","version"),
	CONSTRAINT "help_articles_version_positive" CHECK ("help_articles"."version" > 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "help_articles_one_current" ON "help_articles" USING btree ("slug") WHERE "help_articles"."current";--> statement-breakpoint
CREATE INDEX "help_articles_search" ON "help_articles" USING gin ("search");