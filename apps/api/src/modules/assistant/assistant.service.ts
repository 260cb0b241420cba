// The assistant's answers (issue 28, its core; the chat around it comes later): the pure answerQuestion of
// @wysh/domain over the viewer's own data and the help centre's search. A person asks only about themselves:
// the context is read for the signed-in viewer, never for an id a caller names.
import { answerQuestion, type AssistantAnswer } from '@wysh/domain/assistant/answer';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { AssistantSources } from './assistant.types.ts';

export const MAX_ASSISTANT_QUESTION_LENGTH = 500;

export function createAssistantService(sources: AssistantSources) {
  return {
    async answer(viewer: Viewer, question: string): Promise<AssistantAnswer> {
      requireUser(viewer, 'verified');
      const text = question.trim().slice(0, MAX_ASSISTANT_QUESTION_LENGTH);
      const [context, articles] = await Promise.all([sources.contextOf(viewer), sources.articlesFor(text)]);
      return answerQuestion(text, context, articles);
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
