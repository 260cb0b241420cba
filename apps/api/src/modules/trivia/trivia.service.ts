import type { Db } from '../../db/database.ts';
import { listActiveQuestions } from './trivia.repository.ts';

export function createTriviaService(db: Db) {
  return { questions: () => listActiveQuestions(db) };
}

export type TriviaService = ReturnType<typeof createTriviaService>;
