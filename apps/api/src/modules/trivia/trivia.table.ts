import { boolean, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';

export type TriviaChoice = { id: string; text: string };

/** Questions shown while a quote is prepared (spec: Trivia). Retired questions stay for history. */
export const triviaQuestions = pgTable('trivia_questions', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  position: integer('position').notNull(),
  prompt: text('prompt').notNull(),
  choices: jsonb('choices').$type<TriviaChoice[]>().notNull(),
  correctChoiceId: text('correct_choice_id').notNull(),
  explanation: text('explanation').notNull(),
  active: boolean('active').notNull().default(true),
});
