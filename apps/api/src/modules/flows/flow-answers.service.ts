// The newest saved answers a user gave in one flow, across its sessions, for the modules that price, decide or
// keep documents from them (estimates reads the estimate-form's tobacco and state answers; the policy packet
// shows the underwriting interview in words). Read only.
import type { Db } from '../../db/database.ts';
import { answersInWords, type AnswerInWords } from './answers-in-words.ts';
import type { FlowRegistry } from './flow-registry.ts';
import { answersOfUserInFlow, latestSessionIdOfUserInFlow } from './flows.repository.ts';

export type FlowAnswer = { value: unknown; answeredAt: Date };
export type { AnswerInWords } from './answers-in-words.ts';

export function createFlowAnswersService(deps: { db: Db; registry: FlowRegistry }) {
  /** Each field's newest answer in the user's sessions of `flowSlug`, saved no later than `asOf` when given. */
  async function latestAnswers(
    userId: string,
    flowSlug: string,
    asOf?: Date,
  ): Promise<Map<string, FlowAnswer>> {
    const answers = new Map<string, FlowAnswer>();
    for (const row of await answersOfUserInFlow(deps.db, userId, flowSlug))
      if (!answers.has(row.fieldId) && !(asOf && row.at > asOf))
        answers.set(row.fieldId, { value: row.value, answeredAt: row.at });
    return answers;
  }

  return {
    latestAnswers,
    /** The id of the user's newest session of `flowSlug` not abandoned (one application per interview). */
    async latestSessionId(userId: string, flowSlug: string): Promise<string | null> {
      return (await latestSessionIdOfUserInFlow(deps.db, userId, flowSlug)) ?? null;
    },
    /**
     * The questions the user's answers (as they stood at `asOf`) led through, each with its answer in words
     * (answers-in-words.ts), for a document to show. Branching is read in the flow's default scope, on `today`.
     */
    async answersInWords(
      userId: string,
      flowSlug: string,
      context: { asOf: Date; today: string },
    ): Promise<AnswerInWords[]> {
      const flow = deps.registry.flow(flowSlug);
      if (!flow) throw new Error(`No flow "${flowSlug}"`);
      const saved = await latestAnswers(userId, flowSlug, context.asOf);
      const answers = Object.fromEntries([...saved].map(([fieldId, answer]) => [fieldId, answer.value]));
      return answersInWords(flow, { answers, scope: flow.defaultScope, today: context.today });
    },
  };
}

export type FlowAnswersService = ReturnType<typeof createFlowAnswersService>;
