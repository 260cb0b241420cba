import type { Db } from '../../db/database';
import { listActiveQuestions } from './trivia.repository';

export function createTriviaService(db: Db) {
  return { questions: () => listActiveQuestions(db) };
}

export type TriviaService = ReturnType<typeof createTriviaService>;
