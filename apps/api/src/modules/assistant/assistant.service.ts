// The assistant's answers (issue 28, its core; the chat around it comes later): the pure answerQuestion of
// @wysh/domain over the viewer's own data and the help centre's search. A person asks only about themselves:
// the context is read for the signed-in viewer, never for an id a caller names.
import { answerQuestion, type AssistantAnswer } from '@wysh/domain/assistant/answer';
import { requireUser, type Viewer } from '../../shared/viewer.ts';
import type { AssistantSources } from './assistant.types.ts';

export const MAX_ASSISTANT_QUESTION_LENGTH = 500;

export function createAssistantService(sources: AssistantSources) {
  async function answerWith(viewer: Viewer, question: string, readsData: boolean) {
    const text = question.trim().slice(0, MAX_ASSISTANT_QUESTION_LENGTH);
    const [context, articles] = await Promise.all([
      readsData ? sources.contextOf(viewer) : null,
      sources.articlesFor(text),
    ]);
    return answerQuestion(text, context, articles);
  }

  return {
    /** assistantAnswer: for a verified session, which may read the person's own data. */
    async answer(viewer: Viewer, question: string): Promise<AssistantAnswer> {
      requireUser(viewer, 'verified');
      return answerWith(viewer, question, true);
    },

    /**
     * The chat's assistant: any signed-in session. Questions about the person's own data are answered only in a
     * verified one (a password alone does not show a policy); the help articles answer everyone.
     */
    async reply(viewer: Viewer, question: string): Promise<AssistantAnswer> {
      const { authLevel } = requireUser(viewer, 'identified');
      return answerWith(viewer, question, authLevel === 'verified');
    },
  };
}

export type AssistantService = ReturnType<typeof createAssistantService>;
