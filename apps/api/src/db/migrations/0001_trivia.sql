CREATE TABLE "trivia_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"prompt" text NOT NULL,
	"choices" jsonb NOT NULL,
	"correct_choice_id" text NOT NULL,
	"explanation" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "trivia_questions_slug_unique" UNIQUE("slug")
);
