// The newest saved answers a user gave in one flow, across its sessions, for the modules that price, decide or
// keep documents from them (estimates reads the estimate-form's tobacco and state answers; the policy packet
// shows the underwriting interview in words). Read only, with sealed answers (the licence number) opened; and the
// start-up step that seals the answers saved in clear before answers were sealed.
import type { FlowScope } from '@wysh/forms/protocol';
import type { Db, DbOrTx } from '../../db/database.ts';
import type { SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import { answersInWords, type AnswerInWords } from './answers-in-words.ts';
import type { FlowRegistry } from './flow-registry.ts';
import {
  answersOfUserInFlow,
  clearAnswersOf,
  latestSessionIdOfUserInFlow,
  replaceAnswerValue,
} from './flows.repository.ts';
import { openAnswer, sealAnswers } from './sealed-answers.ts';

export type FlowAnswer = { value: unknown; answeredAt: Date };
export type { AnswerInWords } from './answers-in-words.ts';

/** How many clear answers one statement of the backfill reads and seals. */
const BACKFILL_BATCH = 500;

export function createFlowAnswersService(deps: {
  db: Db;
  registry: FlowRegistry;
  sensitive: Pick<SensitiveData, 'sealText' | 'openText'>;
}) {
  /** Each field's newest answer in the user's sessions of `flowSlug`, saved no later than `asOf` when given. */
  async function latestAnswers(
    userId: string,
    flowSlug: string,
    asOf?: Date,
  ): Promise<Map<string, FlowAnswer>> {
    const flow = deps.registry.flow(flowSlug);
    const answers = new Map<string, FlowAnswer>();
    for (const row of await answersOfUserInFlow(deps.db, userId, flowSlug))
      if (!answers.has(row.fieldId) && !(asOf && row.at > asOf))
        answers.set(row.fieldId, {
          value: flow ? openAnswer(flow, userId, row.fieldId, row.value, deps.sensitive) : row.value,
          answeredAt: row.at,
        });
    return answers;
  }

  return {
    latestAnswers,
    /**
     * The id of the user's newest session of `flowSlug` not abandoned (one application per interview), in one of
     * `scopes` when given.
     */
    async latestSessionId(
      userId: string,
      flowSlug: string,
      scopes?: readonly FlowScope[],
    ): Promise<string | null> {
      return (await latestSessionIdOfUserInFlow(deps.db, userId, flowSlug, scopes)) ?? null;
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

    /**
     * Seals every answer of a sealed field still held as typed (saved before the field was sealed), in `tx`;
     * answers how many. Idempotent: a sealed answer is never read again.
     */
    async sealClearAnswers(tx: DbOrTx): Promise<number> {
      let sealed = 0;
      for (const flow of deps.registry.flows) {
        if (flow.sealedAnswers.size === 0) continue;
        for (;;) {
          const rows = await clearAnswersOf(tx, flow.slug, [...flow.sealedAnswers], BACKFILL_BATCH);
          for (const row of rows) {
            const [answer] = sealAnswers(flow, row.userId, [row], deps.sensitive);
            await replaceAnswerValue(tx, row.id, answer!.value);
          }
          sealed += rows.length;
          if (rows.length < BACKFILL_BATCH) break;
        }
      }
      return sealed;
    },
  };
}

export type FlowAnswersService = ReturnType<typeof createFlowAnswersService>;
