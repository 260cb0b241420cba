// Answers kept sealed at rest (a flow's `sealedAnswers`: the driver's licence number). flow_responses holds such
// an answer as a SealedText (AES-256-GCM under the server's data key, bound to the owner's id, its last four
// characters in clear), never as typed; the flow's use cases seal on the way in and open on the way out, so
// branching, rendering, the review and the documents read the answer as the person gave it.
import { isSealedText, type SensitiveData } from '../sensitive-data/sensitive-data.service.ts';
import type { CompiledFlow } from './flow-registry.ts';

type Sealer = Pick<SensitiveData, 'sealText' | 'openText'>;

/** Each answer as stored: a sealed field's text sealed for `userId`, the others as they are. */
export function sealAnswers<T extends { fieldId: string; value: unknown }>(
  flow: Pick<CompiledFlow, 'sealedAnswers'>,
  userId: string,
  answers: readonly T[],
  sensitive: Sealer,
): T[] {
  return answers.map((answer) =>
    flow.sealedAnswers.has(answer.fieldId) && typeof answer.value === 'string' && answer.value !== ''
      ? { ...answer, value: sensitive.sealText(answer.value, userId) }
      : answer,
  );
}

/** A stored answer as the person gave it (a sealed one opened; anything else as it is). */
export function openAnswer(
  flow: Pick<CompiledFlow, 'sealedAnswers'>,
  userId: string,
  fieldId: string,
  value: unknown,
  sensitive: Sealer,
): unknown {
  return flow.sealedAnswers.has(fieldId) && isSealedText(value) ? sensitive.openText(value, userId) : value;
}

/** The saved answers of a session (field id -> value) with the sealed ones opened. */
export function openAnswers(
  flow: Pick<CompiledFlow, 'sealedAnswers'>,
  userId: string,
  responses: ReadonlyMap<string, unknown>,
  sensitive: Sealer,
): Map<string, unknown> {
  return new Map(
    [...responses].map(([fieldId, value]) => [fieldId, openAnswer(flow, userId, fieldId, value, sensitive)]),
  );
}
