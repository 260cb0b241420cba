import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.ts';
import { triviaQuestions } from './trivia.table.ts';

export type TriviaQuestion = typeof triviaQuestions.$inferSelect;

export function listActiveQuestions(db: DbOrTx): Promise<TriviaQuestion[]> {
  return db
    .select()
    .from(triviaQuestions)
    .where(eq(triviaQuestions.active, true))
    .orderBy(asc(triviaQuestions.position));
}

export async function upsertQuestions(
  db: DbOrTx,
  questions: Array<typeof triviaQuestions.$inferInsert>,
): Promise<void> {
  await db
    .insert(triviaQuestions)
    .values(questions)
    .onConflictDoUpdate({
      target: triviaQuestions.slug,
      set: {
        position: sql`excluded.position`,
        prompt: sql`excluded.prompt`,
        choices: sql`excluded.choices`,
        correctChoiceId: sql`excluded.correct_choice_id`,
        explanation: sql`excluded.explanation`,
      },
    });
}
