// The newest saved answers a user gave in one flow, across its sessions, for the modules that price or decide
// from them (estimates reads the estimate-form's tobacco and state answers). Read only.
import type { Db } from '../../db/database.ts';
import { answersOfUserInFlow, latestSessionIdOfUserInFlow } from './flows.repository.ts';

export type FlowAnswer = { value: unknown; answeredAt: Date };

export function createFlowAnswersService(deps: { db: Db }) {
  return {
    /** Each field's newest answer in the user's sessions of `flowSlug`. */
    async latestAnswers(userId: string, flowSlug: string): Promise<Map<string, FlowAnswer>> {
      const answers = new Map<string, FlowAnswer>();
      for (const row of await answersOfUserInFlow(deps.db, userId, flowSlug))
        if (!answers.has(row.fieldId)) answers.set(row.fieldId, { value: row.value, answeredAt: row.at });
      return answers;
    },
    /** The id of the user's newest session of `flowSlug` not abandoned (one application per interview). */
    async latestSessionId(userId: string, flowSlug: string): Promise<string | null> {
      return (await latestSessionIdOfUserInFlow(deps.db, userId, flowSlug)) ?? null;
    },
  };
}

export type FlowAnswersService = ReturnType<typeof createFlowAnswersService>;
